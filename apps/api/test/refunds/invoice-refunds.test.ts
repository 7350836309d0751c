import type { InvoiceRefunds, PayableInvoice } from '@oja/contracts';
import { invoiceRefundLabel } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { dataOf } from '../invoices/invoice-helpers.ts';
import { createMoneyApp, ngnWallet } from '../orders/money-helpers.ts';
import { ACCOUNTS, postTransaction } from '../../src/modules/wallet/index.ts';
import { ledgerViolations, newKey } from '../wallet/wallet-helpers.ts';
import { invoiceOf, paidInvoice, refundInvoice } from './invoice-refund-helpers.ts';
import { providerRefunded, refundBody, storeCredit } from './refund-helpers.ts';

describe('POST /v1/invoice/{id}/refunds: part or all of a paid invoice back to the buyer', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let bola: TestMerchant;
  beforeAll(async () => {
    t = await createMoneyApp();
    [ada, bola] = await Promise.all([createMerchant(t), createMerchant(t)]);
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  it('refunds across the two instalments’ charges to the card, then the rest as store credit', async () => {
    const { invoice, references, view, token } = await paidInvoice(t, ada, [100_000, 200_100]);
    expect((await ngnWallet(t, ada)).available).toBe(3001);

    const first = await refundInvoice(t, ada, invoice.id, refundBody(1500));
    expect(first.statusCode, first.body).toBe(201);
    expect(dataOf<InvoiceRefunds>(first)).toMatchObject({ paid: 3001, refunded: 1500, refundable: 1501 });
    // The first charge whole, ₦500.00 of the second: no charge is asked for more than it took.
    expect(await providerRefunded(t, references[0]!)).toBe(100_000);
    expect(await providerRefunded(t, references[1]!)).toBe(50_000);
    const partly = await invoiceOf(t, ada, invoice.id);
    expect(partly).toMatchObject({ paymentStatus: 'PAID', amountPaid: 3001, amountRefunded: 1500 });
    expect(invoiceRefundLabel(partly)).toBe('Partly refunded');
    expect((await ngnWallet(t, ada)).available).toBe(1501);

    const rest = await refundInvoice(t, ada, invoice.id, refundBody(1501, { destination: 'store_credit' }));
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await storeCredit(t, ada.id, invoice.email)).toBe(150_100);
    expect(await providerRefunded(t, references[1]!)).toBe(50_000);
    const refunded = await invoiceOf(t, ada, invoice.id);
    expect(invoiceRefundLabel(refunded)).toBe('Refunded');
    expect(dataOf<PayableInvoice>(await view())).toMatchObject({ paymentStatus: 'PAID' });
    const page = await t.app.inject({ method: 'GET', url: `/pay/invoice/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Refunded to you');
    expect(page.body).toContain('₦1,500.00 to your card or account');
    expect(page.body).toContain('₦1,501.00 as store credit with the seller');
    expect((await ngnWallet(t, ada)).available).toBe(0);

    const again = await refundInvoice(t, ada, invoice.id, refundBody(1));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This invoice is already refunded in full');
    const listed = dataOf<InvoiceRefunds>(
      await t.app.inject({ method: 'GET', url: `/v1/invoice/${invoice.id}/refunds`, headers: ada.headers }),
    );
    expect(listed.refunds.map((r) => [r.amount, r.destination])).toEqual([
      [1500, 'original_payment'],
      [1501, 'store_credit'],
    ]);
  });

  it('refuses more than is left, an unpaid invoice, another merchant’s, and changes nothing', async () => {
    const { invoice } = await paidInvoice(t, ada, [100_000]);
    const tooMuch = await refundInvoice(t, ada, invoice.id, refundBody(1000.01));
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe('At most ₦1,000.00 is left to refund on this invoice');
    const unpaid = await paidInvoice(t, ada, []);
    const notPaid = await refundInvoice(t, ada, unpaid.invoice.id, refundBody(1));
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe('Only an invoice paid through Oja can be refunded');
    expect((await refundInvoice(t, bola, invoice.id, refundBody(1))).statusCode).toBe(404);
    expect((await refundInvoice(t, ada, 'not-a-uuid', refundBody(1))).statusCode).toBe(404);
    expect((await refundInvoice(t, ada, invoice.id, { ...refundBody(1), reason: '' })).statusCode).toBe(400);
    expect((await invoiceOf(t, ada, invoice.id)).amountRefunded).toBe(0);
  });

  it('refunds once per Idempotency-Key, and refuses a refund the wallet cannot cover', async () => {
    const { invoice } = await paidInvoice(t, ada, [200_000]);
    const key = newKey();
    const first = await refundInvoice(t, ada, invoice.id, refundBody(100), key);
    const replay = await refundInvoice(t, ada, invoice.id, refundBody(100), key);
    expect([first.statusCode, replay.statusCode]).toEqual([201, 201]);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await invoiceOf(t, ada, invoice.id)).amountRefunded).toBe(100);

    // The merchant withdrew the rest meanwhile: the wallet holds less than the refund asks.
    const cara = await createMerchant(t);
    const paid = await paidInvoice(t, cara, [100_000]);
    await t.app.db.transaction((tx) =>
      postTransaction(tx, cara.id, {
        kind: 'withdrawal',
        reference: 'payout-test',
        description: 'A withdrawal',
        postings: [
          { account: ACCOUNTS.wallet, currency: 'NGN', amount: -60_000 },
          { account: ACCOUNTS.payoutsInTransit, currency: 'NGN', amount: 60_000 },
        ],
      }),
    );
    const short = await refundInvoice(t, cara, paid.invoice.id, refundBody(500));
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe(
      'Your wallet balance is lower than this refund. Top up the wallet or refund to store credit later.',
    );
    expect((await invoiceOf(t, cara, paid.invoice.id)).amountRefunded).toBe(0);
    expect((await ngnWallet(t, cara)).available).toBe(400);
  });

  it('two refunds racing on one invoice never refund more than was paid', async () => {
    const { invoice } = await paidInvoice(t, ada, [300_100]);
    const results = await Promise.all([
      refundInvoice(t, ada, invoice.id, refundBody(2000)),
      refundInvoice(t, ada, invoice.id, refundBody(2000, { destination: 'store_credit' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect((await invoiceOf(t, ada, invoice.id)).amountRefunded).toBe(2000);
  });
});
