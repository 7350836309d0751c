import {
  accountMessages,
  EVERY_MEMBER,
  changePasswordRequest,
  envelope,
  errorEnvelope,
  updateProfileRequest,
  updateThemeRequest,
  userProfile,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { expectedVersion, ifMatchHeaders } from '../../lib/record-version.ts';
import { ok } from '../../lib/reply.ts';
import { clearSessionCookie } from '../sessions/index.ts';
import type { AccountsContext } from './accounts-context.ts';
import { changePassword } from './password-service.ts';
import { getProfile, setTheme, updateProfile } from './profile-service.ts';
import { asSeenBy } from './profile-mapper.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

const tags = ['users'];

/** The logged-in user's own profile and password. */
export async function usersRoutes(app: FastifyInstance, { ctx }: { ctx: AccountsContext }) {
  const r = signedInRoutes(app);

  r.get(
    '/v1/users/profile',
    { config: { permission: EVERY_MEMBER }, schema: { tags, response: { 200: envelope(userProfile) } } },
    async (request) => ok(asSeenBy(await getProfile(ctx, request.user.id), request.actor)),
  );

  r.patch(
    '/v1/users',
    {
      schema: {
        tags,
        headers: ifMatchHeaders,
        body: updateProfileRequest,
        response: { 200: envelope(userProfile), 409: errorEnvelope },
      },
    },
    async (request) =>
      ok(
        await updateProfile(ctx, request.user.id, request.body, expectedVersion(request.headers['if-match'])),
        accountMessages.userUpdated,
      ),
  );

  r.put(
    '/v1/users/theme',
    { schema: { tags, body: updateThemeRequest, response: { 200: envelope(userProfile) } } },
    async (request) =>
      ok(await setTheme(ctx, request.user.id, request.body.theme), accountMessages.themeSaved),
  );

  r.put(
    '/v1/users/changepassword',
    { schema: { tags, body: changePasswordRequest, response: { 200: envelope(z.null()) } } },
    async (request, reply) => {
      const { oldPassword, currentPassword, newPassword } = request.body;
      await changePassword(ctx, request.user.id, oldPassword ?? currentPassword ?? '', newPassword);
      clearSessionCookie(reply);
      return ok(null, accountMessages.passwordChanged);
    },
  );
}
