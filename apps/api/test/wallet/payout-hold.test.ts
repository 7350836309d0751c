import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/admin.ts';
import { runWalletJobs } from '../../src/modules/wallet/wallet-jobs.ts';
import { createWalletContext } from '../../src/modules/wallet/wallet-module.ts';
import { handleWebhook } from '../../src/modules/wallet/webhook-service.ts';
import { outbox } from '../accounts/account-helpers.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import {
  as,
  balanceOf,
  createWalletApp,
  dataOf,
  ledgerViolations,
  PIN,
  saveBank,
  setPin,
  settle,
  topUp,
} from './wallet-helpers.ts';

const HOLD_HOURS = 24;

async function fundedMerchant(t: TestApp, amount = 10_000) {
  const m = await createMerchant(t);
  await setPin(t, m);
  await topUp(t, m, amount);
  await saveBank(t, m);
  return m;
}

const withdraw = (t: TestApp, m: TestMerchant, amount: number) =>
  as(t, m).move('/v1/wallet/debit', { amount, pin: PIN });
const payoutOf = async (t: TestApp, m: TestMerchant, reference: string) =>
  dataOf(await as(t, m).get(`/v1/wallet/debit/${reference}`));
const sentToProvider = async (t: TestApp, reference: string) =>
  (
    await t.pool.query('SELECT count(*)::int AS n FROM paystack_sim_transfers WHERE reference = $1', [
      reference,
    ])
  ).rows[0].n;

describe('withdrawals held after a bank account change', () => {
  let t: TestApp;
  let env: NodeJS.ProcessEnv;
  let out: string[];
  let err: string[];
  const admin = async (...argv: string[]) => {
    out = [];
    err = [];
    return main(argv, { env, print: (l) => out.push(l), fail: (l) => err.push(l) });
  };

  beforeAll(async () => {
    t = await createWalletApp({ WITHDRAWAL_HOLD_AFTER_BANK_CHANGE_HOURS: String(HOLD_HOURS) });
    const url = (t.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    env = { DATABASE_URL: url, NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' };
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  it('reserves a withdrawal to a new account on the ledger, sends nothing, and tells the owner', async () => {
    const m = await fundedMerchant(t);
    const res = await withdraw(t, m, 4_000);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      'Withdrawal held for review: your bank account changed in the last 24 hours. It is paid out when the hold ends unless it is cancelled.',
    );
    const { payout, balance } = dataOf(res);
    expect(payout.status).toBe('held');
    const holdMs = new Date(payout.heldUntil).getTime() - Date.now();
    expect(holdMs).toBeGreaterThan((HOLD_HOURS - 0.1) * 3_600_000);
    expect(holdMs).toBeLessThanOrEqual(HOLD_HOURS * 3_600_000);
    expect(balance).toBe(6_000);
    expect(await sentToProvider(t, payout.reference)).toBe(0);
    await settle(t);
    await runWalletJobs(createWalletContext(t.app));
    expect((await payoutOf(t, m, payout.reference)).status).toBe('held');
    const statement = dataOf(await as(t, m).get('/v1/wallet/transactions')).results;
    expect(statement[0]).toMatchObject({ type: 'withdrawal', amount: 4_000, paymentStatus: 'held' });

    const subjects = (await outbox(t, m.email)).map((mail) => mail.subject);
    expect(subjects).toContain('Your Oja withdrawal bank account was changed');
    expect(subjects[0]).toBe('Withdrawal of ₦4,000.00 from your Oja wallet');
    expect((await outbox(t, m.email))[0]!.body).toContain('It is held until');
  });

  it('pays out at once to an account saved before the hold window', async () => {
    const m = await fundedMerchant(t);
    await t.pool.query(
      `UPDATE bank_accounts SET updated_at = now() - interval '25 hours' WHERE merchant_id = $1`,
      [m.id],
    );
    const { payout } = dataOf(await withdraw(t, m, 1_000));
    expect(payout).toMatchObject({ status: 'pending', heldUntil: null });
    await settle(t);
    expect((await payoutOf(t, m, payout.reference)).status).toBe('success');
    expect((await outbox(t, m.email))[0]!.subject).toBe('Withdrawal of ₦1,000.00 from your Oja wallet');
  });

  it('releases a held payout by itself when the hold ends, and sends it once', async () => {
    const m = await fundedMerchant(t);
    const { payout } = dataOf(await withdraw(t, m, 2_500));
    await t.pool.query(`UPDATE payouts SET held_until = now() - interval '1 second' WHERE reference = $1`, [
      payout.reference,
    ]);
    const ctx = createWalletContext(t.app);
    expect(await runWalletJobs(ctx)).toMatchObject({ released: 1 });
    expect(await runWalletJobs(ctx)).toMatchObject({ released: 0 });
    expect(await sentToProvider(t, payout.reference)).toBe(1);
    await settle(t);
    expect(await payoutOf(t, m, payout.reference)).toMatchObject({ status: 'success', heldUntil: null });
    expect(await balanceOf(t, m)).toBe(7_500);
  });

  it('lets an operator list, release and cancel held payouts (npm run admin -- payouts …)', async () => {
    const m = await fundedMerchant(t);
    const first = dataOf(await withdraw(t, m, 1_000)).payout;
    const second = dataOf(await withdraw(t, m, 3_000)).payout;
    expect(await admin('payouts', 'list')).toBe(0);
    expect(out[0]).toMatch(/^\d+ payout\(s\) held$/);
    expect(out.join('\n')).toContain(`held       ${second.reference}  NGN 3000.00`);

    expect(await admin('payouts', 'release', first.reference)).toBe(0);
    expect(out).toEqual([
      `Payout ${first.reference} released: the server sends it to the bank within seconds`,
    ]);
    await t.pool.query(`UPDATE payouts SET created_at = now() - interval '1 minute' WHERE reference = $1`, [
      first.reference,
    ]);
    expect(await runWalletJobs(createWalletContext(t.app))).toMatchObject({ redispatched: 1 });
    await settle(t);
    expect((await payoutOf(t, m, first.reference)).status).toBe('success');
    expect((await outbox(t, m.email))[0]!.subject).toBe('Your withdrawal of ₦1,000.00 is on its way');

    expect(
      await admin('payouts', 'cancel', second.reference, '--reason', 'Owner did not change the account'),
    ).toBe(0);
    expect(out).toEqual([`Payout ${second.reference} cancelled: NGN 3000.00 returned to the wallet`]);
    expect(await payoutOf(t, m, second.reference)).toMatchObject({
      status: 'cancelled',
      failureReason: 'Owner did not change the account',
    });
    expect(await balanceOf(t, m)).toBe(9_000);
    expect(await sentToProvider(t, second.reference)).toBe(0);
    expect((await outbox(t, m.email))[0]!.subject).toBe('Your withdrawal of ₦3,000.00 was stopped');

    // Each happens once: a second cancel or a release of a settled payout is refused and changes nothing.
    expect(await admin('payouts', 'cancel', second.reference)).toBe(1);
    expect(err).toEqual(['No held payout with this reference']);
    expect(await admin('payouts', 'release', first.reference)).toBe(1);
    expect(await admin('payouts', 'release', 'po_unknown')).toBe(1);
    expect(await balanceOf(t, m)).toBe(9_000);
    expect(await admin('payouts', 'list', '--status', 'cancelled')).toBe(0);
    expect(out.join('\n')).toContain(`reason: Owner did not change the account`);
    expect(await admin('payouts', 'list', '--status', 'lost')).toBe(2);
  });

  it('a held payout cannot be settled by a transfer webhook', async () => {
    const m = await fundedMerchant(t);
    const { payout } = dataOf(await withdraw(t, m, 500));
    for (const event of ['transfer.success', 'transfer.failed', 'transfer.reversed'])
      await handleWebhook(createWalletContext(t.app), { event, data: { reference: payout.reference } });
    expect((await payoutOf(t, m, payout.reference)).status).toBe('held');
    expect(await balanceOf(t, m)).toBe(9_500);
  });
});
