import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant, withTwoMerchants } from '../helpers/merchant.ts';
import { addPickupAddress, buyer, checkout, count, insertProduct, payOrder } from './helpers.ts';

const units = async (t: TestApp, id: string) =>
  count(t, 'SELECT units AS n FROM products WHERE id = $1', [id]);
const orderCount = (t: TestApp, m: { id: string }) =>
  count(t, 'SELECT count(*) AS n FROM orders WHERE merchant_id = $1', [m.id]);

describe('checkout: product orders', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let bola: TestMerchant;
  beforeAll(
    async () =>
      ({
        t,
        a: ada,
        b: bola,
      } = await withTwoMerchants(
        createTestApp(),
        { businessName: 'Ada Fabrics', state: 'Lagos' },
        { businessName: 'Bola Shoes' },
      )),
  );
  afterAll(() => t.close());

  it('prices the cart from the catalogue, ignoring prices the client sends, and reserves the stock', async () => {
    const dress = await insertProduct(t, ada, {
      name: 'Ankara dress',
      priceMinor: 1_500_050,
      units: 5,
      weight: 1.5,
      image: '/media/dress.png',
    });
    const scarf = await insertProduct(t, ada, {
      name: 'Silk scarf',
      priceMinor: 450_000,
      units: 8,
      weight: null,
    });
    const res = await checkout(t, {
      merchantId: ada.id,
      ...buyer({ name: 'Chiamaka Ngozi Eze', email: 'Chiamaka@Example.com' }),
      cart: [
        { productId: dress.id, quantity: 2, price: 1 },
        { productId: scarf.id, quantity: 1, price: 0.01 },
      ],
      cartTotal: 1,
      delivery_price: 0,
      totalPrice: 1,
      deliveryNote: 'Call at the gate',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Order placed successfully');
    const order = body.data;
    // 2 × 15,000.50 + 4,500 = 34,501; Lagos → Lagos (profile state) ₦1,500; 3.5 kg (the scarf counts 0.5) → 2 kg above the first 2 → +₦600.
    expect(order).toMatchObject({
      type: 'PRODUCT',
      status: 'processing',
      cartTotal: 34_501,
      delivery_price: 2_100,
      totalPrice: 36_601,
      currency: 'NGN',
      email: 'chiamaka@example.com',
      delivery_name: 'Chiamaka Ngozi Eze',
      userId: { firstName: 'Chiamaka', lastName: 'Ngozi Eze' },
      delivery_address: '12 Allen Avenue, Ikeja, Lagos, Nigeria',
      delivery_note: 'Call at the gate',
      deliveryType: 'standard',
      booking: null,
      paymentStatus: 'awaiting_payment',
      paidAt: null,
      settlement: null,
      payment: { authorizationUrl: expect.stringMatching(/\/v1\/payments\/checkout\/\w+$/) },
    });
    // Held for the buyer for CHECKOUT_RESERVATION_MINUTES (30 by default).
    const heldFor = Date.parse(order.paymentDueAt) - Date.parse(order.createdAt);
    expect(heldFor).toBeGreaterThan(29 * 60_000);
    expect(heldFor).toBeLessThanOrEqual(30 * 60_000 + 1_000);
    expect(order.payment.expiresAt).toBe(order.paymentDueAt);
    expect(order._id).toBe(order.id);
    expect(order.orderReference).toMatch(/^OJ-[2-9A-HJ-NP-Z]{10}$/);
    expect(order.products).toEqual([
      {
        productId: { _id: dress.id, name: 'Ankara dress', price: 15_000.5, image: '/media/dress.png' },
        quantity: 2,
      },
      { productId: { _id: scarf.id, name: 'Silk scarf', price: 4_500, image: null }, quantity: 1 },
    ]);
    expect(await units(t, dress.id)).toBe(3);
    expect(await units(t, scarf.id)).toBe(7);

    const { rows } = await t.pool.query(
      'SELECT cart_total, delivery_price, total_price FROM orders WHERE id = $1',
      [order.id],
    );
    expect(rows[0]).toEqual({ cart_total: 3_450_100, delivery_price: 210_000, total_price: 3_660_100 });
    // The buyer joins the merchant's customers and gets a receipt with the payment link; the merchant is
    // notified of the sale once it is paid.
    const customers = await t.pool.query('SELECT name, email FROM customers WHERE merchant_id = $1', [
      ada.id,
    ]);
    expect(customers.rows).toEqual([{ name: 'Chiamaka Ngozi Eze', email: 'chiamaka@example.com' }]);
    const outbox = await t.app.inject({ method: 'GET', url: '/v1/dev/outbox?to=chiamaka@example.com' });
    expect(JSON.stringify(outbox.json())).toContain(order.orderReference);
    expect(JSON.stringify(outbox.json())).toContain(order.payment.authorizationUrl);
    const notes = () => t.pool.query('SELECT type, link FROM notifications WHERE merchant_id = $1', [ada.id]);
    expect((await notes()).rows).toEqual([]);
    await payOrder(t, order);
    expect((await notes()).rows).toEqual([{ type: 'order.placed', link: `/products/order/${order.id}` }]);
  });

  it('prices delivery by distance from the pickup state, weight and delivery type', async () => {
    const m = await createMerchant(t);
    const parcel = await insertProduct(t, m, { priceMinor: 100_000, units: 50, weight: 4 });
    const price = async (state: string, city: string, extra: Record<string, unknown> = {}) => {
      const res = await checkout(t, {
        merchantId: m.id,
        ...buyer({ deliveryAddress: { address: '1 Main Road', state, city } }),
        cart: [{ productId: parcel.id, quantity: 1 }],
        ...extra,
      });
      expect(res.statusCode).toBe(201);
      return res.json().data.delivery_price;
    };
    // No pickup address and no profile state: the national rate, + 2 kg above the first 2 (₦600).
    expect(await price('Kano', 'Kano')).toBe(4_100);
    await addPickupAddress(t, m, { state: 'Oyo', city: 'Ibadan' });
    expect(await price('Oyo', 'Ogbomosho')).toBe(2_100);
    expect(await price('lagos state', 'ikeja')).toBe(3_100); // Ibadan–Ikeja ≈ 110 km
    expect(await price('Borno', 'Maiduguri')).toBe(5_100); // > 700 km
    expect(await price('Oyo', 'Ibadan', { deliveryType: 'express' })).toBe(3_600);
  });

  it("refuses another merchant's product in the cart and keeps every unit in place", async () => {
    const mine = await insertProduct(t, ada, { units: 4 });
    const theirs = await insertProduct(t, bola, { units: 4 });
    const before = await orderCount(t, ada);
    const res = await checkout(t, {
      merchantId: ada.id,
      ...buyer(),
      cart: [
        { productId: mine.id, quantity: 1 },
        { productId: theirs.id, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'Failed', message: 'This product is not available' });
    expect(res.json().errors).toEqual([
      { path: 'body.cart.1.productId', message: 'This product is not available' },
    ]);
    expect(await units(t, mine.id)).toBe(4);
    expect(await units(t, theirs.id)).toBe(4);
    expect(await orderCount(t, ada)).toBe(before);
  });

  it('refuses an inactive product, an unknown one and a store that does not exist', async () => {
    const hidden = await insertProduct(t, ada, { status: 'INACTIVE' });
    for (const productId of [hidden.id, '0190f0c2-0000-7000-8000-000000000000', 'not-an-id']) {
      const res = await checkout(t, { merchantId: ada.id, ...buyer(), cart: [{ productId, quantity: 1 }] });
      expect(res.statusCode).toBe(422);
    }
    expect(await units(t, hidden.id)).toBe(10);
    const nowhere = await checkout(t, {
      merchantId: '0190f0c2-0000-7000-8000-000000000000',
      ...buyer(),
      cart: [{ productId: hidden.id, quantity: 1 }],
    });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toBe('Store not found');
  });

  it('refuses a quantity above the stock, rolling back the lines already reserved', async () => {
    const plenty = await insertProduct(t, ada, { units: 9 });
    const scarce = await insertProduct(t, ada, { name: 'Aso-oke bundle', units: 3 });
    const res = await checkout(t, {
      merchantId: ada.id,
      ...buyer(),
      cart: [
        { productId: plenty.id, quantity: 2 },
        { productId: scarce.id, quantity: 2 },
        { productId: scarce.id, quantity: 2 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 3 units of "Aso-oke bundle" left');
    expect(await units(t, plenty.id)).toBe(9);
    expect(await units(t, scarce.id)).toBe(3);

    const exact = await checkout(t, {
      merchantId: ada.id,
      ...buyer(),
      cart: [{ productId: scarce.id, quantity: 3 }],
    });
    expect(exact.statusCode).toBe(201);
    const sold = await checkout(t, {
      merchantId: ada.id,
      ...buyer(),
      cart: [{ productId: scarce.id, quantity: 1 }],
    });
    expect(sold.statusCode).toBe(409);
    expect(sold.json().message).toBe('"Aso-oke bundle" is out of stock');
  });

  it('validates the buyer, the address and the shape of the order', async () => {
    const product = await insertProduct(t, ada);
    const cart = [{ productId: product.id, quantity: 1 }];
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { ...buyer(), cart, deliveryAddress: { address: '1 Road', state: 'Atlantis', city: 'Ikeja' } },
        400,
        'Select a valid state',
      ],
      [
        { ...buyer(), cart, deliveryAddress: { address: '1 Road', state: 'Lagos', city: 'Kano' } },
        400,
        'Select a valid city',
      ],
      [{ ...buyer(), cart, deliveryAddress: undefined }, 400, 'Enter the delivery address'],
      [{ ...buyer(), cart: [] }, 400, 'Your cart is empty'],
      [{ ...buyer() }, 400, 'Send either a cart or a service booking'],
      [{ ...buyer(), cart: [{ productId: product.id, quantity: 0 }] }, 400, 'Quantity must be at least 1'],
      [{ ...buyer({ email: 'nope' }), cart }, 400, 'Enter a valid email'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await checkout(t, { merchantId: ada.id, ...payload });
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await units(t, product.id)).toBe(10);
  });
});
