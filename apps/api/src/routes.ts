import type { FastifyInstance } from 'fastify';
import type { Env } from './config/env.ts';
import { accountsRoutes } from './modules/accounts/accounts-routes.ts';
import { categoryRoutes } from './modules/categories/category-routes.ts';
import { productCsvRoutes } from './modules/products/product-csv-routes.ts';
import { productRoutes } from './modules/products/product-routes.ts';
import { serviceRoutes } from './modules/services/service-routes.ts';
import { uploadRoutes } from './modules/uploads/upload-routes.ts';
import { outboxRoutes } from './modules/dev/outbox-routes.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { walletModule } from './modules/wallet/wallet-module.ts';
import { invoiceModule } from './modules/invoices/invoice-module.ts';
import { paymentsPlugin } from './providers/payments/payments-plugin.ts';
import { addressRoutes } from './modules/address/address-routes.ts';
import { verificationModule } from './modules/verification/verification-module.ts';
import { helpdeskRoutes } from './modules/helpdesk/helpdesk-routes.ts';
import { merchantRequestRoutes } from './modules/merchant-requests/merchant-request-routes.ts';
import { messagingRoutes } from './modules/messaging/messaging-routes.ts';
import { notificationRoutes } from './modules/notifications/notification-routes.ts';
import { supportRoutes } from './modules/support/support-routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout-routes.ts';
import { orderRoutes } from './modules/orders/order-routes.ts';
import { logisticsPlugin } from './modules/logistics/logistics-plugin.ts';
import { logisticsModule } from './modules/logistics/logistics-module.ts';
import { dashboardModule } from './modules/dashboard/dashboard-module.ts';
import { bookingRoutes } from './modules/bookings/booking-routes.ts';
import { calendarModule } from './modules/calendar/calendar-module.ts';

/** One route module per resource; the only place modules meet the app. */
export async function registerRoutes(app: FastifyInstance, env: Env) {
  await app.register(healthRoutes);
  await app.register(accountsRoutes, { env });
  await app.register(categoryRoutes);
  await app.register(productRoutes);
  await app.register(productCsvRoutes);
  await app.register(serviceRoutes);
  await app.register(uploadRoutes, { env });
  await app.register(addressRoutes);
  await app.register(verificationModule);
  await app.register(paymentsPlugin, { env });
  await app.register(walletModule);
  await app.register(invoiceModule, { env });
  await app.register(messagingRoutes, { env });
  await app.register(helpdeskRoutes, { env });
  await app.register(supportRoutes, { env });
  await app.register(merchantRequestRoutes);
  await app.register(notificationRoutes);
  await app.register(logisticsPlugin, { env });
  await app.register(logisticsModule);
  await app.register(orderRoutes);
  await app.register(checkoutRoutes, { env });
  await app.register(dashboardModule);
  await app.register(bookingRoutes, { env });
  await app.register(calendarModule, { env });
  // Every stored email, unauthenticated: only where explicitly enabled (tests, browser journeys).
  if (env.DEV_OUTBOX) await app.register(outboxRoutes);
}
