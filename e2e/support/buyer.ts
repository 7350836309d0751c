import { type APIRequestContext, expect } from '@playwright/test';

/** What POST /v1/checkout answers, as the journeys read it. */
export interface PlacedOrder {
  id: string;
  orderReference: string;
  totalPrice: number;
  payment: { reference: string; authorizationUrl: string; expiresAt: string } | null;
}

/** A buyer's checkout (no session: pass a request context that is not the merchant's). */
export async function checkout(
  request: APIRequestContext,
  data: Record<string, unknown>,
): Promise<PlacedOrder> {
  const response = await request.post('/v1/checkout', { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: PlacedOrder }).data;
}

/**
 * The buyer confirms on the simulated provider's checkout page (its form, posted without a browser);
 * the provider's webhook then reaches the server within a payment job interval.
 */
export async function payOnProvider(request: APIRequestContext, order: PlacedOrder) {
  const path = new URL(order.payment!.authorizationUrl).pathname;
  const confirmed = await request.post(`${path}/confirm`, { maxRedirects: 0 });
  expect(confirmed.status(), await confirmed.text()).toBeLessThan(400);
}

/** A checkout the buyer pays at once. */
export async function checkoutAndPay(request: APIRequestContext, data: Record<string, unknown>) {
  const order = await checkout(request, data);
  await payOnProvider(request, order);
  return order;
}
