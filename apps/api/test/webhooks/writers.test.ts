import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { as, createInvoice } from '../invoices/invoice-helpers.ts';
import { sendAsBuyer, startBuyerConversation } from '../messaging/helpers.ts';
import { buyer, checkout, insertProduct, insertService, placeOrder } from '../orders/helpers.ts';
import { emitStockLow } from '../../src/modules/webhooks/index.ts';
import { addEndpoint } from './helpers.ts';
import { type Receiver, startReceiver } from './receiver.ts';

const nextMonday = () => {
  const date = new Date(Date.now() + 14 * 86_400_000);
  while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** Each event type comes from the writer that makes the change, in its transaction. */
describe('webhook events from the writers', () => {
  let t: TestApp;
  let m: TestMerchant;
  let receiver: Receiver;
  const eventsSince = async (from: number) => {
    while ((await t.app.webhookDelivery.runOnce()) > 0);
    return receiver.received.slice(from).map((r) => r.json);
  };
  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_INTERVAL_MS: '0' });
    m = await createMerchant(t);
    receiver = await startReceiver();
    await addEndpoint(t, m, receiver.url, [
      'order.updated',
      'payment.succeeded',
      'invoice.paid',
      'refund.created',
      'booking.created',
      'message.received',
      'product.updated',
    ]);
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  it('product.updated from a product edit', async () => {
    const product = await insertProduct(t, m);
    const from = receiver.received.length;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/product/${product.id}`,
      headers: m.headers,
      payload: { name: 'Adire tote bag, large' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await eventsSince(from);
    expect(event).toMatchObject({
      type: 'product.updated',
      data: { id: product.id, name: 'Adire tote bag, large' },
    });
  });

  it('refund.created and order.updated from a refund, in that order', async () => {
    const product = await insertProduct(t, m);
    const order = await placeOrder(t, m, [{ productId: product.id, quantity: 1 }]);
    const from = (await eventsSince(0)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/order/${order.id}/refunds`,
      headers: { ...m.headers, 'idempotency-key': `refund-${order.id}` },
      payload: { amount: 1_000, reason: 'Damaged', destination: 'store_credit' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const events = await eventsSince(from);
    expect(events.map((e) => e.type)).toEqual(['refund.created', 'order.updated']);
    expect(events[0]!.data).toMatchObject({
      orderId: order.id,
      amount: 100_000,
      destination: 'store_credit',
    });
    expect(events[1]!.data).toMatchObject({ id: order.id, refunded: 100_000 });
  });

  it('invoice.paid when the merchant marks an invoice paid', async () => {
    const invoice = await createInvoice(t, m);
    expect((await as(t, m).patch(`/v1/invoice/${invoice.id}/status`, { status: 'ISSUED' })).statusCode).toBe(
      200,
    );
    const from = receiver.received.length;
    expect(
      (await as(t, m).patch(`/v1/invoice/${invoice.id}/status`, { paymentStatus: 'PAID' })).statusCode,
    ).toBe(200);
    const [event] = await eventsSince(from);
    expect(event).toMatchObject({ type: 'invoice.paid', data: { id: invoice.id } });
  });

  it('booking.created and payment.succeeded from a booking', async () => {
    const service = await insertService(t, m);
    const from = receiver.received.length;
    const res = await checkout(t, {
      merchantId: m.id,
      ...buyer({ deliveryAddress: undefined }),
      service: { serviceId: service.id, bookedDate: nextMonday(), startHour: '10:00', endHour: '11:00' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const events = await eventsSince(from);
    expect(events.map((e) => e.type)).toContain('booking.created');
    expect(events.find((e) => e.type === 'booking.created')!.data).toMatchObject({
      orderId: res.json().data.id,
      service_id: service.id,
      start: '10:00',
    });
  });

  it('message.received from a buyer, not from the merchant', async () => {
    const { conversation, token } = await startBuyerConversation(t, m, 'ngozi@example.com', {
      text: 'Hello Ngozi',
    });
    const from = receiver.received.length;
    expect((await sendAsBuyer(t, token, 'Is the blue one in stock?')).statusCode).toBeLessThan(300);
    const events = await eventsSince(from);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'message.received',
      data: { conversationId: conversation.id, text: 'Is the blue one in stock?' },
    });
  });

  it('stock.low through the named function the low-stock alerts call', async () => {
    await t.pool.query(
      `UPDATE webhook_endpoints SET events = events || '{stock.low}' WHERE merchant_id = $1`,
      [m.id],
    );
    const product = await insertProduct(t, m, { units: 2 });
    const from = receiver.received.length;
    await t.db.transaction((tx) =>
      emitStockLow(tx, m.id, {
        id: product.id,
        name: product.name,
        sku: product.sku,
        units: 2,
        threshold: 3,
      }),
    );
    const [event] = await eventsSince(from);
    expect(event).toMatchObject({ type: 'stock.low', data: { id: product.id, units: 2, threshold: 3 } });
  });
});
