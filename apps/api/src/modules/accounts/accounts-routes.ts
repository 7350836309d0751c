import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env.ts';
import { decoyHash } from '../../lib/password.ts';
import type { AccountsContext } from './accounts-context.ts';
import { authRoutes } from './auth-routes.ts';
import { customerRoutes } from '../customers/index.ts';
import { leadRoutes } from './lead-routes.ts';
import { otpRoutes } from './otp-routes.ts';
import { usersRoutes } from './users-routes.ts';
import { whitelabelRoutes } from './whitelabel-routes.ts';

/** Every route of the accounts domain: auth, OTPs, white-label onboarding, profile, customers, leads. */
export async function accountsRoutes(app: FastifyInstance, { env }: { env: Env }) {
  const ctx: AccountsContext = { db: app.db, mailer: app.mailer, env };
  // Computed now, so the first login with an unknown email is not slower than later ones.
  await decoyHash();
  await app.register(authRoutes, { ctx });
  await app.register(otpRoutes, { ctx });
  await app.register(whitelabelRoutes, { ctx });
  await app.register(leadRoutes, { ctx });
  await app.register(usersRoutes, { ctx });
  await app.register(customerRoutes, { ctx });
}
