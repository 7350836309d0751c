import type { Invoice, InvoiceCheckout } from '@oja/contracts';
import type { TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';
import { as, dataOf } from '../invoices/invoice-helpers.ts';
import { buyer } from '../invoices/pay-helpers.ts';
import { newKey } from '../wallet/wallet-helpers.ts';

/** A money write of an invoice as the merchant, with a fresh Idempotency-Key unless one is given. */
export const invoicePost = (t: TestApp, m: TestMerchant, url: string, payload: unknown, key = newKey()) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...m.headers, 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });

export const refundInvoice = (t: TestApp, m: TestMerchant, id: string, payload: unknown, key?: string) =>
  invoicePost(t, m, `/v1/invoice/${id}/refunds`, payload, key);

export const applyCredit = (t: TestApp, m: TestMerchant, id: string, amount: number, key?: string) =>
  invoicePost(t, m, `/v1/invoice/${id}/store-credit`, { amount }, key);

export const invoiceOf = async (t: TestApp, m: TestMerchant, id: string) =>
  dataOf<Invoice>(await as(t, m).get(`/v1/invoice/${id}`));

/**
 * An invoice sent to a buyer (₦3,001.00 by default) and paid through the provider in the given
 * instalments (minor units), each settled; returns it with its charges' references, oldest first.
 */
export async function paidInvoice(
  t: TestApp,
  m: TestMerchant,
  instalments: number[],
  overrides: Record<string, unknown> = {},
) {
  const b = buyer(t, m);
  const { invoice, token } = await b.sendOne(overrides);
  for (const amount of instalments) {
    const started = await b.start(token, amount);
    if (started.statusCode !== 200) throw new Error(`pay: ${started.body}`);
    await b.confirm(dataOf<InvoiceCheckout>(started));
    await b.view(token);
  }
  const references = (await b.payments(invoice.id)).map((p) => p.reference);
  return { invoice, token, references, view: () => b.view(token) };
}
