import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import type { StaffContext } from './staff-context.ts';
import { staffRoutes } from './staff-routes.ts';

/** Staff accounts and their invitations (decision 047). */
export async function staffModule(app: FastifyInstance, { env }: { env: Env }) {
  const ctx: StaffContext = { db: app.db, mailer: app.mailer, env };
  await app.register(staffRoutes, { ctx });
  await app.register(invitationRoutes, { ctx });
  await app.register(sessionRoutes);
}
