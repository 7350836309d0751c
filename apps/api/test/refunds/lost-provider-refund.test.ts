import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { addPickupAddress, insertProduct, placeOrder } from '../orders/helpers.ts';
import { createMoneyApp, deliverWebhooks } from '../orders/money-helpers.ts';
import { ledgerViolations } from '../wallet/wallet-helpers.ts';
import { paidInvoice, refundInvoice } from './invoice-refund-helpers.ts';
import { providerRefunded, refund, refundBody, refundsOf } from './refund-helpers.ts';
import { refundedAt, refundNote } from '../../src/modules/wallet/provider-refunds.ts';
import { refundIdOfKey } from '../../src/modules/refunds/refund-service.ts';
import { newKey } from '../wallet/wallet-helpers.ts';

/**
 * A refund is recorded in the database transaction that asks the provider for it. A crash between the
 * provider's answer and the commit leaves a refund the provider made and the books lost; the retry must
 * record it without asking the provider again (which would refund twice, or be refused for good).
 */
describe('a provider refund whose records were lost is found again on retry (real PostgreSQL)', () => {
  let t: TestApp;
  let ada: TestMerchant;
  beforeAll(async () => {
    t = await createMoneyApp();
    ada = await createMerchant(t, { state: 'Lagos' });
    await addPickupAddress(t, ada);
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  /** What the provider did before the crash: the refund at the provider, nothing in Oja's books. */
  const lostRefund = (reference: string, amountMinor?: number) =>
    t.app.payments.refundTransaction(reference, amountMinor, 'lost in a crash');

  it('an order refunded in full at the provider is recorded once by the retry, not refunded again', async () => {
    const product = await insertProduct(t, ada, { priceMinor: 1_500_000, units: 5 });
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const reference = order.payment!.reference;
    await lostRefund(reference);
    expect(await providerRefunded(t, reference)).toBe(order.totalPrice * 100);

    const retried = await refund(t, ada, order.id, refundBody(order.totalPrice));
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await providerRefunded(t, reference)).toBe(order.totalPrice * 100);
    expect(await refundedAt(t.app.payments, reference)).toBe(order.totalPrice * 100);
    const again = await refund(t, ada, order.id, refundBody(1));
    expect(again.statusCode).toBe(409);
  });

  it('a lost part is counted first; the rest of a larger refund is asked for', async () => {
    const product = await insertProduct(t, ada, { priceMinor: 1_000_000, units: 5 });
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 2 }]);
    const reference = order.payment!.reference;
    await lostRefund(reference, 300_000);

    const retried = await refund(t, ada, order.id, refundBody(5_000));
    expect(retried.statusCode, retried.body).toBe(201);
    // ₦3,000 found at the provider, ₦2,000 more asked for: ₦5,000 in all, once.
    expect(await providerRefunded(t, reference)).toBe(500_000);
    expect(
      (
        await t.pool.query('SELECT amount FROM paystack_sim_refunds WHERE transaction_reference = $1', [
          reference,
        ])
      ).rows
        .map((r) => Number(r.amount))
        .sort(),
    ).toEqual([200_000, 300_000]);
  });

  it("is recorded from the provider's refund notice when nobody retries, once however often it comes", async () => {
    const product = await insertProduct(t, ada, { priceMinor: 800_000, units: 5 });
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const reference = order.payment!.reference;
    await lostRefund(reference, 250_000);

    await deliverWebhooks(t);
    await deliverWebhooks(t);
    const recorded = await refundsOf(t, ada, order.id);
    expect(recorded).toMatchObject({ refunded: 2_500, refundable: order.totalPrice - 2_500 });
    expect(recorded.timeline).toMatchObject([
      {
        kind: 'refund',
        amount: 2_500,
        note: 'Refund made at the payment provider; recorded from its notice after an interruption',
      },
    ]);
    expect(await providerRefunded(t, reference)).toBe(250_000);

    // A refund made and recorded as usual: its notice finds nothing missing.
    expect((await refund(t, ada, order.id, refundBody(1_000))).statusCode).toBe(201);
    await deliverWebhooks(t);
    expect((await refundsOf(t, ada, order.id)).refunded).toBe(3_500);
    expect(await providerRefunded(t, reference)).toBe(350_000);
  });

  it('a retry of the lost request after its notice was recorded answers with that refund, not a second one', async () => {
    const product = await insertProduct(t, ada, { priceMinor: 600_000, units: 5 });
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const reference = order.payment!.reference;
    const key = newKey();
    // The request's provider refund went through (its note names the refund its key asks for), its
    // transaction was lost; the provider's notice comes before the merchant retries.
    await t.app.payments.refundTransaction(
      reference,
      200_000,
      refundNote(refundIdOfKey(ada.id, order.id, key), 'crash test'),
    );
    await deliverWebhooks(t);
    expect((await refundsOf(t, ada, order.id)).refunded).toBe(2_000);

    const retried = await refund(t, ada, order.id, refundBody(2_000), key);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json().data.refunded).toBe(2_000);
    expect(await t.app.payments.refundsOf(reference)).toHaveLength(1);
    // The retry before the notice: recorded once by the retry; the notice then finds nothing missing.
    const other = newKey();
    await t.app.payments.refundTransaction(
      reference,
      100_000,
      refundNote(refundIdOfKey(ada.id, order.id, other), 'x'),
    );
    expect((await refund(t, ada, order.id, refundBody(1_000), other)).statusCode).toBe(201);
    await deliverWebhooks(t);
    expect((await refundsOf(t, ada, order.id)).refunded).toBe(3_000);
    expect(await refundedAt(t.app.payments, reference)).toBe(300_000);
  });

  it("a new refund never takes another request's lost refund as its own: each is paid once", async () => {
    const product = await insertProduct(t, ada, { priceMinor: 700_000, units: 5 });
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const reference = order.payment!.reference;
    // Request A went through at the provider and was lost; the merchant then makes refund B with a new key.
    await t.app.payments.refundTransaction(
      reference,
      200_000,
      refundNote(refundIdOfKey(ada.id, order.id, newKey()), 'lost'),
    );
    expect((await refund(t, ada, order.id, refundBody(1_000))).statusCode).toBe(201);
    expect(await t.app.payments.refundsOf(reference)).toHaveLength(2);
    // A's notice records A; books and provider agree, and nobody was paid twice.
    await deliverWebhooks(t);
    expect((await refundsOf(t, ada, order.id)).refunded).toBe(3_000);
    expect(await refundedAt(t.app.payments, reference)).toBe(300_000);
  });

  it('an invoice paid in two instalments finds a lost refund on the charge it hit', async () => {
    const { invoice, references } = await paidInvoice(t, ada, [100_000, 200_100]);
    await lostRefund(references[0]!, 100_000);

    const retried = await refundInvoice(t, ada, invoice.id, refundBody(1_500));
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await providerRefunded(t, references[0]!)).toBe(100_000);
    expect(await providerRefunded(t, references[1]!)).toBe(50_000);
  });
});
