import {
  apiKeyMessages,
  accountMessages,
  EVERY_MEMBER,
  envelope,
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  onboardingRequest,
  resetPasswordQuery,
  resetPasswordRequest,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { created, ok } from '../../lib/reply.ts';
import { clearSessionCookie } from '../sessions/index.ts';
import type { AccountsContext } from './accounts-context.ts';
import { login, logout } from './login-service.ts';
import { requestPasswordReset, resetPassword } from './password-service.ts';
import { registerMerchant } from './registration-service.ts';
import { startSession } from './session-payload.ts';

const tags = ['auth'];
/** Per client address, on top of the per-account limit on reset emails. */
const mailConfig = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Onboarding, login, logout and the forgotten-password flow (docs/product/routes.md#api). */
export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AccountsContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/auth/register',
    { schema: { tags, body: onboardingRequest, response: { 201: envelope(loginResponse) } } },
    async (request, reply) => {
      const { user, session } = await registerMerchant(ctx, request.body, request.ip);
      return created(reply, startSession(reply, user, session), accountMessages.onboarded);
    },
  );

  r.post(
    '/v1/auth/login',
    { schema: { tags, body: loginRequest, response: { 200: envelope(loginResponse) } } },
    async (request, reply) => {
      const { user, session } = await login(ctx, request.body.email, request.body.password);
      return ok(startSession(reply, user, session), accountMessages.loggedIn);
    },
  );

  r.post(
    '/v1/auth/logout',
    {
      onRequest: app.authenticate,
      config: { permission: EVERY_MEMBER },
      schema: { tags, response: { 200: envelope(z.null()) } },
    },
    async (request, reply) => {
      // Every member may log out; an API key is no session (request.sessionToken is a session's alone).
      if (!request.sessionToken) throw new AppError('FORBIDDEN', apiKeyMessages.noSession);
      await logout(ctx, request.sessionToken);
      clearSessionCookie(reply);
      return ok(null, accountMessages.loggedOut);
    },
  );

  r.post(
    '/v1/auth/forgot-password',
    {
      config: mailConfig,
      schema: { tags, body: forgotPasswordRequest, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email);
      return ok(null, accountMessages.resetLinkSent);
    },
  );

  r.post(
    '/v1/auth/reset-password',
    {
      schema: {
        tags,
        querystring: resetPasswordQuery,
        body: resetPasswordRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.query.token, request.body.password);
      return ok(null, accountMessages.passwordReset);
    },
  );
}
