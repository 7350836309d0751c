import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
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
  /**
   * The transport for a message sent inside transaction `tx`: the outbox through `tx` itself (it is kept
   * only if the transaction commits), or SMTP, which sends at once.
   */
  mailerIn: (tx: Executor) => Mailer;
}
