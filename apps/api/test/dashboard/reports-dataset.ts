import { customers } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';
import { insertInvoice, insertOrder, insertProduct, insertWalletMovement } from './helpers.ts';

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
  const seed = (o: Parameters<typeof insertOrder>[2]) => insertOrder(t, ada.id, o);

  // Before the previous period.
  await seed({
    email: 'chi@example.com',
    at: '2025-01-15T10:00:00+01:00',
    status: 'delivered',
    items: [line(shea, 1)],
  }); // 3,500
  // Previous period: 19–28 February.
  await seed({
    email: 'eze@example.com',
    at: '2025-02-20T10:00:00+01:00',
    status: 'delivered',
    items: [line(gown, 3)],
  }); // 31,500
  await seed({
    type: 'SERVICE',
    status: 'DELIVERED',
    email: 'bola@example.com',
    at: '2025-02-28T23:00:00+01:00',
    amount: 1_000_000,
  });
  // The range: 1–10 March.
  await seed({
    email: 'ada@example.com',
    name: 'Ada Obi',
    at: '2025-03-01T09:00:00+01:00',
    items: [line(gown, 2)],
  }); // 21,500
  await seed({
    email: 'bola@example.com',
    at: '2025-03-01T15:00:00+01:00',
    status: 'delivered',
    items: [line(shea, 5)],
  }); // 11,500
  await seed({
    email: 'fola@example.com',
    at: '2025-03-02T12:00:00+01:00',
    currency: 'USD',
    items: [{ ...line(bag, 1), price: 5_000 }],
    amount: 1_000,
  });
  await seed({
    type: 'SERVICE',
    status: 'PAID',
    email: 'chi@example.com',
    at: '2025-03-03T10:00:00+01:00',
    amount: 3_000_000,
  });
  await seed({
    email: 'ada@example.com',
    name: 'Ada Obi',
    at: '2025-03-05T23:59:59+01:00',
    status: 'shipped',
    items: [line(bag, 1), line(shea, 1)],
    amount: 300_000,
  }); // 30,000
  await seed({
    type: 'SERVICE',
    status: 'NOT_PAID',
    email: 'dayo@example.com',
    at: '2025-03-06T00:00:00+01:00',
    amount: 5_000_000,
  });
  // Not sales (an order counts once paid): awaiting payment, expired unpaid, refunded after payment.
  for (const [paymentStatus, status] of [
    ['awaiting_payment', 'processing'],
    ['expired', 'cancelled'],
    ['refunded', 'cancelled'],
  ] as const) {
    await seed({
      email: `${paymentStatus}@example.com`,
      at: '2025-03-04T12:00:00+01:00',
      status,
      paymentStatus,
      items: [line(bag, 3)],
    });
  }
  await seed({
    email: 'eze@example.com',
    name: 'Eze Nwosu',
    phone: '+2348035550000',
    at: '2025-03-10T12:00:00+01:00',
    status: 'awaiting_pickup',
    items: [line(gown, 1)],
  }); // 11,500
  // Just after the range.
  await seed({
    email: 'ada@example.com',
    name: 'Ada N. Obi',
    phone: '+2348031234567',
    at: '2025-03-11T00:00:00+01:00',
    items: [line(bag, 4)],
  }); // 101,500
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
