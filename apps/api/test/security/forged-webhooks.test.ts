import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SECRETS } from '../../src/config/dev-defaults.ts';
import { signWebhook } from '../../src/providers/payments/paystack-signature.ts';
import { settleDueTransfers } from '../../src/providers/payments/simulated/sim-transfers.ts';
import { TEST_ACCOUNTS } from '../../src/providers/payments/simulated/bank-directory.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import {
  as,
  balanceOf,
  dataOf,
  ledgerViolations,
  PIN,
  saveBank,
  setPin,
  settle,
  topUp,
} from '../wallet/wallet-helpers.ts';
import { createCheckedApp, newResponseLog, PAYMENTS_BY_HAND, responseFigure } from './response-check.ts';
import { snapshotTenant } from './snapshot.ts';

/**
 * Transfer webhooks signed with the right key but saying what the provider did not do: the key of a
 * development setup is public, and a leaked production key signs anything too. Each must leave the
 * payout and the ledger as they were; only the provider's own account of the transfer settles it.
 */
let t: TestApp;
const log = newResponseLog();
beforeAll(async () => {
  t = await createCheckedApp(log, { ...PAYMENTS_BY_HAND, WITHDRAWAL_HOLD_AFTER_BANK_CHANGE_HOURS: '0' });
});
afterAll(async () => {
  expect(await ledgerViolations(t)).toEqual([]);
  await t?.close();
});

async function forge(event: string, reference: string, extra: Record<string, unknown> = {}) {
  const payload = JSON.stringify({
    event,
    data: { reference, status: event.split('.')[1], failures: 'Forged', amount: 1, ...extra },
  });
  return t.app.inject({
    method: 'POST',
    url: '/v1/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signWebhook(DEV_SECRETS.PAYSTACK_SECRET_KEY, payload),
    },
    payload,
  });
}

async function withdrawal(accountNumber = '0123456789'): Promise<{ m: TestMerchant; reference: string }> {
  const m = await createMerchant(t);
  await setPin(t, m);
  await saveBank(t, m, accountNumber);
  await topUp(t, m, 5_000);
  const res = await as(t, m).move('/v1/wallet/debit', { amount: 2_000, pin: PIN });
  return { m, reference: dataOf(res).payout.reference };
}

const status = async (m: TestMerchant, reference: string) =>
  dataOf(await as(t, m).get(`/v1/wallet/debit/${reference}`)).status;

describe('forged transfer webhooks', () => {
  it('runs with the development key that signs them (the premise of the attack)', () => {
    expect(t.app.walletConfig.PAYSTACK_SECRET_KEY).toBe(DEV_SECRETS.PAYSTACK_SECRET_KEY);
  });

  it('a signed transfer.failed for a transfer the provider paid changes nothing, before or after the real event', async () => {
    const { m, reference } = await withdrawal();
    expect(await settleDueTransfers(t.db)).toBeGreaterThanOrEqual(1); // paid at the provider, webhook not yet delivered
    const before = await snapshotTenant(t, m.id);
    for (const event of ['transfer.failed', 'transfer.reversed']) {
      const res = await forge(event, reference);
      expect(res.statusCode).toBe(200);
    }
    expect(await snapshotTenant(t, m.id)).toEqual(before);
    expect(await status(m, reference)).toBe('pending');
    expect(await balanceOf(t, m)).toBe(3_000);

    await settle(t); // the provider's own transfer.success
    expect(await status(m, reference)).toBe('success');
    const paid = await snapshotTenant(t, m.id);
    expect((await forge('transfer.reversed', reference)).statusCode).toBe(200);
    expect(await snapshotTenant(t, m.id)).toEqual(paid);
    expect(await balanceOf(t, m)).toBe(3_000);
  });

  it('a signed transfer.success for a transfer the bank refused does not keep the money; the real failure returns it', async () => {
    const { m, reference } = await withdrawal(TEST_ACCOUNTS.transferFails);
    await settleDueTransfers(t.db);
    const before = await snapshotTenant(t, m.id);
    expect((await forge('transfer.success', reference)).statusCode).toBe(200);
    expect(await snapshotTenant(t, m.id)).toEqual(before);
    await settle(t);
    expect(await status(m, reference)).toBe('failed');
    expect(await balanceOf(t, m)).toBe(5_000);
  });

  it('a signed event for a transfer still pending at the provider, or unknown to it, changes nothing', async () => {
    const { m, reference } = await withdrawal();
    await t.pool.query(
      `UPDATE paystack_sim_transfers SET due_at = now() + interval '1 hour' WHERE reference = $1`,
      [reference],
    );
    const before = await snapshotTenant(t, m.id);
    for (const event of ['transfer.success', 'transfer.failed', 'transfer.reversed'])
      await forge(event, reference);
    await forge('transfer.failed', 'po_never_sent');
    expect(await snapshotTenant(t, m.id)).toEqual(before);
    expect(await status(m, reference)).toBe('pending');
  });

  it('keeps every answer within its schema or the error envelope', () => {
    console.log(`forged webhooks ${responseFigure(log)}`);
    expect(log.outside).toEqual([]);
  });
});
