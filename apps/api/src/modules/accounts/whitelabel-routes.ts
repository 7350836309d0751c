import {
  accountMessages,
  envelope,
  loginResponse,
  onboardingRequest,
  otpSent,
  productParams,
  sendEmailOtpRequest,
  sendPhoneOtpRequest,
  usernameVerification,
  usernameVerificationRequest,
  verifiedAddress,
  verifyEmailOtpRequest,
  whitelabelClient,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, ok } from '../../lib/reply.ts';
import { type AccountsContext, normalizePhone } from './accounts-context.ts';
import { verifyAddress } from './email-verification-service.ts';
import { OTP_TTL_SECONDS, sendOtp } from './otp-service.ts';
import { isUsernameAvailable, registerMerchant } from './registration-service.ts';
import { startSession } from './session-payload.ts';
import { listWhitelabelClients, requireWhitelabelClient } from './whitelabel-service.ts';

const tags = ['auth'];
/** Per client address, on top of the per-recipient limit: one caller cannot mail many addresses. */
const config = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * Onboarding through a partner storefront: /v1/auth/{product}/… where {product} is the slug of an
 * active white-label client (404 otherwise). Addresses can be verified before the account exists.
 */
export async function whitelabelRoutes(app: FastifyInstance, { ctx }: { ctx: AccountsContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = productParams;

  r.get(
    '/v1/users/get-all-whitelabelclients',
    { schema: { tags: ['users'], response: { 200: envelope(z.array(whitelabelClient)) } } },
    async () => ok(await listWhitelabelClients(ctx)),
  );

  r.post(
    '/v1/auth/:product/register',
    { schema: { tags, params, body: onboardingRequest, response: { 201: envelope(loginResponse) } } },
    async (request, reply) => {
      const client = await requireWhitelabelClient(ctx, request.params.product);
      const { user, session } = await registerMerchant(ctx, request.body, request.ip, client);
      return created(reply, startSession(reply, user, session), accountMessages.onboarded);
    },
  );

  r.post(
    '/v1/auth/:product/send-otp-to-email',
    { config, schema: { tags, params, body: sendEmailOtpRequest, response: { 200: envelope(otpSent) } } },
    async (request) => {
      await requireWhitelabelClient(ctx, request.params.product);
      await sendOtp(ctx, 'email', request.body.email);
      return ok(
        { address: request.body.email, expiresInSeconds: OTP_TTL_SECONDS },
        accountMessages.otpSentEmail,
      );
    },
  );

  r.post(
    '/v1/auth/:product/send-otp-to-phone',
    { config, schema: { tags, params, body: sendPhoneOtpRequest, response: { 200: envelope(otpSent) } } },
    async (request) => {
      await requireWhitelabelClient(ctx, request.params.product);
      const phone = normalizePhone(request.body.phone);
      await sendOtp(ctx, 'phone', phone);
      return ok({ address: phone, expiresInSeconds: OTP_TTL_SECONDS }, accountMessages.otpSentPhone);
    },
  );

  r.post(
    '/v1/auth/:product/username-verification',
    {
      schema: {
        tags,
        params,
        body: usernameVerificationRequest,
        response: { 200: envelope(usernameVerification) },
      },
    },
    async (request) => {
      await requireWhitelabelClient(ctx, request.params.product);
      const { username } = request.body;
      const available = await isUsernameAvailable(ctx, username);
      return ok(
        { username, available },
        available ? accountMessages.usernameAvailable : accountMessages.usernameTaken,
      );
    },
  );

  r.post(
    '/v1/auth/:product/verify-email-otp',
    { schema: { tags, params, body: verifyEmailOtpRequest, response: { 200: envelope(verifiedAddress) } } },
    async (request) => {
      await requireWhitelabelClient(ctx, request.params.product);
      const result = await verifyAddress(ctx, { email: request.body.email }, request.body.otp);
      return ok({ ...result, verified: true }, accountMessages.emailVerified);
    },
  );
}
