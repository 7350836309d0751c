import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';

export interface StaffContext {
  db: Database;
  mailer: Mailer;
  env: Env;
}
