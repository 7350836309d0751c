import {
  envelope,
  pinState,
  setPinRequest,
  unlockCodeSent,
  unlockPinRequest,
  unlockPinResult,
  walletMessages,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply.ts';
import { setPin } from './pin-service.ts';
import { sendUnlockCode, unlockPin } from './pin-unlock-service.ts';
import { callerOf, tags } from './route-helpers.ts';
import type { WalletContext } from './wallet-context.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

/**
 * PUT /v1/wallet/pin: create the transaction PIN, or change it with the current one (docs/product/wallet.md#calls). After
 * too many wrong PINs, POST /v1/wallet/pin/unlock-code emails the owner a code and POST
 * /v1/wallet/pin/unlock takes it to lift the lock.
 */
export async function pinRoutes(app: FastifyInstance, { ctx }: { ctx: WalletContext }) {
  const r = signedInRoutes(app);

  r.put(
    '/v1/wallet/pin',
    { schema: { tags, body: setPinRequest, response: { 200: envelope(pinState) } } },
    async (request) => {
      const { created } = await setPin(ctx, callerOf(request), request.body);
      return ok({ hasPin: true, created }, created ? walletMessages.pinCreated : walletMessages.pinChanged);
    },
  );

  r.post(
    '/v1/wallet/pin/unlock-code',
    { schema: { tags, response: { 200: envelope(unlockCodeSent) } } },
    async (request) => ok(await sendUnlockCode(ctx, callerOf(request)), walletMessages.unlockCodeSent),
  );

  r.post(
    '/v1/wallet/pin/unlock',
    { schema: { tags, body: unlockPinRequest, response: { 200: envelope(unlockPinResult) } } },
    async (request) =>
      ok(await unlockPin(ctx, callerOf(request), request.body.code), walletMessages.pinUnlocked),
  );
}
