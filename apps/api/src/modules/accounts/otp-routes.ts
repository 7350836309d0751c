import {
  accountMessages,
  envelope,
  otpSent,
  userProfile,
  verifiedAddress,
  verifyDetailsRequest,
  verifyOtpBody,
  verifyOtpQuery,
} from '@oja/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error.ts';
import { ok } from '../../lib/reply.ts';
import { readToken } from '../../plugins/auth.ts';
import { findSessionUser, hashToken } from '../sessions/index.ts';
import type { AccountsContext } from './accounts-context.ts';
import {
  type AddressClaim,
  sendEmailVerification,
  verifyAddress,
  verifyOwnEmail,
} from './email-verification-service.ts';
import { OTP_TTL_SECONDS } from './otp-service.ts';

const tags = ['auth'];

/** Email verification of a logged-in user, and address verification with or without an account. */
export async function otpRoutes(app: FastifyInstance, { ctx }: { ctx: AccountsContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The logged-in user behind the request, if any; this route works without a session too. */
  const optionalCaller = async (request: FastifyRequest) => {
    const token = readToken(request);
    return token ? findSessionUser(ctx.db, hashToken(token)) : undefined;
  };

  r.post(
    '/v1/auth/send-otp-verification-email',
    { onRequest: app.authenticate, schema: { tags, response: { 200: envelope(otpSent) } } },
    async (request) => {
      const address = await sendEmailVerification(ctx, request.user.id);
      return ok({ address, expiresInSeconds: OTP_TTL_SECONDS }, accountMessages.otpSentEmail);
    },
  );

  r.post(
    '/v1/auth/verify-otp-email',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        body: verifyOtpBody,
        querystring: verifyOtpQuery,
        response: { 200: envelope(userProfile) },
      },
    },
    async (request) => {
      const code = request.body?.otp ?? request.query.token;
      if (!code) throw badRequest('Enter the 6-digit code');
      return ok(await verifyOwnEmail(ctx, request.user.id, code), accountMessages.emailVerified);
    },
  );

  r.put(
    '/v1/auth/verify-details',
    { schema: { tags, body: verifyDetailsRequest, response: { 200: envelope(verifiedAddress) } } },
    async (request) => {
      const { email, phone, otp } = request.body;
      const claim: AddressClaim = email !== undefined ? { email } : { phone: phone ?? '' };
      const caller = await optionalCaller(request);
      // A staff member's session proves nothing about the owner's addresses.
      const result = await verifyAddress(ctx, claim, otp, caller?.staff ? undefined : caller?.id);
      return ok({ ...result, verified: true }, accountMessages.detailsVerified);
    },
  );
}
