import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcDay } from '../../src/modules/dashboard/report-range.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { as, createDashboardApp, dataOf } from '../dashboard/helpers.ts';
import { insertProduct, placeOrder } from '../orders/helpers.ts';
import { paidInvoice, refundInvoice } from './invoice-refund-helpers.ts';
import { refund, refundBody } from './refund-helpers.ts';

type Reports = {
  current: { sales: number; orders: number; invoices: { paid: { count: number; amount: number } } };
};
type Daily = { days: { date: string; sales: number; orders: number }[] };

/** Sales are net of refunds, whether a day is read live from the orders or from the roll-ups. */
describe('dashboard figures net of refunds', () => {
  let t: TestApp;
  let ada: TestMerchant;
  const today = utcDay(new Date());
  const reports = async () => dataOf<Reports>(await as(t, ada).get('/v1/dashboard/reports')).current;
  const daysAgo = async (n: number) =>
    dataOf<Daily>(await as(t, ada).get('/v1/dashboard/daily')).days.find(
      (d) => d.date === addDays(today, -n),
    );

  beforeAll(async () => {
    t = await createDashboardApp({ ORDER_JOBS_INTERVAL_MS: '0', PAYMENTS_WEBHOOK_RETRY_MS: '0' });
    ada = await createMerchant(t);
  });
  afterAll(() => t.close());

  it('subtracts a partial refund today, and keeps a wholly refunded order out', async () => {
    const product = await insertProduct(t, ada, { priceMinor: 1_000_000, units: 10 });
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const other = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const before = await reports();
    expect(before).toMatchObject({ orders: 2, sales: order.totalPrice + other.totalPrice });

    expect((await refund(t, ada, order.id, refundBody(order.totalPrice / 2))).statusCode).toBe(201);
    expect((await refund(t, ada, other.id, refundBody(other.totalPrice))).statusCode).toBe(201);
    expect(await reports()).toMatchObject({ orders: 1, sales: order.totalPrice / 2 });
  });

  it('subtracts a refund from a day already rolled up once the roll-up job runs again', async () => {
    const product = await insertProduct(t, ada, { priceMinor: 2_000_000, units: 10 });
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const twoDaysAgo = `${addDays(today, -2)}T12:00:00Z`;
    await t.pool.query('UPDATE orders SET created_at = $2, ordered_at = $2 WHERE id = $1', [
      order.id,
      twoDaysAgo,
    ]);
    await t.app.dashboardRollups.runOnce();
    expect(await daysAgo(2)).toMatchObject({ orders: 1, sales: order.totalPrice });

    expect((await refund(t, ada, order.id, refundBody(100))).statusCode).toBe(201);
    await t.app.dashboardRollups.runOnce();
    expect(await daysAgo(2)).toMatchObject({ orders: 1, sales: order.totalPrice - 100 });
    const rolled = await t.pool.query(
      'SELECT sales::bigint AS sales FROM order_daily_rollups WHERE merchant_id = $1 AND day = $2',
      [ada.id, addDays(today, -2)],
    );
    expect(rolled.rows.map((r) => Number(r.sales))).toEqual([(order.totalPrice - 100) * 100]);
  });

  it('counts an invoice’s paid amount net of its refunds, live and once rolled up', async () => {
    const bola = await createMerchant(t);
    const paid = async () =>
      dataOf<Reports>(await as(t, bola).get('/v1/dashboard/reports')).current.invoices.paid;
    const { invoice } = await paidInvoice(t, bola, [300_100]);
    const whole = await paidInvoice(t, bola, [300_100]);
    expect(await paid()).toEqual({ count: 2, amount: 6002 });

    expect((await refundInvoice(t, bola, invoice.id, refundBody(1000))).statusCode).toBe(201);
    const all = refundBody(3001, { destination: 'store_credit' });
    expect((await refundInvoice(t, bola, whole.invoice.id, all)).statusCode).toBe(201);
    expect(await paid()).toEqual({ count: 1, amount: 2001 });

    // Paid two days ago and rolled up: a later refund reaches the roll-up once the job runs again.
    const twoDaysAgo = `${addDays(today, -2)}T12:00:00Z`;
    await t.pool.query('UPDATE invoices SET paid_at = $2 WHERE id = $1', [invoice.id, twoDaysAgo]);
    await t.app.dashboardRollups.runOnce();
    expect((await refundInvoice(t, bola, invoice.id, refundBody(1))).statusCode).toBe(201);
    await t.app.dashboardRollups.runOnce();
    const rolled = await t.pool.query(
      'SELECT paid_amount::bigint AS amount FROM money_daily_rollups WHERE merchant_id = $1 AND day = $2',
      [bola.id, addDays(today, -2)],
    );
    expect(rolled.rows.map((r) => Number(r.amount))).toEqual([200_000]);
  });
});
