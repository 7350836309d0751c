import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { seededRandom } from '../../src/cli/simulate-orders.ts';
import { REALTIME_CHANNEL } from '../../src/modules/realtime/realtime-events.ts';
import { demoLife } from '../../src/seed/demo-live.ts';
import { loadEnv } from '../../src/config/env.ts';
import { seedDemo } from '../../src/seed/seed.ts';
import { createTestPool } from '../helpers/database.ts';
import { TEST_ENV } from '../helpers/app.ts';

// The story's present: a fixed instant (bookings are placed through the checkout, which takes only dates from today on).
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);

describe('the full demo seed', () => {
  let pool: Awaited<ReturnType<typeof createTestPool>>['pool'];
  let url: string;
  let report: Awaited<ReturnType<typeof seedDemo>>;
  beforeAll(async () => {
    ({ pool, url } = await createTestPool());
    const env = loadEnv({ ...TEST_ENV, SEED_DEMO: 'full', DATA_DIR: '/tmp/oja-demo-seed-test' });
    report = await seedDemo(env, url, { now: NOW });
    console.log(report.steps.map(([s, ms]) => `${s}: ${Math.round(ms)} ms`).join('\n'), report.totalMs);
  }, 120_000);
  afterAll(() => pool?.end());

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await pool.query(sql, params)).rows[0].n);
  const seller = "(SELECT id FROM users WHERE email = 'seller@oja.demo')";

  it('gives the seller a catalogue of 60-80 products and at least 300 orders in every stage', async () => {
    expect(report.seeded).toBe(true);
    const products = await count(`SELECT count(*) AS n FROM products WHERE merchant_id = ${seller}`);
    expect(products).toBeGreaterThanOrEqual(60);
    expect(products).toBeLessThanOrEqual(80);
    expect(
      await count(`SELECT count(*) AS n FROM orders WHERE merchant_id = ${seller}`),
    ).toBeGreaterThanOrEqual(300);
    for (const status of ['processing', 'shipped', 'delivered'])
      expect(
        await count(`SELECT count(*) AS n FROM orders WHERE merchant_id = ${seller} AND status = $1`, [
          status,
        ]),
      ).toBeGreaterThan(0);
    const oldest = await count(
      `SELECT extract(day FROM now() - min(ordered_at)) AS n FROM orders WHERE merchant_id = ${seller}`,
    );
    expect(oldest).toBeGreaterThanOrEqual(85);
  });

  it("gives the seller a stock-sync API key whose product shows in the audit log beside the owner's writes", async () => {
    const entries = await pool.query(
      `SELECT actor_kind, actor_name, action FROM audit_entries WHERE merchant_id = ${seller}`,
    );
    expect(entries.rows).toContainEqual({
      actor_kind: 'apiKey',
      actor_name: 'Stock sync',
      action: 'product.create',
    });
    expect(entries.rows.filter((e) => e.actor_kind === 'owner').length).toBeGreaterThan(50);
  });

  it('leaves every ledger transaction balanced', async () => {
    expect(
      await count(`SELECT count(*) AS n FROM (SELECT 1 FROM ledger_entries
        GROUP BY merchant_id, transaction_id, currency HAVING sum(amount) <> 0) unbalanced`),
    ).toBe(0);
  });

  it("releases the provider's past bookings' money once their hold ran out; only the recent ones wait", async () => {
    const waiting =
      await count(`SELECT count(*) AS n FROM escrow_holds h JOIN bookings b ON b.order_id::text = h.order_id::text
      WHERE h.status = 'in_escrow' AND b.booked_date < '${NOW.toISOString().slice(0, 10)}'::date - 3`);
    expect(waiting).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM escrow_holds h JOIN bookings b ON b.order_id::text = h.order_id::text
      WHERE h.status = 'released'`),
    ).toBeGreaterThan(10);
  });

  it('holds only the newest withdrawal; the operator released the earlier ones', async () => {
    expect(await count(`SELECT count(*) AS n FROM payouts WHERE status = 'held'`)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM payouts WHERE status <> 'held'`)).toBe(2);
  });

  it('dates the wallet settlements over the story, as the carrier delivered', async () => {
    const days = await count(`SELECT count(DISTINCT created_at::date) AS n FROM ledger_transactions
      WHERE merchant_id = ${seller} AND kind = 'escrow_release'`);
    expect(days).toBeGreaterThanOrEqual(40);
    const oldest = await count(`SELECT extract(day FROM now() - min(created_at)) AS n FROM ledger_transactions
      WHERE merchant_id = ${seller} AND kind = 'escrow_release'`);
    expect(oldest).toBeGreaterThanOrEqual(80);
    expect(
      await count(`SELECT count(*) AS n FROM ledger_transactions WHERE merchant_id = ${seller}
        AND kind = 'escrow_release' AND created_at > now()`),
    ).toBe(0);
  });

  it('dates each order notification when it happened and leaves only the recent ones unread', async () => {
    const days = await count(`SELECT count(DISTINCT created_at::date) AS n FROM notifications
      WHERE merchant_id = ${seller} AND type IN ('order.placed', 'shipment.advanced')`);
    expect(days).toBeGreaterThanOrEqual(40);
    // A new order's notification carries its payment time; a carrier's step the time the order reached it.
    expect(
      await count(`SELECT count(*) AS n FROM notifications n JOIN orders o
        ON o.merchant_id = n.merchant_id AND n.link = '/products/order/' || o.id
        WHERE n.merchant_id = ${seller} AND n.type = 'order.placed' AND n.created_at <> o.paid_at`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM notifications n JOIN orders o
        ON o.merchant_id = n.merchant_id AND n.link = '/products/order/' || o.id
        WHERE n.merchant_id = ${seller} AND n.title = 'Order delivered' AND n.created_at <>
          (SELECT max(e.occurred_at) FROM order_status_events e
           WHERE e.merchant_id = o.merchant_id AND e.order_id = o.id AND e.to_status = 'delivered')`),
    ).toBe(0);
    const unread = await count(
      `SELECT count(*) AS n FROM notifications WHERE merchant_id = ${seller} AND read_at IS NULL`,
    );
    expect(unread).toBeGreaterThan(0);
    expect(unread).toBeLessThan(99);
    expect(
      await count(
        `SELECT count(*) AS n FROM notifications WHERE merchant_id = ${seller} AND read_at IS NULL
        AND created_at < $1::timestamptz - interval '2 days'`,
        [NOW.toISOString()],
      ),
    ).toBe(0);
  });

  it('tells the same story for the same start day (fixed random source)', async () => {
    const other = await createTestPool();
    try {
      const env = loadEnv({ ...TEST_ENV, SEED_DEMO: 'full', DATA_DIR: '/tmp/oja-demo-seed-test' });
      await seedDemo(env, other.url, { now: NOW });
      const story = async (db: typeof pool) => {
        const catalogue =
          await db.query(`SELECT p.sku, p.name, p.price_minor, p.units, p.status FROM products p
          JOIN users u ON u.id = p.merchant_id ORDER BY u.email, p.sku, p.name`);
        // Product orders are dated by the story; bookings by their booked day (a future one is ordered now).
        const orders = await db.query(`SELECT u.email AS merchant,
            CASE WHEN o.type = 'PRODUCT' THEN o.ordered_at END AS ordered_at, b.booked_date, b.start_hour,
            o.email, o.status, o.payment_status, o.total_price
          FROM orders o JOIN users u ON u.id = o.merchant_id
          LEFT JOIN bookings b ON b.merchant_id = o.merchant_id AND b.order_id = o.id
          ORDER BY 1, 2, 3, 4, 5, 8`);
        return { catalogue: catalogue.rows, orders: orders.rows };
      };
      const [first, second] = [await story(pool), await story(other.pool)];
      expect(first.orders.length).toBeGreaterThanOrEqual(300);
      expect(second).toEqual(first);
    } finally {
      await other.pool.end();
    }
  }, 120_000);

  it('lives: a visit places a paid order or writes to the seller, as realtime events', async () => {
    const env = loadEnv({ ...TEST_ENV, DEMO_LIVE: 'false', DATA_DIR: '/tmp/oja-demo-seed-test' });
    const app = await buildApp({ env, pool });
    const life = demoLife(app, env, seededRandom(7));
    await app.ready();
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    const events: { userId: string; event: { type: string } }[] = [];
    listener.on('notification', (message) => events.push(JSON.parse(message.payload!)));
    await listener.query(`LISTEN ${REALTIME_CHANNEL}`);
    try {
      const [{ id: sellerId }] = (await pool.query(`SELECT id FROM users WHERE email = 'seller@oja.demo'`))
        .rows;
      const ordered = await life.runOnce('order');
      expect(ordered.kind).toBe('order');
      const placed = await pool.query('SELECT merchant_id, payment_status FROM orders WHERE id = $1', [
        ordered.kind === 'order' ? ordered.orderId : null,
      ]);
      expect(placed.rows).toEqual([{ merchant_id: sellerId, payment_status: 'paid' }]);
      const synced = await pool.query(
        `SELECT actor_name FROM audit_entries WHERE merchant_id = $1 AND action = 'product.update'`,
        [sellerId],
      );
      expect(synced.rows).toContainEqual({ actor_name: 'Stock sync' });
      const unread = async () =>
        count(`SELECT count(*) AS n FROM messages
          WHERE merchant_id = ${seller} AND sender_role = 'buyer' AND seen_at IS NULL`);
      const before = await unread();
      expect((await life.runOnce('message')).kind).toBe('message');
      expect(await unread()).toBe(before + 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const seen = events.filter((e) => e.userId === sellerId).map((e) => e.event.type);
      for (const type of ['order.updated', 'notification.new', 'message.new', 'unread.count'])
        expect(seen).toContain(type);
    } finally {
      await listener.end();
      await app.close();
    }
  });

  it('does nothing on the second start', async () => {
    const env = loadEnv({ ...TEST_ENV, SEED_DEMO: 'full', DATA_DIR: '/tmp/oja-demo-seed-test' });
    const before = await count('SELECT count(*) AS n FROM orders');
    expect((await seedDemo(env, url, { now: NOW })).seeded).toBe(false);
    expect(await count('SELECT count(*) AS n FROM orders')).toBe(before);
  });
});
