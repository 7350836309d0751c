import type { FastifyInstance } from 'fastify';
import { logisticsCompanyRoutes } from './company-routes.ts';
import { dispatchRoutes } from './dispatch-routes.ts';
import { pickupAddressRoutes } from './pickup-address-routes.ts';
import { logisticsReferenceRoutes } from './reference-routes.ts';
import { logisticsWebhookRoutes } from './webhook-routes.ts';

/** Every route of logistics (docs/product/orders.md#calls); needs the logistics plugin. */
export async function logisticsModule(app: FastifyInstance) {
  await app.register(logisticsReferenceRoutes);
  await app.register(pickupAddressRoutes);
  await app.register(logisticsCompanyRoutes);
  await app.register(dispatchRoutes);
  await app.register(logisticsWebhookRoutes);
}
