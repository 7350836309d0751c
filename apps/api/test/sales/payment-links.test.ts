import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPaymentContext } from '../../src/modules/order-payments/order-payment-context.ts';
import { expireUnpaidOrders } from '../../src/modules/order-payments/order-expiry.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { ledgerViolations } from '../wallet/wallet-helpers.ts';
import { buyer, count, getOrder, insertProduct, insertService, payOrder } from '../orders/helpers.ts';
import { createMoneyApp, ngnWallet } from '../orders/money-helpers.ts';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/**
 * Payment links: the merchant makes an order for a buyer (products or a service slot), awaiting payment
 * with its stock or slot held as the checkout holds it; the buyer pays through the provider's checkout.
 * A deposit is paid first, then the rest through a second checkout: partially_paid → paid, each payment
 * its own ledger transaction. An order with its deposit paid never expires.
 */
describe('payment links and deposits (real PostgreSQL)', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let ctx: OrderPaymentContext;
  beforeAll(async () => {
    t = await createMoneyApp({ CHECKOUT_RESERVATION_MINUTES: '10' });
    ada = await createMerchant(t, { businessName: 'Ada Studio', state: 'Lagos' });
    ctx = { db: t.db, payments: t.app.payments, log: t.app.log };
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  const makeLink = (body: Record<string, unknown>, key?: string, merchant = ada) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/order/payment-link',
      headers: { ...merchant.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { ...buyer(), ...body },
    });
  const askBalance = (id: string, merchant = ada) =>
    t.app.inject({ method: 'POST', url: `/v1/order/${id}/balance-payment`, headers: merchant.headers });
  const order = async (id: string) => (await getOrder(t, ada, id)).json().data.order;
  const holds = (id: string) =>
    count(
      t,
      `SELECT count(*) AS n FROM ledger_transactions x JOIN escrow_holds e
         ON e.merchant_id = x.merchant_id AND (x.reference = e.reference OR x.reference IN
           (SELECT balance_reference FROM orders WHERE id = $1))
        WHERE e.order_id = $1::text AND x.kind = 'escrow_hold'`,
      [id],
    );

  it('a product order by payment link: stock held, the provider checkout opened, paid like a checkout; one order per key', async () => {
    const product = await insertProduct(t, ada, { priceMinor: 1_000_000, units: 5 });
    const body = { ...buyer(), cart: [{ productId: product.id, quantity: 2 }] };
    const [first, second] = await Promise.all([makeLink(body, 'link-1'), makeLink(body, 'link-1')]);
    expect(first.statusCode).toBe(201);
    expect(second.json().data.id).toBe(first.json().data.id);
    const placed = first.json().data;
    expect(placed).toMatchObject({
      channel: 'payment_link',
      paymentStatus: 'awaiting_payment',
      depositAmount: null,
    });
    expect(placed.payment.authorizationUrl).toMatch(/^https?:\/\//);
    expect(await count(t, 'SELECT units AS n FROM products WHERE id = $1', [product.id])).toBe(3);
    await payOrder(t, placed);
    expect(await order(placed.id)).toMatchObject({ paymentStatus: 'paid', balanceDue: 0 });
    expect((await ngnWallet(t, ada)).pending).toBe(placed.totalPrice);
  });

  it('a booking with a 30% deposit: deposit, no expiry, then the balance — two ledger transactions, paid', async () => {
    const service = await insertService(t, ada, { priceMinor: 5_000_000 });
    const res = await makeLink(
      {
        deliveryAddress: undefined,
        service: { serviceId: service.id, bookedDate: tomorrow(), startHour: '10:00' },
        deposit: { kind: 'percent', value: 30 },
      },
      'booking-1',
    );
    expect(res.statusCode).toBe(201);
    const placed = res.json().data;
    expect(placed).toMatchObject({ depositAmount: 15_000, balanceDue: 50_000, status: 'NOT_PAID' });
    const pendingBefore = (await ngnWallet(t, ada)).pending;

    await payOrder(t, placed);
    expect(await order(placed.id)).toMatchObject({
      paymentStatus: 'partially_paid',
      status: 'NEW',
      balanceDue: 35_000,
      paymentDueAt: null,
    });
    expect((await ngnWallet(t, ada)).pending - pendingBefore).toBe(15_000);

    // Long after the reservation time, the expiry job leaves it alone: the slot stays booked.
    await expireUnpaidOrders(ctx, new Date(Date.now() + 86_400_000));
    expect(await order(placed.id)).toMatchObject({ paymentStatus: 'partially_paid', status: 'NEW' });

    const balance = await askBalance(placed.id);
    expect(balance.statusCode).toBe(201);
    expect(balance.json().data).toMatchObject({ balanceDue: 35_000 });
    const again = await askBalance(placed.id);
    expect(again.json().data.authorizationUrl).toBe(balance.json().data.authorizationUrl);

    await payOrder(t, { payment: balance.json().data });
    await payOrder(t, { payment: balance.json().data }).catch(() => undefined);
    expect(await order(placed.id)).toMatchObject({ paymentStatus: 'paid', balanceDue: 0 });
    expect((await ngnWallet(t, ada)).pending - pendingBefore).toBe(50_000);
    expect(await holds(placed.id)).toBe(2);
    expect((await askBalance(placed.id)).statusCode).toBe(409);
  });

  it('a fixed deposit of a product order; a deposit that leaves nothing is 422 and changes nothing', async () => {
    const product = await insertProduct(t, ada, { priceMinor: 1_000_000, units: 3 });
    const cart = [{ productId: product.id, quantity: 1 }];
    const fixed = await makeLink({ cart, deposit: { kind: 'fixed', value: 4_000 } });
    expect(fixed.statusCode).toBe(201);
    expect(fixed.json().data).toMatchObject({ depositAmount: 4_000, paymentStatus: 'awaiting_payment' });
    const orders = () => count(t, 'SELECT count(*) AS n FROM orders WHERE merchant_id = $1', [ada.id]);
    const before = await orders();
    const whole = await makeLink({ cart, deposit: { kind: 'fixed', value: 1_000_000 } });
    expect(whole.statusCode).toBe(422);
    expect(whole.json().message).toBe('The deposit must be less than the order’s total');
    const all = await makeLink({ cart, deposit: { kind: 'percent', value: 100 } });
    expect(all.statusCode).toBe(422);
    // A booking of ₦0.10 (no delivery): 1 % of it rounds to nothing.
    const tiny = await insertService(t, ada, { priceMinor: 10 });
    const nothing = await makeLink({
      deliveryAddress: undefined,
      service: { serviceId: tiny.id, bookedDate: tomorrow(), startHour: '11:00' },
      deposit: { kind: 'percent', value: 1 },
    });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toBe('The deposit must be at least ₦0.01');
    const bad = await makeLink({ cart, deposit: { kind: 'percent', percent: 100 } });
    expect(bad.statusCode).toBe(400);
    expect(await orders()).toBe(before);
    expect(await count(t, 'SELECT units AS n FROM products WHERE id = $1', [product.id])).toBe(2);
  });

  it('the balance of an order without a paid deposit is 409; another merchant’s order is 404', async () => {
    const product = await insertProduct(t, ada, { units: 2 });
    const placed = (await makeLink({ cart: [{ productId: product.id, quantity: 1 }] })).json().data;
    expect((await askBalance(placed.id)).statusCode).toBe(409);
    const bayo = await createMerchant(t, { businessName: 'Bayo Prints' });
    expect((await askBalance(placed.id, bayo)).statusCode).toBe(404);
  });
});
