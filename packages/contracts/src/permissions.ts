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

/** What each permission lets its holder do, in the owner's words (scope and role pickers). */
export const permissionLabels: Record<Permission, string> = {
  'products.read': 'See products, services and stock',
  'products.write': 'Change products, services, categories and stock',
  'orders.read': 'See orders',
  'orders.write': 'Change orders: dispatch, refunds, offline sales',
  'invoices.read': 'See invoices',
  'invoices.write': 'Change and send invoices',
  'customers.read': 'See customers',
  'bookings.read': 'See bookings and the calendar',
  'bookings.write': 'Change bookings, the calendar and tasks',
  messages: 'Read and answer chats',
  helpdesk: 'Use the helpdesk',
  'reports.read': 'See reports',
  'wallet.read': 'See the wallet',
  'wallet.withdraw': 'Withdraw from the wallet',
};
