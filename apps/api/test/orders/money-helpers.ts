import type { Env } from '../../src/config/env.ts';
import { SIGNATURE_HEADER, signWebhook } from '../../src/providers/payments/paystack-signature.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';

/**
 * The app with every timer of the money path off (payment provider, order jobs), so each step — the
 * buyer paying, the webhook, the carrier, the expiry and release jobs — happens when the test says.
 */
export async function createMoneyApp(env: Partial<Record<keyof Env, string>> = {}): Promise<TestApp> {
  return createTestApp({
    PAYMENTS_JOB_INTERVAL_MS: '0',
    PAYMENTS_WEBHOOK_RETRY_MS: '0',
    ORDER_JOBS_INTERVAL_MS: '0',
    ...env,
  });
}

/** The buyer confirms on the provider's checkout page (the webhook is queued, not yet delivered). */
export async function confirmOnCheckoutPage(t: TestApp, authorizationUrl: string) {
  const page = await t.app.inject({ method: 'GET', url: new URL(authorizationUrl).pathname });
  if (page.statusCode !== 200) throw new Error(`checkout page: ${page.statusCode}`);
  const res = await t.app.inject({ method: 'POST', url: `${new URL(authorizationUrl).pathname}/confirm` });
  if (res.statusCode >= 400) throw new Error(`confirm: ${res.statusCode} ${res.body}`);
}

/** Delivers the provider's queued webhooks. */
export const deliverWebhooks = (t: TestApp) => t.app.paymentJobs!.runOnce();

/** Posts a webhook body again, signed as the provider signs it (a provider retry). */
export function resendWebhook(t: TestApp, payload: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/payments/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signWebhook(t.app.walletConfig.PAYSTACK_SECRET_KEY, payload),
    },
  });
}

/** The merchant's NGN wallet as GET /v1/wallet shows it: available balance and pending (in escrow). */
export async function ngnWallet(t: TestApp, m: TestMerchant) {
  const res = await t.app.inject({ method: 'GET', url: '/v1/wallet', headers: m.headers });
  const wallet = res.json().data.wallets.find((w: { currency: string }) => w.currency === 'NGN') as
    { balance: number; escrowBalance: number } | undefined;
  return { available: wallet?.balance ?? 0, pending: wallet?.escrowBalance ?? 0 };
}

/** The ledger transactions of a merchant, by kind. */
export async function ledgerKinds(t: TestApp, merchantId: string) {
  const { rows } = await t.pool.query(
    'SELECT kind, count(*)::int AS n FROM ledger_transactions WHERE merchant_id = $1 GROUP BY kind',
    [merchantId],
  );
  return Object.fromEntries(rows.map((r) => [r.kind, r.n])) as Record<string, number>;
}

export const getJson = (t: TestApp, m: TestMerchant, url: string) =>
  t.app.inject({ method: 'GET', url, headers: m.headers });
