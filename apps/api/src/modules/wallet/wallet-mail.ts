import { naira } from '../../lib/money-text.ts';
import type { PayoutRow } from './payout-repository.ts';
import type { WalletContext } from './wallet-context.ts';

/**
 * The emails that tell a merchant what happened to its wallet's keys and money: the PIN created or
 * changed, the PIN locked by wrong guesses, the bank account changed, every withdrawal. They go to the
 * account's email address, so a stolen password alone cannot move money unseen.
 */
interface OwnerMail {
  subject: string;
  text: string;
}

const NOT_YOU =
  'If this was not you, change your Oja password now and contact Oja support: someone may know your password.';

const masked = (accountNumber: string) => `****${accountNumber.slice(-4)}`;
const when = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export const ownerMail = {
  pinSet: (created: boolean): OwnerMail => ({
    subject: `Your Oja wallet PIN was ${created ? 'created' : 'changed'}`,
    text: `Your transaction PIN was ${created ? 'created' : 'changed'} at ${when(new Date())}.\n\n${NOT_YOU}`,
  }),

  pinLocked: (lockedUntil: Date | null): OwnerMail => ({
    subject: 'Your Oja wallet PIN was locked',
    text:
      `Someone entered a wrong transaction PIN several times in a row on your Oja account, so PIN use is locked ` +
      (lockedUntil
        ? `until ${when(lockedUntil)}.`
        : 'until you unlock it with a code sent to this address (Wallet → Unlock PIN).') +
      `\n\nNo money can leave your wallet without the PIN.\n\n${NOT_YOU}`,
  }),

  unlockCode: (code: string, minutes: number): OwnerMail => ({
    subject: 'Your code to unlock your Oja wallet PIN',
    text:
      `Your code is ${code}. It expires in ${minutes} minutes.\n\n` +
      'Enter it on the Wallet page to unlock your transaction PIN. If you did not ask for it, someone ' +
      'who knows your password is guessing your PIN: change your password now.',
  }),

  bankChanged: (
    account: { bankName: string; accountNumber: string; accountName: string },
    holdHours: number,
  ): OwnerMail => ({
    subject: 'Your Oja withdrawal bank account was changed',
    text:
      `Withdrawals from your Oja wallet now go to ${account.bankName} ${masked(account.accountNumber)} ` +
      `(${account.accountName}), since ${when(new Date())}.` +
      (holdHours > 0
        ? ` Withdrawals to it in the next ${holdHours} hours are held for review before they are paid out.`
        : '') +
      `\n\n${NOT_YOU}`,
  }),

  withdrawal: (payout: PayoutRow): OwnerMail => ({
    subject: `Withdrawal of ${naira(payout.amount)} from your Oja wallet`,
    text:
      `${naira(payout.amount)} ${payout.status === 'held' ? 'will be' : 'is being'} paid to ${payout.bankName} ` +
      `${masked(payout.accountNumber)} (${payout.accountName}), reference ${payout.reference}.` +
      (payout.heldUntil
        ? `\n\nIt is held until ${when(payout.heldUntil)} because the bank account was changed recently. ` +
          'Until then Oja support can still stop it.'
        : '') +
      `\n\n${NOT_YOU}`,
  }),

  payoutReleased: (payout: PayoutRow): OwnerMail => ({
    subject: `Your withdrawal of ${naira(payout.amount)} is on its way`,
    text: `The held withdrawal ${payout.reference} to ${payout.bankName} ${masked(payout.accountNumber)} was released and is being paid out.`,
  }),

  payoutCancelled: (payout: PayoutRow): OwnerMail => ({
    subject: `Your withdrawal of ${naira(payout.amount)} was stopped`,
    text:
      `The held withdrawal ${payout.reference} to ${payout.bankName} ${masked(payout.accountNumber)} was cancelled ` +
      `(${payout.failureReason ?? 'cancelled by Oja support'}). The money is back in your wallet.`,
  }),
};

/** Sends one of these emails. It never undoes what it reports: a mail failure is logged, not thrown. */
export async function tellOwner(ctx: Pick<WalletContext, 'mailer' | 'log'>, to: string, mail: OwnerMail) {
  await ctx.mailer
    .send({ channel: 'email', to, subject: mail.subject, text: mail.text })
    .catch((error: unknown) => ctx.log.error({ err: error, subject: mail.subject }, 'wallet email not sent'));
}
