import {
  bank,
  bankAccount,
  bankVerification,
  envelope,
  resolveAccountRequest,
  updateBankDetailsRequest,
  walletMessages,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { listBanks, resolveAccount, updateBankDetails } from './bank-service.ts';
import { callerOf, tags } from './route-helpers.ts';
import type { WalletContext } from './wallet-context.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

/** The bank list, bank verification (POST /v1/wallet/getAccount) and the withdrawal account. */
export async function bankRoutes(app: FastifyInstance, { ctx }: { ctx: WalletContext }) {
  const r = signedInRoutes(app);

  r.get('/v1/wallet/banks', { schema: { tags, response: { 200: envelope(z.array(bank)) } } }, async () =>
    ok(await listBanks(ctx), walletMessages.banksFetched),
  );

  r.post(
    '/v1/wallet/getAccount',
    { schema: { tags, body: resolveAccountRequest, response: { 200: envelope(bankVerification) } } },
    async (request) =>
      ok(await resolveAccount(ctx, request.user.id, request.body), walletMessages.accountResolved),
  );

  r.post(
    '/v1/wallet/update-bank-details',
    { schema: { tags, body: updateBankDetailsRequest, response: { 200: envelope(bankAccount) } } },
    async (request) =>
      ok(await updateBankDetails(ctx, callerOf(request), request.body), walletMessages.bankDetailsUpdated),
  );
}
