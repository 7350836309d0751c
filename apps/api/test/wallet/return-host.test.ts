import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { createInvoice } from '../invoices/invoice-helpers.ts';
import { outbox } from '../accounts/account-helpers.ts';
import { accessCodeOf, createWalletApp, dataOf, newKey } from './wallet-helpers.ts';

/**
 * After the provider's checkout the payer returns to the host the payment was started from, when it is
 * one of this server's own (PUBLIC_URL's or ALLOWED_HOSTS'); any other origin returns to PUBLIC_URL.
 */
const PUBLIC_URL = 'https://oja.example.ng';
const OTHER_HOST = 'shop.example.ng';

let t: TestApp;
let m: TestMerchant;
beforeAll(async () => {
  t = await createWalletApp({ PUBLIC_URL, ALLOWED_HOSTS: `localhost:80, ${OTHER_HOST}` });
  m = await createMerchant(t, { businessName: 'Adire Lagos' });
});
afterAll(() => t?.close());

/** The address the checkout sends the payer to once paid, without the reference it appends. */
async function returnOf(authorizationUrl: string) {
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/v1/payments/checkout/${accessCodeOf(authorizationUrl)}/confirm`,
  });
  expect(confirmed.statusCode).toBe(303);
  return String(confirmed.headers.location).split('?')[0];
}

const topUpFrom = async (headers: Record<string, string>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/wallet/topup',
    headers: { ...m.headers, 'idempotency-key': newKey(), ...headers },
    payload: { amount: 2_000, callbackUrl: '/wallet' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return returnOf(dataOf(res).authorizationUrl as string);
};

const invoicePaidFrom = async (headers: Record<string, string>) => {
  const invoice = await createInvoice(t, m);
  const sent = await t.app.inject({
    method: 'POST',
    url: `/v1/invoice/${invoice.id}/send`,
    headers: m.headers,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const mail = (await outbox(t, invoice.email)).find((e) => e.body.includes(invoice.invoiceNumber))!;
  const token = /\/pay\/invoice\/([\w-]{43})/.exec(mail.body)![1]!;
  const res = await t.app.inject({ method: 'POST', url: `/v1/pay/invoice/${token}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return { token, back: await returnOf(dataOf(res).authorizationUrl as string) };
};

describe('the return from the payment page', () => {
  it("lets the payment page's form return to that host (its form-action allows the callback's origin)", async () => {
    const origin = `https://${OTHER_HOST}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/wallet/topup',
      headers: { ...m.headers, 'idempotency-key': newKey(), host: OTHER_HOST, origin },
      payload: { amount: 2_000, callbackUrl: '/wallet' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const page = await t.app.inject({
      method: 'GET',
      url: `/v1/payments/checkout/${accessCodeOf(dataOf(res).authorizationUrl as string)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain(`form-action 'self' ${origin}`);
  });

  it('goes back to the allowed host the merchant topped up from', async () => {
    const origin = `https://${OTHER_HOST}`;
    expect(await topUpFrom({ host: OTHER_HOST, origin })).toBe(`${origin}/wallet`);
    // An API client (no Origin) on an allowed host: that host, with PUBLIC_URL's scheme.
    expect(await topUpFrom({ host: OTHER_HOST })).toBe(`https://${OTHER_HOST}/wallet`);
  });

  it('falls back to PUBLIC_URL for an origin not on the allowed list', async () => {
    // The Bearer token lets an API client through the perimeter from any page; its origin is never trusted.
    expect(await topUpFrom({ host: OTHER_HOST, origin: 'https://evil.example' })).toBe(
      `${PUBLIC_URL}/wallet`,
    );
    expect(await topUpFrom({ origin: 'https://oja.example.ng.evil.example' })).toBe(`${PUBLIC_URL}/wallet`);
  });

  it('returns an invoice payer to the host the invoice was paid from', async () => {
    const origin = `https://${OTHER_HOST}`;
    const fromOther = await invoicePaidFrom({ host: OTHER_HOST, origin });
    expect(fromOther.back).toBe(`${origin}/pay/invoice/${fromOther.token}`);
    const fromPublic = await invoicePaidFrom({ host: 'oja.example.ng', origin: PUBLIC_URL });
    expect(fromPublic.back).toBe(`${PUBLIC_URL}/pay/invoice/${fromPublic.token}`);
    // No Origin, Host allowed: that host. (A page elsewhere cannot start the payment: the perimeter refuses it.)
    const fromScript = await invoicePaidFrom({ host: OTHER_HOST });
    expect(fromScript.back).toBe(`https://${OTHER_HOST}/pay/invoice/${fromScript.token}`);
  });
});
