import type { InvoiceCheckout } from '@oja/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';
import { as, createInvoice, dataOf } from './invoice-helpers.ts';

/** The buyer's side of the payment link, and the money it moved, for one merchant. */
export function buyer(t: TestApp, m: TestMerchant) {
  const outbox = async (to: string) =>
    dataOf<{ body: string }[]>(
      await t.app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(to)}` }),
    );
  return {
    /** Creates and sends an invoice; returns it with the payment-link token read from the mail. */
    async sendOne(overrides: Record<string, unknown> = {}) {
      const invoice = await createInvoice(t, m, overrides);
      expect((await as(t, m).post(`/v1/invoice/${invoice.id}/send`)).statusCode).toBe(200);
      const [mail] = await outbox(invoice.email);
      const token = /\/pay\/invoice\/([A-Za-z0-9_-]{43})/.exec(mail!.body)![1]!;
      return { invoice, token };
    },
    view: (token: string) => t.app.inject({ method: 'GET', url: `/v1/pay/invoice/${token}` }),
    start: (token: string, amountMinor?: number) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/pay/invoice/${token}`,
        ...(amountMinor === undefined ? {} : { payload: { amountMinor } }),
      }),
    /** Pays a checkout at the provider (the buyer's "Pay" on its page). */
    confirm: (checkout: InvoiceCheckout) =>
      t.app.inject({ method: 'POST', url: `/v1/payments/checkout/${checkout.accessCode}/confirm` }),
    /** The wallet credits of the invoice's settled payments, by ledger transaction. */
    async credits(invoiceId: string): Promise<number[]> {
      const { rows } = await t.pool.query(
        `SELECT e.amount FROM invoice_payments p
           JOIN ledger_entries e ON e.merchant_id = p.merchant_id AND e.transaction_id = p.ledger_transaction_id
          WHERE p.merchant_id = $1 AND p.invoice_id = $2 AND e.account = 'wallet' ORDER BY p.created_at`,
        [m.id, invoiceId],
      );
      return rows.map((r) => Number(r.amount));
    },
    async payments(invoiceId: string): Promise<{ reference: string; amount: number; status: string }[]> {
      const { rows } = await t.pool.query(
        `SELECT reference, amount_minor AS amount, status FROM invoice_payments
          WHERE merchant_id = $1 AND invoice_id = $2 ORDER BY created_at`,
        [m.id, invoiceId],
      );
      return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
    },
  };
}
