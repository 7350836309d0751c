import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcDay } from '../../src/modules/dashboard/report-range.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { as, createDashboardApp, dataOf } from '../dashboard/helpers.ts';
import { insertProduct, placeOrder } from '../orders/helpers.ts';
import { refund, refundBody } from './refund-helpers.ts';

type Reports = { current: { sales: number; orders: number } };
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
});
