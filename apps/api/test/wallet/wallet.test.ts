import { describe, expect, it } from 'vitest';
import { suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant } from '../helpers/merchant.ts';
import { as, createWalletApp, dataOf, topUp } from './wallet-helpers.ts';

describe('POST and GET /v1/wallet', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createWalletApp()));

  it('requires a logged-in merchant', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/wallet' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/v1/wallet' })).statusCode).toBe(401);
  });

  it('shows an empty wallet list before any wallet exists', async () => {
    const m = await createMerchant(t);
    const res = await as(t, m).get('/v1/wallet');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Wallet fetched successfully',
      data: { defaultCurrency: 'NGN', wallets: [], bankAccount: null, hasPin: false, pinLocked: false },
    });
  });

  it('creates an NGN wallet by default, one per currency', async () => {
    const m = await createMerchant(t);
    const res = await as(t, m).post('/v1/wallet');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Wallet created successfully',
      data: { currency: 'NGN', balance: 0, escrowBalance: 0 },
    });
    const again = await as(t, m).post('/v1/wallet', { currency: 'NGN' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a wallet in this currency');
    expect((await as(t, m).post('/v1/wallet', { currency: 'GBP' })).statusCode).toBe(201);
    const bad = await as(t, m).post('/v1/wallet', { currency: 'JPY' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose NGN, USD, GBP or EUR');
    const wallets = dataOf(await as(t, m).get('/v1/wallet')).wallets;
    expect(wallets.map((w: { currency: string }) => w.currency)).toEqual(['NGN', 'GBP']);
  });

  it('creates a wallet on demand when money first arrives in a currency', async () => {
    const m = await createMerchant(t);
    await topUp(t, m, 75.5, 'USD');
    expect(dataOf(await as(t, m).get('/v1/wallet')).wallets).toEqual([
      expect.objectContaining({ currency: 'USD', balance: 75.5, escrowBalance: 0 }),
    ]);
  });

  it('documents every wallet route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const path of [
      '/v1/wallet',
      '/v1/wallet/pin',
      '/v1/wallet/banks',
      '/v1/wallet/getAccount',
      '/v1/wallet/update-bank-details',
      '/v1/wallet/topup',
      '/v1/wallet/debit',
      '/v1/wallet/exchange-rate',
      '/v1/wallet/exchange-quote',
      '/v1/wallet/exchange-currency',
      '/v1/wallet/escrow',
      '/v1/wallet/transactions',
      '/v1/payments/webhook',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });
});
