import { releaseEscrow } from '../../src/modules/wallet/index.ts';
import type { TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';
import { count } from '../orders/helpers.ts';
import { newKey } from '../wallet/wallet-helpers.ts';

export const refundBody = (amount: number, extra: Record<string, unknown> = {}) => ({
  amount,
  reason: 'Item arrived damaged',
  destination: 'original_payment',
  ...extra,
});

/** POST /v1/order/{id}/refunds as the merchant, with a fresh Idempotency-Key unless one is given. */
export const refund = (t: TestApp, m: TestMerchant, orderId: string, payload: unknown, key = newKey()) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/order/${orderId}/refunds`,
    headers: { ...m.headers, 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });

export const refundsOf = async (t: TestApp, m: TestMerchant, orderId: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/order/${orderId}/refunds`, headers: m.headers })).json()
    .data;

/**
 * The carrier's last step, without its timers: the order is delivered and its escrow released to the
 * wallet, as the delivery flow does (tested in orders/money-flow.test.ts).
 */
export async function deliverAndRelease(t: TestApp, merchantId: string, orderId: string) {
  await t.pool.query(`UPDATE orders SET status = 'delivered' WHERE merchant_id = $1 AND id = $2`, [
    merchantId,
    orderId,
  ]);
  await t.app.db.transaction((tx) => releaseEscrow(tx, merchantId, orderId));
}

/** The buyer's store credit with the merchant (minor units), from the ledger's kept totals. */
export const storeCredit = (t: TestApp, merchantId: string, email: string) =>
  count(
    t,
    `SELECT coalesce(sum(balance), 0)::bigint AS n FROM ledger_account_totals WHERE merchant_id = $1 AND account = $2`,
    [merchantId, `store_credit:${email}`],
  );

/** What the simulated provider refunded of a charge (minor units). */
export const providerRefunded = (t: TestApp, reference: string) =>
  count(t, 'SELECT refunded_amount AS n FROM paystack_sim_transactions WHERE reference = $1', [reference]);
