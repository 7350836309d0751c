import type { Permission, SearchKind } from '@oja/contracts';
import type { FastifyRequest } from 'fastify';

/** The permission a staff member or an API key needs to find each kind (the route permissions' names). */
export const kindPermissions: Record<SearchKind, Permission> = {
  product: 'products.read',
  order: 'orders.read',
  invoice: 'invoices.read',
  customer: 'customers.read',
  conversation: 'messages',
};

/**
 * The kinds the caller may find: the owner every kind; a staff member or an API key the kinds whose
 * permission their role or scopes hold (decision 047). The one place search keeps to permissions.
 */
export function kindsAllowed(request: FastifyRequest): SearchKind[] {
  const kinds = Object.keys(kindPermissions) as SearchKind[];
  if (request.actor.kind === 'owner') return kinds;
  return kinds.filter((kind) => request.permissions.includes(kindPermissions[kind]));
}
