import { randomInt } from 'node:crypto';
import { PIN_UNLOCK_CODES_PER_HOUR, unlockCodeLimitMessage, walletMessages } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import { reserveEmail } from '../merchant-mail/index.ts';
import { hashPin, pinMatches } from './pin-hash.ts';
import { pinRepository } from './pin-repository.ts';
import type { WalletCaller, WalletContext } from './wallet-context.ts';
import { ownerMail } from './wallet-mail.ts';

export const UNLOCK_CODE_TTL_MINUTES = 15;
/** Wrong guesses allowed on one code; the next try needs a new code. */
export const UNLOCK_CODE_MAX_WRONG = 5;

/** The code is kept like a PIN (keyed HMAC, salted), under its own label so it can never pass as one. */
const codeSubject = (code: string) => `unlock:${code}`;

/** a•••@example.com: enough for the owner to recognise the address, not enough to learn it. */
const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
};

async function lockedRow(tx: Executor, merchantId: string) {
  const row = await pinRepository.forUpdate(tx, merchantId);
  if (!row) throw new AppError('UNPROCESSABLE', walletMessages.pinNotSet);
  if (!row.locked) throw conflict(walletMessages.pinNotLocked);
  return row;
}

/**
 * POST /v1/wallet/pin/unlock-code: emails a fresh 6-digit code to the account's address, replacing any
 * earlier one. Only while the PIN is locked, and at most PIN_UNLOCK_CODES_PER_HOUR an hour.
 */
export async function sendUnlockCode(ctx: WalletContext, caller: WalletCaller) {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const expiresAt = await ctx.perMerchant.run(caller.id, () =>
    ctx.db.transaction(async (tx) => {
      await lockedRow(tx, caller.id);
      await reserveEmail(tx, caller.id, 'pin_unlock', caller.email, {
        name: 'pin-unlock',
        kinds: ['pin_unlock'],
        max: PIN_UNLOCK_CODES_PER_HOUR,
        windowSeconds: 60 * 60,
        message: (_max, retryAfter) => unlockCodeLimitMessage(retryAfter),
      });
      const hash = hashPin(ctx.config.WALLET_PIN_KEY, caller.id, codeSubject(code));
      return pinRepository.setUnlockCode(tx, caller.id, hash, UNLOCK_CODE_TTL_MINUTES * 60);
    }),
  );
  // Sent once the code is stored (and the locks released); a lost email is replaced by asking again.
  const mail = ownerMail.unlockCode(code, UNLOCK_CODE_TTL_MINUTES);
  await ctx.mailer.send({ channel: 'email', to: caller.email, subject: mail.subject, text: mail.text });
  return { sentTo: maskEmail(caller.email), expiresAt: expiresAt.toISOString() };
}

type Outcome = 'ok' | 'missing' | 'used_up' | 'expired' | 'wrong';
const refusals: Record<Exclude<Outcome, 'ok'>, string> = {
  missing: walletMessages.unlockCodeMissing,
  used_up: walletMessages.unlockCodeUsedUp,
  expired: walletMessages.unlockCodeExpired,
  wrong: walletMessages.unlockCodeIncorrect,
};

/**
 * POST /v1/wallet/pin/unlock: the emailed code lifts the lock and starts the count and the escalation
 * afresh. A wrong code is counted (committed) before the refusal; after UNLOCK_CODE_MAX_WRONG of them
 * even the right code is refused until a new one is requested.
 */
export async function unlockPin(ctx: WalletContext, caller: WalletCaller, code: string) {
  const outcome = await ctx.perMerchant.run(caller.id, () =>
    ctx.db.transaction(async (tx): Promise<Outcome> => {
      const row = await lockedRow(tx, caller.id);
      if (!row.unlockCodeHash) return 'missing';
      if (row.unlockCodeAttempts >= UNLOCK_CODE_MAX_WRONG) return 'used_up';
      if (row.unlockCodeExpired) return 'expired';
      if (!pinMatches(ctx.config.WALLET_PIN_KEY, caller.id, codeSubject(code), row.unlockCodeHash)) {
        await pinRepository.countWrongCode(tx, caller.id);
        return 'wrong';
      }
      await pinRepository.clear(tx, caller.id);
      return 'ok';
    }),
  );
  if (outcome !== 'ok') throw badRequest(refusals[outcome]);
  return { pinLocked: false };
}
