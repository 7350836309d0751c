import { displayOrderId, orderAmount, productOrderTabs, serviceOrderTabs } from '@oja/contracts';
import { describe, expect, it } from 'vitest';
import {
  canCallLogistics,
  canCancel,
  totalLabel,
  LOGISTICS_WAIT_MS,
  PRODUCT_ORDER_FILTERS,
  productOrderStatusLook,
  SERVICE_ORDER_FILTERS,
  serviceOrderStatusLook,
} from './order-rules';

describe('product order status (SPEC §4)', () => {
  it.each([
    ['processing', 'processing', 'orange'],
    ['shipped', 'In transit', 'green'],
    ['awaiting_pickup', 'awaiting pickup', 'amber'],
    ['delivered', 'delivered', 'green'],
  ])('%s reads %s in %s', (status, label, tone) => {
    expect(productOrderStatusLook(status)).toEqual({ label, tone });
  });

  it('offers Call Logistics only while paid and processing', () => {
    expect(canCallLogistics({ status: 'processing', paymentStatus: 'paid' })).toBe(true);
    for (const status of ['shipped', 'awaiting_pickup', 'delivered', 'cancelled', 'PROCESSING', '']) {
      expect(canCallLogistics({ status, paymentStatus: 'paid' })).toBe(false);
    }
    for (const paymentStatus of ['awaiting_payment', 'refunded', 'expired'] as const) {
      expect(canCallLogistics({ status: 'processing', paymentStatus })).toBe(false);
    }
  });

  it('offers Cancel order on a paid order the carrier does not have yet, or a service not yet delivered', () => {
    expect(canCancel({ type: 'PRODUCT', status: 'processing', paymentStatus: 'paid' })).toBe(true);
    expect(canCancel({ type: 'PRODUCT', status: 'processing', paymentStatus: 'awaiting_payment' })).toBe(
      false,
    );
    expect(canCancel({ type: 'PRODUCT', status: 'shipped', paymentStatus: 'paid' })).toBe(false);
    for (const status of ['NEW', 'PAID', 'PENDING'])
      expect(canCancel({ type: 'SERVICE', status, paymentStatus: 'paid' })).toBe(true);
    for (const status of ['DELIVERED', 'CANCELLED', 'NOT_PAID'])
      expect(canCancel({ type: 'SERVICE', status, paymentStatus: 'paid' })).toBe(false);
  });

  it("says 'Total paid' only once paid", () => {
    expect(totalLabel('paid')).toBe('Total paid');
    expect(totalLabel('awaiting_payment')).toBe('Awaiting payment');
    expect(totalLabel('expired')).not.toContain('paid');
    expect(totalLabel('refunded')).toBe('Total refunded');
  });

  it('waits 3000 ms after a dispatch (SPEC §9)', () => {
    expect(LOGISTICS_WAIT_MS).toBe(3000);
  });
});

describe('service order status (SPEC §4)', () => {
  it.each([
    ['NEW', 'new order'],
    ['PENDING', 'pending'],
    ['DELIVERED', 'delivered'],
    ['NOT_PAID', 'not paid'],
    ['PAID', 'paid'],
    ['CANCELLED', 'cancelled'],
    ['SHIPPED', 'No status'],
    ['', 'No status'],
    ['new', 'No status'],
  ])('%s reads %s', (status, label) => {
    expect(serviceOrderStatusLook(status).label).toBe(label);
  });

  it('colours pending amber and an unknown status neutral', () => {
    expect(serviceOrderStatusLook('PENDING').tone).toBe('amber');
    expect(serviceOrderStatusLook('DELIVERED').tone).toBe('green');
    expect(serviceOrderStatusLook('WHATEVER').tone).toBe('slate');
  });
});

describe('filter tabs (SPEC §2)', () => {
  it('are the tab names the API maps to statuses, in the order of the SPEC', () => {
    expect(PRODUCT_ORDER_FILTERS).toEqual(['all', 'awaiting pickup', 'in transit', 'delivered']);
    expect(SERVICE_ORDER_FILTERS).toEqual(['all', 'not paid', 'paid', 'new', 'on transit', 'delivered']);
    expect([...PRODUCT_ORDER_FILTERS].sort()).toEqual(Object.keys(productOrderTabs).sort());
    expect([...SERVICE_ORDER_FILTERS].sort()).toEqual(Object.keys(serviceOrderTabs).sort());
  });
});

describe('order display rules (SPEC §9, from @oja/contracts)', () => {
  it("shows '#ORD-' and the last 5 characters of the id", () => {
    expect(displayOrderId('0190a000-0000-7000-8000-0000000ab12c')).toBe('#ORD-ab12c');
    expect(displayOrderId('abc')).toBe('#ORD-abc');
  });

  it('sums price × quantity over the cart, to the kobo', () => {
    const item = (price: number, quantity: number) => ({ productId: { price }, quantity });
    expect(orderAmount([item(4500, 2), item(1500.5, 1)])).toBe(10500.5);
    expect(orderAmount([item(0.1, 3), item(0.2, 1)])).toBe(0.5);
    expect(orderAmount([])).toBe(0);
  });
});
