import { WITHDRAWAL_FEE } from '@oja/contracts';
import { describe, expect, it } from 'vitest';
import { suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant } from '../helpers/merchant.ts';
import { as, balanceOf, createWalletApp, dataOf, PIN, saveBank, setPin, topUp } from './wallet-helpers.ts';

/** The dashboard's withdrawal confirmation states the fee from WITHDRAWAL_FEE: it must be what is charged. */
describe('the withdrawal fee shown before the PIN', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createWalletApp()));

  it('is exactly what the wallet is debited beyond the amount', async () => {
    const m = await createMerchant(t);
    await setPin(t, m);
    await saveBank(t, m);
    await topUp(t, m, 1_000);
    const res = await as(t, m).move('/v1/wallet/debit', { amount: 250.75, pin: PIN });
    expect(res.statusCode, res.body).toBe(201);
    const expected = 1_000 - 250.75 - WITHDRAWAL_FEE;
    expect(dataOf(res).balance).toBe(expected);
    expect(dataOf(res).payout.amount).toBe(250.75);
    expect(await balanceOf(t, m)).toBe(expected);
  });
});
