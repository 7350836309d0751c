import { envelope, pinState, setPinRequest, walletMessages } from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { setPin } from './pin-service.ts';
import { callerOf, tags } from './route-helpers.ts';
import type { WalletContext } from './wallet-context.ts';

/** PUT /v1/wallet/pin: create the transaction PIN, or change it with the current one (SPEC §7). */
export async function pinRoutes(app: FastifyInstance, { ctx }: { ctx: WalletContext }) {
  app.addHook('onRequest', app.authenticate);
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(
      '/v1/wallet/pin',
      { schema: { tags, body: setPinRequest, response: { 200: envelope(pinState) } } },
      async (request) => {
        const { created } = await setPin(ctx, callerOf(request), request.body);
        return ok({ hasPin: true, created }, created ? walletMessages.pinCreated : walletMessages.pinChanged);
      },
    );
}
