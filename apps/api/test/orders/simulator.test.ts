import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSimulateArgs, SimulateUsageError } from '../../src/cli/simulate-args.ts';
import { FIRST_NAMES, LAST_NAMES } from '../../src/cli/simulate-data.ts';
import { generateOrders, seededRandom, type SimCatalogue } from '../../src/cli/simulate-orders.ts';
import { runSimulation } from '../../src/cli/simulate.ts';
import { slotFor } from '../../src/modules/checkout/slot-rules.ts';
import { resolveNigerianPlace } from '../../src/providers/logistics/places.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant } from '../helpers/merchant.ts';
import { insertProduct, insertService } from './helpers.ts';

const today = new Date('2026-03-02T08:00:00Z');
const catalogue: SimCatalogue = {
  merchantId: '0190f0c2-0000-7000-8000-0000000000aa',
  products: [
    { id: 'p1', name: 'Adire scarf', units: 40 },
    { id: 'p2', name: 'Aso-oke cap', units: 3 },
    { id: 'p3', name: 'Beaded bag', units: 25 },
  ],
  services: [
    {
      id: 's1',
      name: 'Gele tying',
      durationMinutes: 30,
      availableSchedule: [
        { day: 'saturday', start: '08:00', end: '12:00', location: { type: 'online' } },
        {
          day: 'tuesday',
          start: '17:30',
          end: '18:00',
          location: { type: 'address', address: '4 Ring Road, Ibadan' },
        },
      ],
    },
  ],
};

describe('the order simulator: its generator', () => {
  it('draws the same orders from the same seed, and other orders from another', () => {
    const a = generateOrders(catalogue, 30, seededRandom(42), today);
    expect(generateOrders(catalogue, 30, seededRandom(42), today)).toEqual(a);
    expect(generateOrders(catalogue, 30, seededRandom(43), today)).not.toEqual(a);
  });

  it('makes realistic, valid buyers and never orders more than the stock', () => {
    const orders = generateOrders(catalogue, 30, seededRandom(7), today);
    expect(orders).toHaveLength(30);
    const ordered = new Map<string, number>();
    for (const order of orders) {
      expect(order.merchantId).toBe(catalogue.merchantId);
      const [first, last] = order.name.split(' ');
      expect(FIRST_NAMES).toContain(first);
      expect(LAST_NAMES).toContain(last);
      expect(order.phone).toMatch(/^\+234[789]\d{9}$/);
      expect(order.email).toMatch(/^[a-z]+\.[a-z]+\.\d+@example\.com$/);
      expect(!order.cart).toBe(!!order.service);
      if (order.cart) {
        const place = resolveNigerianPlace(order.deliveryAddress!.state, order.deliveryAddress!.city);
        expect('problem' in place).toBe(false);
        expect(new Set(order.cart.map((l) => l.productId)).size).toBe(order.cart.length);
        for (const line of order.cart)
          ordered.set(line.productId, (ordered.get(line.productId) ?? 0) + line.quantity);
      }
    }
    for (const product of catalogue.products)
      expect(ordered.get(product.id) ?? 0).toBeLessThanOrEqual(product.units);
    const bookings = orders.filter((o) => o.service).length;
    expect(bookings).toBeGreaterThan(3);
    expect(bookings).toBeLessThan(20);
  });

  it('books only free slots inside the weekly schedule', () => {
    const onlyServices = { ...catalogue, products: [] };
    const orders = generateOrders(onlyServices, 40, seededRandom(3), today);
    const keys = orders.map((o) => `${o.service!.bookedDate} ${o.service!.startHour}`);
    expect(new Set(keys).size).toBe(orders.length);
    for (const { service } of orders) {
      expect(slotFor(catalogue.services[0]!.availableSchedule, service!)).toBeDefined();
      expect(service!.bookedDate > '2026-03-02' && service!.bookedDate <= '2026-03-23').toBe(true);
    }
    expect(orders.some((o) => o.service!.startHour === '17:30' && o.service!.endHour === '18:00')).toBe(true);
  });

  it('stops when the stock runs out', () => {
    const small = { ...catalogue, products: [{ id: 'p2', name: 'Aso-oke cap', units: 3 }], services: [] };
    const orders = generateOrders(small, 10, seededRandom(1), today);
    expect(orders.reduce((sum, o) => sum + o.cart![0]!.quantity, 0)).toBe(3);
    expect(orders.length).toBeLessThanOrEqual(3);
  });

  it('parses its command line', () => {
    expect(parseSimulateArgs(['--merchant', 'seller@oja.demo', '--orders', '50'])).toEqual({
      merchant: 'seller@oja.demo',
      orders: 50,
      days: 30,
      url: undefined,
      seed: undefined,
    });
    expect(parseSimulateArgs(['--merchant', 'a@b.c', '--days', '7'])).toMatchObject({ days: 7 });
    expect(() => parseSimulateArgs(['--merchant', 'a@b.c', '--days', '0'])).toThrow('--days must be');
    expect(
      parseSimulateArgs(['--merchant=a@b.c', '--url', 'http://localhost:4000/', '--seed', '9']),
    ).toMatchObject({
      url: 'http://localhost:4000',
      seed: 9,
      orders: 50,
    });
    expect(parseSimulateArgs(['--help'])).toBeUndefined();
    expect(() => parseSimulateArgs(['--orders', '5'])).toThrow(SimulateUsageError);
    expect(() => parseSimulateArgs(['--merchant', 'a@b.c', '--orders', '0'])).toThrow('--orders must be');
    expect(() => parseSimulateArgs(['--merchant', 'a@b.c', '--dispatch', 'yes'])).toThrow(
      'Unknown option --dispatch',
    );
  });
});

describe('the order simulator against a running server', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('places its orders through POST /v1/checkout, pays most of them on the provider page, spread over --days', async () => {
    const merchant = await createMerchant(t, {
      email: 'sim-seller@example.com',
      businessName: 'Sim Stores',
      state: 'Lagos',
    });
    await insertProduct(t, merchant, { name: 'Ankara wrap', units: 30 });
    await insertProduct(t, merchant, { name: 'Leather sandals', units: 30 });
    // Any catalogue: a product priced in another currency and a free one are no reason to fail.
    await insertProduct(t, merchant, { name: 'Imported bag', units: 30, currency: 'USD', priceMinor: 9_000 });
    await insertService(t, merchant, { name: 'Tailoring fitting' });
    const lines: string[] = [];
    const result = await runSimulation(
      t.db,
      { merchant: 'SIM-SELLER@example.com', orders: 20, url, seed: 2026, days: 10 },
      (l) => lines.push(l),
    );
    expect(result.placed).toHaveLength(20);
    expect(result.refused.size).toBe(0);
    expect(lines[0]).toBe(`Placing 20 orders for Sim Stores through ${url} (seed 2026)…`);
    const products = result.placed.filter((p) => p.type === 'PRODUCT').length;
    expect(lines[1]).toMatch(new RegExp(`^  product orders: ${products} \\(₦[\\d,]+\\.\\d{2}\\)$`));

    // Most buyers paid through the provider's checkout; the server recorded each payment in escrow.
    const paid = result.placed.filter((p) => p.paid);
    expect(paid.length).toBeGreaterThan(10);
    expect(paid.length).toBeLessThan(20);
    expect(result.recordedPaid).toBe(paid.length);
    const wallet = (await t.app.inject({ method: 'GET', url: '/v1/wallet', headers: merchant.headers }))
      .json()
      .data.wallets.find((w: { currency: string }) => w.currency === 'NGN');
    const paidTotal = Math.round(paid.reduce((sum, p) => sum + p.totalPrice, 0) * 100) / 100;
    expect(wallet).toMatchObject({ balance: 0, escrowBalance: paidTotal });

    // Spread over the last 10 days, not stamped now.
    const { rows } = await t.pool.query(
      `SELECT min(created_at) AS first, max(created_at) AS last, count(DISTINCT created_at::date) AS days,
              count(*) FILTER (WHERE currency <> 'NGN') AS foreign
       FROM orders WHERE merchant_id = $1`,
      [merchant.id],
    );
    const day = 86_400_000;
    expect(Date.now() - rows[0].first.getTime()).toBeGreaterThan(8 * day);
    expect(Date.now() - rows[0].first.getTime()).toBeLessThanOrEqual(10 * day);
    expect(rows[0].last.getTime()).toBeLessThan(Date.now());
    expect(Number(rows[0].days)).toBeGreaterThanOrEqual(8);
    expect(Number(rows[0].foreign)).toBe(0);

    const list = async (type: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/v1/order/seller?type=${type}`, headers: merchant.headers })
      ).json().data.totalResults;
    expect(await list('PRODUCT')).toBe(products);
    expect(await list('SERVICE')).toBe(20 - products);
    await expect(
      runSimulation(t.db, { merchant: 'nobody@example.com', orders: 1, url, seed: 1, days: 1 }, () => {}),
    ).rejects.toThrow('No merchant with the email nobody@example.com');
  });
});
