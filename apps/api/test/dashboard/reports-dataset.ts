import { customers } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';
import {
  insertInvoice,
  insertOrder,
  insertProduct,
  insertWalletMovement,
  type OrderSeed,
} from './helpers.ts';

/**
 * The small known dataset of the reports tests: `ada`'s orders, invoices and wallet movements before,
 * in and after the range 1–10 March 2025 (previous period 19–28 February), and one order of `other`'s.
 */
export async function seedReportsDataset(t: TestApp, ada: TestMerchant, other: TestMerchant) {
  const gown = await insertProduct(t, ada.id, 'Ankara gown', 1_000_000);
  const bag = await insertProduct(t, ada.id, 'Leather bag', 2_500_000);
  const shea = await insertProduct(t, ada.id, 'Shea butter', 200_000);
  const line = (p: typeof gown, quantity: number) => ({
    productId: p.id,
    name: p.name,
    price: p.priceMinor,
    quantity,
  });
  /** A product order by `who`@example.com placed at `at`, Lagos time. */
  const sale = (
    who: string,
    at: string,
    items: OrderSeed['items'],
    more: Partial<OrderSeed> = {},
  ): OrderSeed => ({
    email: `${who}@example.com`,
    at: `${at}+01:00`,
    items,
    ...more,
  });
  const service = (who: string, at: string, status: string, amount: number): OrderSeed => ({
    type: 'SERVICE',
    status,
    email: `${who}@example.com`,
    at: `${at}+01:00`,
    amount,
  });
  const delivered = { status: 'delivered' };
  const orders = [
    // Before the previous period: 3,500.
    sale('chi', '2025-01-15T10:00:00', [line(shea, 1)], delivered),
    // Previous period, 19–28 February: 31,500 and a service of 10,000.
    sale('eze', '2025-02-20T10:00:00', [line(gown, 3)], delivered),
    service('bola', '2025-02-28T23:00:00', 'DELIVERED', 1_000_000),
    // The range, 1–10 March: 21,500, 11,500, a dollar order, a paid service, 30,000, an unpaid service.
    sale('ada', '2025-03-01T09:00:00', [line(gown, 2)], { name: 'Ada Obi' }),
    sale('bola', '2025-03-01T15:00:00', [line(shea, 5)], delivered),
    sale('fola', '2025-03-02T12:00:00', [{ ...line(bag, 1), price: 5_000 }], {
      currency: 'USD',
      amount: 1_000,
    }),
    service('chi', '2025-03-03T10:00:00', 'PAID', 3_000_000),
    sale('ada', '2025-03-05T23:59:59', [line(bag, 1), line(shea, 1)], {
      name: 'Ada Obi',
      status: 'shipped',
      amount: 300_000,
    }),
    service('dayo', '2025-03-06T00:00:00', 'NOT_PAID', 5_000_000),
    // Not sales (an order counts once paid): awaiting payment, expired unpaid, refunded after payment.
    ...(
      [
        ['awaiting_payment', 'processing'],
        ['expired', 'cancelled'],
        ['refunded', 'cancelled'],
      ] as const
    ).map(([paymentStatus, status]) =>
      sale(paymentStatus, '2025-03-04T12:00:00', [line(bag, 3)], { status, paymentStatus }),
    ),
    // 11,500.
    sale('eze', '2025-03-10T12:00:00', [line(gown, 1)], {
      name: 'Eze Nwosu',
      phone: '+2348035550000',
      status: 'awaiting_pickup',
    }),
    // Just after the range: 101,500.
    sale('ada', '2025-03-11T00:00:00', [line(bag, 4)], { name: 'Ada N. Obi', phone: '+2348031234567' }),
  ];
  for (const order of orders) await insertOrder(t, ada.id, order);
  await t.db
    .insert(customers)
    .values({ merchantId: ada.id, name: 'Ada Obi', email: 'ada@example.com', phone: '+2348031234567' });

  await insertInvoice(t, ada.id, {
    status: 'ISSUED',
    billingDate: '2025-03-02',
    total: 500_000,
    paidAt: '2025-03-04T10:00:00Z',
  });
  await insertInvoice(t, ada.id, { status: 'ISSUED', billingDate: '2025-03-09', total: 1_200_000 });
  await insertInvoice(t, ada.id, { status: 'DRAFT', billingDate: '2025-03-05', total: 9_900_000 });
  await insertInvoice(t, ada.id, {
    status: 'ISSUED',
    billingDate: '2025-02-25',
    total: 800_000,
    paidAt: '2025-03-01T08:00:00Z',
  });
  await insertWalletMovement(t, ada.id, 1_000_000, '2025-03-02T10:00:00Z');
  await insertWalletMovement(t, ada.id, -400_000, '2025-03-04T10:00:00Z');
  await insertWalletMovement(t, ada.id, 300_000, '2025-02-21T10:00:00Z');
  await insertWalletMovement(t, ada.id, 700_000, '2025-03-11T00:00:00+01:00');

  // Another merchant's orders on the same days never show.
  await insertOrder(t, other.id, {
    email: 'ada@example.com',
    at: '2025-03-01T10:00:00+01:00',
    items: [line(gown, 9)],
  });
  // As if written when placed, so that the job's later runs see only what changes after them.
  await t.pool.query('UPDATE orders SET updated_at = created_at');
}
