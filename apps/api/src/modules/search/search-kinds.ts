import type { SearchKind } from '@oja/contracts';
import type { FastifyRequest } from 'fastify';

/** The permission a staff member needs to find each kind (the names of the route permissions). */
export const kindPermissions: Record<SearchKind, string> = {
  product: 'products.read',
  order: 'orders.read',
  invoice: 'invoices.read',
  customer: 'customers.read',
  conversation: 'messages',
};

/**
 * The kinds the caller may find. Every signed-in caller today is a business's owner, who may find
 * everything; once staff and API keys act inside a business, this is the one place that keeps to the
 * kinds whose permission the actor holds.
 */
export function kindsAllowed(request: FastifyRequest): SearchKind[] {
  void request;
  return Object.keys(kindPermissions) as SearchKind[];
}
