import { PIN_MAX_ATTEMPTS, pinIncorrectMessage, type SetPinRequest, walletMessages } from '@oja/contracts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { hashToken } from '../sessions/session-service.ts';
import { hashPin, pinMatches } from './pin-hash.ts';
import { pinRepository } from './pin-repository.ts';
import type { WalletCaller, WalletContext } from './wallet-context.ts';

type Verdict = 'ok' | 'not_set' | 'locked' | { wrong: number };

const tokenHash = (caller: WalletCaller) => (caller.sessionToken ? hashToken(caller.sessionToken) : null);

/**
 * Checks the transaction PIN. Checks of one merchant are serialised on the PIN row, so that of any number
 * of concurrent wrong PINs exactly 5 are evaluated before the lock. The 5th wrong PIN in a row locks PIN
 * use for every session that began before it; a new login (a newer session) starts a fresh count.
 * A wrong PIN is committed before the request fails, so it counts even though the operation is refused.
 */
export async function verifyPin(ctx: WalletContext, caller: WalletCaller, pin: string): Promise<void> {
  const verdict = await ctx.perMerchant.run(caller.id, () =>
    ctx.db.transaction(async (tx): Promise<Verdict> => {
      const row = await pinRepository.lockForSession(tx, caller.id, tokenHash(caller));
      if (!row) return 'not_set';
      if (row.lockedForSession) return 'locked';
      const previous = row.lockedAt && row.failedAttempts >= PIN_MAX_ATTEMPTS ? 0 : row.failedAttempts;
      if (pinMatches(ctx.config.WALLET_PIN_KEY, caller.id, pin, row.pinHash)) {
        if (row.failedAttempts !== 0) await pinRepository.setAttempts(tx, caller.id, 0, false);
        return 'ok';
      }
      const failed = previous + 1;
      await pinRepository.setAttempts(tx, caller.id, failed, failed >= PIN_MAX_ATTEMPTS);
      return { wrong: PIN_MAX_ATTEMPTS - failed };
    }),
  );
  if (verdict === 'ok') return;
  if (verdict === 'not_set') throw new AppError('UNPROCESSABLE', walletMessages.pinNotSet);
  if (verdict === 'locked') throw new AppError('FORBIDDEN', walletMessages.pinLocked);
  throw badRequest(pinIncorrectMessage(verdict.wrong));
}

/** PUT /v1/wallet/pin: creates the PIN, or changes it given the current one (a wrong one counts as a try). */
export async function setPin(
  ctx: WalletContext,
  caller: WalletCaller,
  body: SetPinRequest,
): Promise<{ created: boolean }> {
  const key = ctx.config.WALLET_PIN_KEY;
  if (await pinRepository.insertIfAbsent(ctx.db, caller.id, hashPin(key, caller.id, body.pin)))
    return { created: true };
  if (!body.oldPin) throw badRequest(walletMessages.oldPinRequired);
  await verifyPin(ctx, caller, body.oldPin);
  if (body.oldPin === body.pin) throw badRequest(walletMessages.pinUnchanged);
  await pinRepository.setHash(ctx.db, caller.id, hashPin(key, caller.id, body.pin));
  return { created: false };
}

/** Whether a PIN exists, and whether this session may use it. */
export async function pinState(ctx: WalletContext, caller: WalletCaller) {
  const row = await pinRepository.state(ctx.db, caller.id, tokenHash(caller));
  return { hasPin: row !== undefined, pinLocked: row?.lockedForSession ?? false };
}
