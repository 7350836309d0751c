import {
  PIN_MAX_ATTEMPTS,
  pinIncorrectMessage,
  pinLockedForMessage,
  type SetPinRequest,
  walletMessages,
} from '@oja/contracts';
import { AppError, badRequest, retryAfterSeconds, tooManyRequests } from '../../lib/app-error.ts';
import { hashPin, pinMatches } from './pin-hash.ts';
import { pinRepository } from './pin-repository.ts';
import type { WalletCaller, WalletContext } from './wallet-context.ts';
import { ownerMail, tellOwner } from './wallet-mail.ts';

type Verdict =
  | { kind: 'ok' | 'not_set' }
  | { kind: 'locked'; secondsLeft: number | null }
  | { kind: 'wrong'; left: number }
  | { kind: 'now_locked'; secondsLeft: number | null };

/** The lock a wrong PIN is refused with: for a while (429, Retry-After) or until the emailed code (403). */
export function pinLockedError(secondsLeft: number | null): AppError {
  if (secondsLeft === null) return new AppError('FORBIDDEN', walletMessages.pinLocked);
  return tooManyRequests(pinLockedForMessage(retryAfterSeconds(secondsLeft)), secondsLeft);
}

/**
 * The lock after the `level`-th run of wrong PINs: the next duration of WALLET_PIN_LOCK_MINUTES, or
 * (null) past its end, a lock that only the code emailed to the owner lifts.
 */
const lockMinutes = (ctx: WalletContext, level: number) =>
  ctx.config.WALLET_PIN_LOCK_MINUTES[level - 1] ?? null;

/**
 * Checks the transaction PIN. The failure count and the lock belong to the merchant, not to a session:
 * logging in again changes nothing. Checks of one merchant are serialised on the PIN row (SELECT … FOR
 * UPDATE), so of any number of concurrent wrong PINs, from any sessions, exactly PIN_MAX_ATTEMPTS are
 * evaluated before the lock. Each run of PIN_MAX_ATTEMPTS wrong PINs locks for longer (escalating), the
 * last lock until the owner enters a code sent to the account's email; every lock emails the owner. A
 * wrong PIN is committed before the request fails, so it counts even though the operation is refused.
 */
export async function verifyPin(ctx: WalletContext, caller: WalletCaller, pin: string): Promise<void> {
  const verdict = await ctx.perMerchant.run(caller.id, () =>
    ctx.db.transaction(async (tx): Promise<Verdict> => {
      const row = await pinRepository.forUpdate(tx, caller.id);
      if (!row) return { kind: 'not_set' };
      if (row.locked) return { kind: 'locked', secondsLeft: row.secondsLeft };
      if (pinMatches(ctx.config.WALLET_PIN_KEY, caller.id, pin, row.pinHash)) {
        if (row.failedAttempts !== 0 || row.lockLevel !== 0) await pinRepository.clear(tx, caller.id);
        return { kind: 'ok' };
      }
      const failed = row.failedAttempts + 1;
      if (failed < PIN_MAX_ATTEMPTS) {
        await pinRepository.setFailedAttempts(tx, caller.id, failed);
        return { kind: 'wrong', left: PIN_MAX_ATTEMPTS - failed };
      }
      const level = row.lockLevel + 1;
      const { secondsLeft } = await pinRepository.lock(tx, caller.id, level, lockMinutes(ctx, level));
      return { kind: 'now_locked', secondsLeft };
    }),
  );
  switch (verdict.kind) {
    case 'ok':
      return;
    case 'not_set':
      throw new AppError('UNPROCESSABLE', walletMessages.pinNotSet);
    case 'locked':
      throw pinLockedError(verdict.secondsLeft);
    case 'wrong':
      throw badRequest(pinIncorrectMessage(verdict.left));
    case 'now_locked': {
      const { secondsLeft } = verdict;
      await tellOwner(
        ctx,
        caller.email,
        ownerMail.pinLocked(secondsLeft === null ? null : new Date(Date.now() + secondsLeft * 1000)),
      );
      throw badRequest(pinIncorrectMessage(0, pinLockedError(secondsLeft).message));
    }
  }
}

/**
 * PUT /v1/wallet/pin: creates the PIN, or changes it given the current one (a wrong one counts as a try).
 * Either way the owner is emailed.
 */
export async function setPin(
  ctx: WalletContext,
  caller: WalletCaller,
  body: SetPinRequest,
): Promise<{ created: boolean }> {
  const key = ctx.config.WALLET_PIN_KEY;
  if (await pinRepository.insertIfAbsent(ctx.db, caller.id, hashPin(key, caller.id, body.pin))) {
    await tellOwner(ctx, caller.email, ownerMail.pinSet(true));
    return { created: true };
  }
  if (!body.oldPin) throw badRequest(walletMessages.oldPinRequired);
  await verifyPin(ctx, caller, body.oldPin);
  if (body.oldPin === body.pin) throw badRequest(walletMessages.pinUnchanged);
  await pinRepository.setHash(ctx.db, caller.id, hashPin(key, caller.id, body.pin));
  await tellOwner(ctx, caller.email, ownerMail.pinSet(false));
  return { created: false };
}
