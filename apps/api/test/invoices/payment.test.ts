import { createHash } from 'node:crypto';
import type { InvoiceCheckout } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceContext } from '../../src/modules/invoices/invoice-context.ts';
import { reconcilePendingPayments } from '../../src/modules/invoices/invoice-payment-service.ts';
import { settleInvoicePayment } from '../../src/modules/invoices/index.ts';
import type { TestApp } from '../helpers/app.ts';
import { type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import { as, createInvoice, createInvoiceApp, dataOf, pageOf } from './invoice-helpers.ts';
import { invoiceContextOf } from '../../src/modules/invoices/invoice-module.ts';

describe('sending an invoice and getting paid through the link', () => {
  let t: TestApp, m: TestMerchant;
  let ctx: InvoiceContext;
  beforeAll(async () => {
    ({ t, m } = await withMerchant(createInvoiceApp(), { businessName: 'Mama Put Foods' }));
    ctx = invoiceContextOf(t.app, t.env);
  });
  afterAll(() => t.close());

  const outbox = async (to: string) =>
    dataOf<{ subject: string; body: string }[]>(
      await t.app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(to)}` }),
    );
  const pay = (token: string, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({ method, url: `/v1/pay/invoice/${token}` });
  const confirm = (accessCode: string, action: 'confirm' | 'cancel' = 'confirm') =>
    t.app.inject({ method: 'POST', url: `/v1/payments/checkout/${accessCode}/${action}` });
  const balance = async () => {
    const { rows } = await t.pool.query(
      `SELECT balance FROM wallets WHERE merchant_id = $1 AND currency = 'NGN'`,
      [m.id],
    );
    return rows[0]?.balance ?? 0;
  };
  const ledgerCredits = async (reference: string) => {
    const { rows } = await t.pool.query(
      `SELECT e.amount FROM ledger_entries e JOIN ledger_transactions x ON x.merchant_id = e.merchant_id AND x.id = e.transaction_id
       WHERE x.reference = $1 AND e.account = 'wallet'`,
      [reference],
    );
    return rows.map((r) => r.amount);
  };

  /** Sends an invoice and returns it with the payment-link token read from the outbox. */
  async function sendOne(overrides: Record<string, unknown> = {}) {
    const invoice = await createInvoice(t, m, overrides);
    const sent = await as(t, m).post(`/v1/invoice/${invoice.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await outbox(invoice.email);
    const token = new RegExp(`${t.env.PUBLIC_URL}/pay/invoice/([A-Za-z0-9_-]{43})`).exec(mail!.body)![1]!;
    return { invoice, sent: dataOf(sent), mail: mail!, token };
  }

  it('issues a DRAFT, marks it pending and emails the buyer a payment link whose token is stored hashed', async () => {
    const { invoice, sent, mail, token } = await sendOne();
    expect(sent).toMatchObject({ id: invoice.id, status: 'ISSUED', paymentStatus: 'PENDING_PAYMENT' });
    expect(sent.sentAt).not.toBeNull();
    expect(mail.subject).toBe(`Invoice ${invoice.invoiceNumber} from Mama Put Foods`);
    expect(mail.body).toContain('Consulting hour: 2 × ₦1,500.50 = ₦3,001.00');
    expect(mail.body).toContain('Total: ₦3,001.00');
    expect(mail.body).toContain(`${t.env.PUBLIC_URL}/pay/invoice/${token}`);
    const { rows } = await t.pool.query('SELECT pay_token_hash FROM invoices WHERE id = $1', [invoice.id]);
    expect(rows[0].pay_token_hash).toBe(createHash('sha256').update(token).digest('hex'));

    const view = await pay(token);
    expect(view.statusCode).toBe(200);
    expect(dataOf(view)).toEqual({
      invoiceNumber: invoice.invoiceNumber,
      merchantName: 'Mama Put Foods',
      fullname: 'Ada Obi',
      products: [{ productId: null, name: 'Consulting hour', quantity: 2, price: 1500.5, totalAmount: 3001 }],
      amount: 3001,
      totalAmount: 3001,
      currency: 'NGN',
      status: 'ISSUED',
      paymentStatus: 'PENDING_PAYMENT',
      billingDate: '2025-03-01',
      dueDate: '2025-03-15',
      paidAt: null,
      depositAmount: 0,
      amountPaid: 0,
      amountLeft: 3001,
      depositDue: 0,
      vatRate: 0,
      vatAmount: 0,
    });
  });

  it('pays once: the same checkout for repeated clicks, PAID once, the wallet credited once', async () => {
    const { invoice, token } = await sendOne();
    const before = await balance();
    const [a, b] = [await pay(token, 'POST'), await pay(token, 'POST')];
    expect(a.statusCode, a.body).toBe(200);
    const checkout = dataOf<InvoiceCheckout>(a);
    expect(dataOf(b)).toEqual(checkout);
    expect(checkout.authorizationUrl).toBe(`${t.env.PUBLIC_URL}/v1/payments/checkout/${checkout.accessCode}`);

    const page = await t.app.inject({ method: 'GET', url: `/v1/payments/checkout/${checkout.accessCode}` });
    expect(page.body).toContain('NGN 3,001.00');
    const confirmed = await confirm(checkout.accessCode);
    expect(confirmed.statusCode).toBe(303);
    // Back to the host the buyer paid from (app.inject's Host, localhost:80), not PUBLIC_URL's.
    expect(confirmed.headers.location).toBe(
      `http://localhost/pay/invoice/${token}?trxref=${checkout.reference}&reference=${checkout.reference}`,
    );
    await confirm(checkout.accessCode);

    // The buyer's return page and the merchant's detail reconcile at the same time.
    const views = await Promise.all([
      pay(token),
      pay(token),
      pay(token),
      as(t, m).get(`/v1/invoice/${invoice.id}`),
      pay(token),
    ]);
    for (const view of views) expect(dataOf(view).paymentStatus).toBe('PAID');
    expect(await balance()).toBe(before + 300_100);
    expect(await ledgerCredits(checkout.reference)).toEqual([300_100]);
    expect((await t.app.payments.verifyTransaction(checkout.reference)).status).toBe('success');
    const { rows } = await t.pool.query('SELECT status FROM invoice_payments WHERE invoice_id = $1', [
      invoice.id,
    ]);
    expect(rows).toEqual([{ status: 'paid' }]);

    const again = await pay(token, 'POST');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This invoice has already been paid');

    // The provider's webhook and a replayed settlement change nothing more.
    await t.app.paymentJobs!.runOnce();
    const charge = await t.app.payments.verifyTransaction(checkout.reference);
    expect(await t.app.db.transaction((tx) => settleInvoicePayment(ctx, tx, charge))).toBe('unchanged');
    expect(await balance()).toBe(before + 300_100);
    expect(await ledgerCredits(checkout.reference)).toEqual([300_100]);

    const detail = dataOf(await as(t, m).get(`/v1/invoice/${invoice.id}`));
    expect(detail).toMatchObject({ status: 'ISSUED', paymentStatus: 'PAID' });
    expect(detail.paidAt).not.toBeNull();
    const resend = await as(t, m).post(`/v1/invoice/${invoice.id}/send`);
    expect(resend.statusCode).toBe(409);
  });

  it('the provider’s webhook alone settles it (the buyer never comes back): straight to the wallet, once', async () => {
    const { invoice, token } = await sendOne();
    const before = await balance();
    const checkout = dataOf<InvoiceCheckout>(await pay(token, 'POST'));
    await confirm(checkout.accessCode);
    await t.app.paymentJobs!.runOnce();
    const { rows } = await t.pool.query(
      'SELECT payment_status FROM invoices WHERE merchant_id = $1 AND id = $2',
      [m.id, invoice.id],
    );
    expect(rows[0].payment_status).toBe('PAID');
    expect(await balance()).toBe(before + 300_100);
    const statement = dataOf<{ results: { type: string; reference: string; order: unknown }[] }>(
      await as(t, m).get('/v1/wallet/transactions?type=invoice_payment'),
    );
    expect(statement.results.filter((r) => r.reference === checkout.reference)).toEqual([
      expect.objectContaining({ type: 'invoice_payment', order: null }),
    ]);
  });

  it('refunds a charge that lands after the merchant marked the invoice paid by hand', async () => {
    const { invoice, token } = await sendOne();
    const before = await balance();
    const checkout = dataOf<InvoiceCheckout>(await pay(token, 'POST'));
    expect(
      dataOf(await as(t, m).patch(`/v1/invoice/${invoice.id}/status/`, { paymentStatus: 'PAID' }))
        .paymentStatus,
    ).toBe('PAID');
    await confirm(checkout.accessCode);

    expect(dataOf(await pay(token)).paymentStatus).toBe('PAID');
    expect((await t.app.payments.verifyTransaction(checkout.reference)).status).toBe('reversed');
    const { rows } = await t.pool.query('SELECT status FROM invoice_payments WHERE reference = $1', [
      checkout.reference,
    ]);
    expect(rows[0].status).toBe('refunded');
    expect(await balance()).toBe(before);
    expect(await ledgerCredits(checkout.reference)).toEqual([]);
  });

  it('opens a new checkout after the buyer abandoned one; the reconciliation job settles a buyer who never came back', async () => {
    const { invoice, token } = await sendOne({
      products: [{ name: 'Jollof tray', quantity: 1, price: 45000 }],
    });
    const before = await balance();
    const abandoned = dataOf<InvoiceCheckout>(await pay(token, 'POST'));
    await confirm(abandoned.accessCode, 'cancel');
    const fresh = dataOf<InvoiceCheckout>(await pay(token, 'POST'));
    expect(fresh.reference).not.toBe(abandoned.reference);
    await confirm(fresh.accessCode);

    const listed = pageOf(await as(t, m).get('/v1/invoice?paymentStatus=PENDING_PAYMENT'));
    expect(listed.results.map((r) => r.id)).toContain(invoice.id);
    expect(await reconcilePendingPayments(ctx)).toBeGreaterThanOrEqual(1);
    const paid = pageOf(await as(t, m).get('/v1/invoice?paymentStatus=paid'));
    expect(paid.results.map((r) => r.id)).toContain(invoice.id);
    expect(await balance()).toBe(before + 4_500_000);
  });

  it('refuses to pay a cancelled invoice, and a new send invalidates the old link', async () => {
    const first = await sendOne();
    expect(
      (await as(t, m).patch(`/v1/invoice/${first.invoice.id}/status/`, { status: 'CANCELLED' })).statusCode,
    ).toBe(200);
    const cancelled = await pay(first.token, 'POST');
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('This invoice has been cancelled');
    expect((await as(t, m).post(`/v1/invoice/${first.invoice.id}/send`)).json().message).toBe(
      'A cancelled invoice cannot be sent',
    );

    const second = await sendOne();
    const resent = await as(t, m).post(`/v1/invoice/${second.invoice.id}/send`);
    expect(resent.statusCode).toBe(200);
    expect((await pay(second.token)).statusCode).toBe(404);
    const [latest] = await outbox(second.invoice.email);
    expect(latest!.body).not.toContain(second.token);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    expect((await pay('x'.repeat(43))).statusCode).toBe(404);
    expect((await pay('short')).statusCode).toBe(404);
    const res = await pay('a'.repeat(43), 'POST');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Invoice not found');
  });
});
