import { z } from 'zod';

/**
 * What a staff member's role or an API key's scopes may do: each route under the signed-in routes names
 * the one it needs (`config: { permission }`); a route that names none is the owner's alone.
 */
export const permissions = [
  'products.read',
  'products.write',
  'orders.read',
  'orders.write',
  'invoices.read',
  'invoices.write',
  'customers.read',
  'bookings.read',
  'bookings.write',
  'messages',
  'helpdesk',
  'reports.read',
  'wallet.read',
  'wallet.withdraw',
] as const;
export const permission = z.enum(permissions);
export type Permission = z.infer<typeof permission>;
