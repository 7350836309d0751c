import type { FieldError } from '@oja/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { KycProvider } from '../../providers/kyc/kyc-provider.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { MapsProvider } from '../../providers/maps/maps-provider.ts';

/** What the verification services need; the API and the operator command build the same one. */
export interface VerificationContext {
  db: Database;
  mailer: Mailer;
  maps: MapsProvider;
  kyc: KycProvider;
}

/** A 400 shaped like the route validation's: the first message, and one entry per field under body. */
export function invalidBody(errors: FieldError[]) {
  return badRequest(errors[0]?.message ?? 'Invalid request', errors);
}

export function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw invalidBody(
    parsed.error.issues.map((i) => ({ path: ['body', ...i.path].join('.'), message: i.message })),
  );
}
