import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { PaymentsProvider } from '../../providers/payments/payments-provider.ts';

/** What the order payment services need from the app. */
export interface OrderPaymentContext {
  db: Database;
  payments: PaymentsProvider;
  log: FastifyBaseLogger;
}

/** Metadata `purpose` of the provider transactions the checkout opens for orders. */
export const ORDER_PAYMENT_PURPOSE = 'order';
