import {
  changeStaffRoleRequest,
  envelope,
  errorEnvelope,
  inviteStaffRequest,
  optionalIdempotencyHeaders,
  staffInvitation,
  staffList,
  staffMember,
  staffMessages,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { signedInRoutes } from '../../plugins/auth.ts';
import { idempotentCreate } from '../idempotency/index.ts';
import type { StaffContext } from './staff-context.ts';
import {
  changeRole,
  inviteStaff,
  listStaff,
  removeMember,
  resendInvitation,
  revokeInvitation,
} from './staff-service.ts';

const tags = ['staff'];
const params = z.object({ id: z.string() });
const failed = { 404: errorEnvelope, 409: errorEnvelope };

/** The owner's team: members, invitations, roles. No permission is declared: only the owner manages staff. */
export async function staffRoutes(app: FastifyInstance, { ctx }: { ctx: StaffContext }) {
  const r = signedInRoutes(app);

  r.get('/v1/staff', { schema: { tags, response: { 200: envelope(staffList) } } }, async (request) =>
    ok(await listStaff(ctx, request.user.id), staffMessages.listed),
  );

  r.post(
    '/v1/staff/invitations',
    {
      schema: {
        tags,
        summary: 'Invite a staff member by email with a role (a single-use link valid 7 days)',
        headers: optionalIdempotencyHeaders,
        body: inviteStaffRequest,
        response: { 201: envelope(staffInvitation), 409: errorEnvelope },
      },
    },
    async (request, reply) =>
      idempotentCreate(app.db, request, reply, async (db) => ({
        data: await inviteStaff(ctx, db, request.user.id, request.body),
        message: staffMessages.invited,
      })),
  );

  r.post(
    '/v1/staff/invitations/:id/resend',
    { schema: { tags, params, response: { 200: envelope(staffInvitation), ...failed } } },
    async (request) =>
      ok(await resendInvitation(ctx, request.user.id, request.params.id), staffMessages.resent),
  );

  r.delete(
    '/v1/staff/invitations/:id',
    { schema: { tags, params, response: { 200: envelope(z.null()), ...failed } } },
    async (request) => {
      await revokeInvitation(ctx, request.user.id, request.params.id);
      return ok(null, staffMessages.revoked);
    },
  );

  r.patch(
    '/v1/staff/:id',
    {
      schema: {
        tags,
        params,
        body: changeStaffRoleRequest,
        response: { 200: envelope(staffMember), ...failed },
      },
    },
    async (request) =>
      ok(
        await changeRole(ctx, request.user.id, request.params.id, request.body.role),
        staffMessages.roleChanged,
      ),
  );

  r.delete(
    '/v1/staff/:id',
    { schema: { tags, params, response: { 200: envelope(z.null()), ...failed } } },
    async (request) => {
      await removeMember(ctx, request.user.id, request.params.id);
      return ok(null, staffMessages.removed);
    },
  );
}
