import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';

/** What the account services need from the app: the database, the mail transport and the settings. */
export interface AccountsContext {
  db: Database;
  mailer: Mailer;
  env: Env;
}

/** Phone numbers are compared without separators: '+234 803-123' and '+234803123' are one address. */
export const normalizePhone = (phone: string) => phone.replace(/[\s-]/g, '');
