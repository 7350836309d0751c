import { recordVatReceived } from '../../src/modules/invoices/index.ts';
import type { TestApp } from '../helpers/app.ts';
import { insertInvoice } from './helpers.ts';

/**
 * An invoice with VAT billed `ago` days back and paid in one to three instalments on that day or later
 * (never after today), some of it refunded after: each money event recorded by recordVatReceived, at
 * `at(days ago)`. `random` decides the amounts.
 */
export async function insertVatInvoice(
  t: TestApp,
  merchantId: string,
  random: () => number,
  ago: number,
  at: (daysAgo: number) => Date,
) {
  const vat = 700 + Math.floor(random() * 9_000);
  const invoice = await insertInvoice(t, merchantId, {
    status: 'ISSUED',
    billingDate: new Date(at(ago)).toISOString().slice(0, 10),
    total: vat + 10_000 * (1 + Math.floor(random() * 20)),
    vat,
  });
  let net = 0;
  const move = async (to: number, daysLater: number, reference: string) => {
    const receivedAt = at(Math.max(0, ago - daysLater));
    await recordVatReceived(t.db, invoice, { reference, netBefore: net, netAfter: to, receivedAt });
    net = to;
  };
  const parts = 1 + Math.floor(random() * 3);
  for (let part = 1; part <= parts; part++) {
    await move(Math.floor((invoice.totalAmountMinor * part) / parts), part * 2, `pay-${part}`);
  }
  if (random() < 0.4) await move(Math.floor(net / 3), parts * 2 + 3, 'refund');
  return invoice;
}
