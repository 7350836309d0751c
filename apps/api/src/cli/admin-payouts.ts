import { fromMinor } from '@oja/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import { cancelHeldPayout, releaseHeldPayout } from '../modules/wallet/index.ts';
import { listPayouts, type PayoutRow } from '../modules/wallet/index.ts';
import { ownerMail } from '../modules/wallet/index.ts';
import type { AdminCommand } from './admin-args.ts';

type PayoutCommand = Extract<AdminCommand, { kind: `payouts-${string}` }>;

const LIST_LIMIT = 200;

const line = (p: PayoutRow) =>
  `${p.createdAt.toISOString()}  ${p.status.padEnd(9)}  ${p.reference}  ${p.currency} ${fromMinor(p.amount).toFixed(2)}  ` +
  `${p.bankName} ****${p.accountNumber.slice(-4)} (${p.accountName})  ${p.merchantId}` +
  (p.heldUntil ? `  held until ${p.heldUntil.toISOString()}` : '') +
  (p.failureReason ? `  reason: ${p.failureReason}` : '');

async function tellMerchant(
  db: Database,
  mailer: Mailer,
  payout: PayoutRow,
  mail: { subject: string; text: string },
) {
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, payout.merchantId));
  if (owner) await mailer.send({ channel: 'email', to: owner.email, ...mail });
}

/**
 * `npm run admin -- payouts …`: the review of withdrawals held after a bank account change. A release
 * makes the payout pending; the running server's wallet job sends it to the provider within seconds.
 * A cancel returns the reserved money to the wallet. Either way the merchant is emailed.
 */
export async function runPayoutCommand(
  command: PayoutCommand,
  { db, mailer }: { db: Database; mailer: Mailer },
  print: (line: string) => void,
) {
  switch (command.kind) {
    case 'payouts-list': {
      const rows = await listPayouts(db, command.status === 'all' ? undefined : command.status, LIST_LIMIT);
      print(`${rows.length} payout(s)${command.status === 'all' ? '' : ` ${command.status}`}`);
      for (const row of rows) print(line(row));
      return;
    }
    case 'payouts-release': {
      const payout = await releaseHeldPayout(db, command.reference);
      if (!payout) throw new AppError('CONFLICT', 'No held payout with this reference');
      await tellMerchant(db, mailer, payout, ownerMail.payoutReleased(payout));
      print(`Payout ${payout.reference} released: the server sends it to the bank within seconds`);
      return;
    }
    case 'payouts-cancel': {
      const payout = await cancelHeldPayout(db, command.reference, command.reason);
      if (!payout) throw new AppError('CONFLICT', 'No held payout with this reference');
      await tellMerchant(db, mailer, payout, ownerMail.payoutCancelled(payout));
      print(
        `Payout ${payout.reference} cancelled: ${payout.currency} ${fromMinor(payout.amount).toFixed(2)} returned to the wallet`,
      );
      return;
    }
  }
}
