import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { PaymentsProvider } from '../../providers/payments/payments-provider.ts';
import type { MerchantMailDeps } from '../merchant-mail/index.ts';

/** What the invoice services need from the app. */
export interface InvoiceContext {
  db: Database;
  mailer: Mailer;
  payments: PaymentsProvider;
  /** Base of the links sent by email (env PUBLIC_URL). */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Invoice emails to customers count against the merchant's daily email limit. */
  mail: MerchantMailDeps;
}
