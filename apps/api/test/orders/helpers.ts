import type { LightMyRequestResponse } from 'fastify';
import { products, services, type StoredScheduleSlot } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';

let skuCounter = 0;

/** A product inserted straight into the catalogue (the catalogue's own rules are tested elsewhere). */
export async function insertProduct(
  t: TestApp,
  merchant: { id: string },
  values: Partial<typeof products.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(products)
    .values({
      merchantId: merchant.id,
      sku: `SKU-${++skuCounter}-${Math.random().toString(36).slice(2, 7)}`.toUpperCase(),
      name: 'Adire tote bag',
      category: 'Fashion',
      priceMinor: 1_250_000,
      units: 10,
      weight: 1,
      ...values,
    })
    .returning();
  return row!;
}

export const weekdaySlots = (start = '09:00', end = '17:00'): StoredScheduleSlot[] =>
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
    day,
    start,
    end,
    location: { type: 'online' },
  }));

export async function insertService(
  t: TestApp,
  merchant: { id: string },
  values: Partial<typeof services.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(services)
    .values({
      merchantId: merchant.id,
      name: 'Portrait session',
      priceMinor: 2_500_000,
      availableSchedule: weekdaySlots(),
      ...values,
    })
    .returning();
  return row!;
}

let buyerCounter = 0;
export const buyer = (overrides: Record<string, unknown> = {}) => ({
  name: 'Chiamaka Eze',
  email: `buyer-${++buyerCounter}-${Math.random().toString(36).slice(2, 7)}@example.com`,
  phone: '+2348031112222',
  deliveryAddress: { address: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos' },
  ...overrides,
});

export const checkout = (t: TestApp, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/checkout', payload });

export type PlacedOrder = {
  id: string;
  status: string;
  orderReference: string;
  paymentStatus: string;
  totalPrice: number;
  payment: { reference: string; authorizationUrl: string; expiresAt: string } | null;
} & Record<string, unknown>;

/** The buyer pays on the provider's checkout page; the provider's webhook is then delivered. */
export async function payOrder(t: TestApp, order: Pick<PlacedOrder, 'payment'>) {
  const accessCode = order.payment!.authorizationUrl.split('/').at(-1)!;
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/v1/payments/checkout/${accessCode}/confirm`,
  });
  if (confirmed.statusCode >= 400) throw new Error(`pay: ${confirmed.statusCode} ${confirmed.body}`);
  await t.app.paymentJobs!.runOnce();
}

/** A buyer's checkout, left unpaid. */
export async function placeUnpaidOrder(
  t: TestApp,
  merchant: { id: string },
  cart: { productId: string; quantity: number }[],
  extra = {},
): Promise<PlacedOrder> {
  const res = await checkout(t, { merchantId: merchant.id, ...buyer(), cart, ...extra });
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.body}`);
  return res.json().data;
}

/** A buyer's checkout, paid through the provider's checkout (as the lists, dispatch and reports need). */
export async function placeOrder(
  t: TestApp,
  merchant: { id: string },
  cart: { productId: string; quantity: number }[],
  extra = {},
): Promise<PlacedOrder> {
  const order = await placeUnpaidOrder(t, merchant, cart, extra);
  await payOrder(t, order);
  return { ...order, paymentStatus: 'paid' };
}

export const pickupBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Adaeze',
  lastName: 'Okafor',
  email: 'dispatch@adaeze.example',
  phone: '+2348030000001',
  address: '14 Balogun Street',
  state: 'Lagos',
  city: 'Lagos Island',
  ...overrides,
});

export async function addPickupAddress(
  t: TestApp,
  merchant: TestMerchant,
  overrides: Record<string, unknown> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/logistic/pickup-address',
    headers: merchant.headers,
    payload: pickupBody(overrides),
  });
  if (res.statusCode !== 200) throw new Error(`pickup address failed: ${res.body}`);
  return res.json().data as { id: string } & Record<string, unknown>;
}

export function dispatch(
  t: TestApp,
  merchant: TestMerchant,
  orderId: string,
  overrides: { merchantId?: string; body?: Record<string, unknown> } = {},
): Promise<LightMyRequestResponse> {
  const merchantId = overrides.merchantId ?? merchant.id;
  return t.app.inject({
    method: 'POST',
    url: `/v1/logistic/dispatch-order?merchantId=${merchantId}&orderId=${orderId}`,
    headers: merchant.headers,
    payload: {
      email: 'chiamaka@example.com',
      name: 'Chiamaka Eze',
      phone: '+2348031112222',
      orderId,
      deliveryType: 'standard',
      ...overrides.body,
    },
  });
}

export const getOrder = (t: TestApp, merchant: TestMerchant, id: string) =>
  t.app.inject({ method: 'GET', url: `/v1/order/${id}`, headers: merchant.headers });

export async function count(t: TestApp, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await t.pool.query(sql, params);
  return Number(rows[0].n);
}
