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

/**
 * Waits, as the merchant (`merchantApi`), until Oja has recorded the buyer's payment of `order`: the
 * provider's webhook arrives within a job interval, later on a loaded machine. A journey that opens a
 * screen right after paying waits for this first, rather than betting on the webhook's speed.
 */
export async function paymentRecorded(merchantApi: APIRequestContext, order: PlacedOrder) {
  await expect
    .poll(
      async () => {
        const response = await merchantApi.get(`/v1/order/${order.id}`);
        return ((await response.json()) as { data: { order: { paymentStatus: string } } }).data.order
          .paymentStatus;
      },
      { timeout: 30_000 },
    )
    .toBe('paid');
}

/**
 * A checkout the buyer (`request`, no session) pays at once, returned once Oja has recorded the payment
 * (seen by the merchant, `merchantApi`): a journey never bets on how fast the provider's webhook arrives.
 */
export async function checkoutAndPay(
  request: APIRequestContext,
  merchantApi: APIRequestContext,
  data: Record<string, unknown>,
) {
  const order = await checkout(request, data);
  await payOnProvider(request, order);
  await paymentRecorded(merchantApi, order);
  return order;
}
