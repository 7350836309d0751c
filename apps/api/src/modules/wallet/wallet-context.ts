import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { WalletConfig } from '../../providers/payments/payments-config.ts';
import type { PaymentsProvider } from '../../providers/payments/payments-provider.ts';
import type { RatesProvider } from '../../providers/rates/rates-provider.ts';
import type { KeyedLimiter } from '../../lib/keyed-limiter.ts';

/** What the wallet's services need from the app. */
export interface WalletContext {
  db: Database;
  payments: PaymentsProvider;
  rates: RatesProvider;
  config: WalletConfig;
  /** Tells the owner about PIN, bank account and withdrawal events (wallet-mail.ts). */
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Bounds how many of one merchant's money moves and PIN checks reach the database at once. */
  perMerchant: KeyedLimiter;
}

/** The caller of a wallet route: the merchant, and the address its wallet emails go to. */
export interface WalletCaller {
  id: string;
  email: string;
  /** Where the provider's checkout sends the merchant back (the request's own origin when allowed). */
  returnOrigin: string;
}
