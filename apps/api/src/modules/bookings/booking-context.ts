import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { MeetingProvider } from '../../providers/meetings/meeting-provider.ts';
import type { MerchantMailDeps } from '../merchant-mail/index.ts';

/** What the bookings and the calendar need: the database, the mail interface and the meeting-room provider. */
export interface BookingsContext {
  db: Database;
  mailer: Mailer;
  meetings: MeetingProvider;
  log: FastifyBaseLogger;
  /** Booking emails to buyers count against the merchant's daily email limit. */
  mail: MerchantMailDeps;
  /** The platform's sending address (MAIL_FROM's), the organiser of a booking's calendar invitation. */
  organizerEmail: string;
}
