import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { MessagingContext } from '../messaging/index.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { MerchantMailDeps } from '../merchant-mail/index.ts';
import type { PaymentsProvider } from '../../providers/payments/payments-provider.ts';
import type { LogisticsProvider } from '../../providers/logistics/logistics-provider.ts';
import type { MeetingProvider } from '../../providers/meetings/meeting-provider.ts';

/** What the public pages need from the app. */
export interface PublicPageContext {
  db: Database;
  logistics: LogisticsProvider;
  /** Opens an online booking's room the first time its page is read (as the dashboard does). */
  meetings: MeetingProvider;
  /** The public address the pages' own links (og:url) are written on. */
  publicUrl: string;
  /** "Message the seller" opens the buyer's conversation as the messaging module does. */
  messaging: MessagingContext;
  /** A buyer's cancel refunds the booking through the provider. */
  payments: PaymentsProvider;
  /** The merchant's and the buyer's emails when a buyer changes a booking. */
  mailer: Mailer;
  /** The merchant's email rules: a buyer's email goes out as a receipt does (reserveReceipt). */
  mail: MerchantMailDeps;
  /** The address booking invitations are organised from (the mail sender's). */
  organizerEmail: string;
  log: FastifyBaseLogger;
}
