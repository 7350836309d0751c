import { expect } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';
import { applyCredit, paidInvoice, refundInvoice } from './invoice-refund-helpers.ts';
import { refundBody, storeCredit } from './refund-helpers.ts';

/** The invoice half of the refund model (refund-model.test.ts): kobo, as there. */
export interface InvoiceModel {
  id: string;
  email: string;
  paid: number;
  /** Paid at the provider (the rest from store credit), and what card refunds gave back of it. */
  cardPaid: number;
  cardRefunded: number;
  refunded: number;
}

export interface InvoiceState {
  wallet: number;
  invoices: InvoiceModel[];
  /** Store credit held per invoice buyer. */
  credit: Map<string, number>;
}

export type InvoiceStep =
  | { op: 'payInvoice'; buyer: number; instalments: 1 | 2 }
  | { op: 'refundInvoice'; pick: number; share: number; storeCredit: boolean }
  | { op: 'spendCredit'; buyer: number; naira: number };

/** The invoices' buyers: few, so credit from one invoice's refund is spent on another's. */
const EMAILS = ['model-a@example.com', 'model-b@example.com'];
/** Every invoice of the model is the helpers' ₦3,001.00. */
const INVOICE_TOTAL = 300_100;

/**
 * An invoice paid in one or two instalments, a refund of it (any share, to the card or store credit), or
 * store credit spent on a new invoice: what the API answers against what the model expects.
 */
export async function runInvoiceStep(t: TestApp, ada: TestMerchant, model: InvoiceState, s: InvoiceStep) {
  const invoice = model.invoices.length
    ? model.invoices[('pick' in s ? s.pick : 0) % model.invoices.length]
    : undefined;
  if (s.op === 'payInvoice') {
    const email = EMAILS[s.buyer % EMAILS.length]!;
    const parts = s.instalments === 1 ? [INVOICE_TOTAL] : [100_000, INVOICE_TOTAL - 100_000];
    const { invoice: paid } = await paidInvoice(t, ada, parts, { email });
    model.invoices.push({
      id: paid.id,
      email,
      paid: INVOICE_TOTAL,
      cardPaid: INVOICE_TOTAL,
      cardRefunded: 0,
      refunded: 0,
    });
    model.wallet += INVOICE_TOTAL;
  } else if (s.op === 'refundInvoice' && invoice) {
    const amount = Math.max(1, Math.round((invoice.paid * s.share) / 100));
    const res = await refundInvoice(
      t,
      ada,
      invoice.id,
      refundBody(amount / 100, { destination: s.storeCredit ? 'store_credit' : 'original_payment' }),
    );
    const left = invoice.paid - invoice.refunded;
    const cardLeft = invoice.cardPaid - invoice.cardRefunded;
    if (left === 0) expect(res.statusCode, res.body).toBe(409);
    else if (amount > left || (!s.storeCredit && amount > cardLeft) || amount > model.wallet)
      expect(res.statusCode, res.body).toBe(422);
    else {
      expect(res.statusCode, res.body).toBe(201);
      invoice.refunded += amount;
      model.wallet -= amount;
      if (s.storeCredit) model.credit.set(invoice.email, (model.credit.get(invoice.email) ?? 0) + amount);
      else invoice.cardRefunded += amount;
    }
  } else if (s.op === 'spendCredit') {
    const email = EMAILS[s.buyer % EMAILS.length]!;
    const { invoice: due } = await paidInvoice(t, ada, [], { email });
    const amount = s.naira * 100;
    const res = await applyCredit(t, ada, due.id, s.naira);
    const held = model.credit.get(email) ?? 0;
    if (amount > held || amount > INVOICE_TOTAL) expect(res.statusCode, res.body).toBe(422);
    else {
      expect(res.statusCode, res.body).toBe(200);
      model.credit.set(email, held - amount);
      model.wallet += amount;
      model.invoices.push({ id: due.id, email, paid: amount, cardPaid: 0, cardRefunded: 0, refunded: 0 });
    }
  }
}

/** Every invoice's refunds within what was paid, no charge refunded past itself, each buyer's credit. */
export async function checkInvoices(t: TestApp, ada: TestMerchant, model: InvoiceState) {
  const invoices = await t.pool.query(
    `SELECT i.id, i.paid_minor::bigint AS paid, i.refunded_minor::bigint AS refunded,
            coalesce((SELECT sum(amount) FROM invoice_refunds r WHERE r.invoice_id = i.id), 0)::bigint AS refunds
       FROM invoices i WHERE i.merchant_id = $1`,
    [ada.id],
  );
  for (const row of invoices.rows) {
    const modelled = model.invoices.find((i) => i.id === row.id);
    expect(Number(row.refunds)).toBe(Number(row.refunded));
    expect(Number(row.refunded)).toBeLessThanOrEqual(Number(row.paid));
    if (modelled) expect(Number(row.refunded)).toBe(modelled.refunded);
  }
  // No charge at the provider gave back more than it took.
  const over = await t.pool.query(
    `SELECT s.reference FROM invoice_payments p JOIN paystack_sim_transactions s ON s.reference = p.reference
      WHERE p.merchant_id = $1 AND s.refunded_amount > s.amount`,
    [ada.id],
  );
  expect(over.rows).toEqual([]);
  for (const email of EMAILS) expect(await storeCredit(t, ada.id, email)).toBe(model.credit.get(email) ?? 0);
}
