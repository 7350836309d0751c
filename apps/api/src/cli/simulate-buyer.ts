import type { SimOrder } from './simulate-orders.ts';

/** What the checkout answered, as far as the simulator reads it. */
export interface PlacedOrder {
  id: string;
  type: 'PRODUCT' | 'SERVICE';
  totalPrice: number;
  payment: { authorizationUrl: string } | null;
}

export interface CheckoutOutcome {
  placed: PlacedOrder[];
  refused: Map<string, number>;
}

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

/** Posts each order to the checkout, waiting out the rate limit when the server asks to. */
export async function placeOrders(
  url: string,
  orders: SimOrder[],
  print: (line: string) => void,
): Promise<CheckoutOutcome> {
  const outcome: CheckoutOutcome = { placed: [], refused: new Map() };
  for (const order of orders) {
    for (;;) {
      const response = await fetch(`${url}/v1/checkout`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify(order),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; data?: PlacedOrder };
      if (response.status === 429) {
        const seconds = Number(response.headers.get('retry-after') ?? 5);
        print(`  rate limited: waiting ${seconds} s`);
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        continue;
      }
      if (response.status === 201 && body.data) outcome.placed.push(body.data);
      else {
        const reason = `${response.status} ${body.message ?? response.statusText}`;
        outcome.refused.set(reason, (outcome.refused.get(reason) ?? 0) + 1);
      }
      break;
    }
  }
  return outcome;
}

/**
 * Pays for an order as a buyer does: opens the payment provider's checkout page and submits its
 * "Confirm payment" form. The page is reached through `url` (the address the simulator talks to,
 * which may differ from the server's PUBLIC_URL). Resolves to whether the provider accepted it.
 */
export async function payAsBuyer(url: string, authorizationUrl: string): Promise<boolean> {
  const page = new URL(new URL(authorizationUrl).pathname, url);
  const opened = await fetch(page, { headers: { accept: 'text/html' } });
  const html = await opened.text();
  const form = /<form method="post" action="([^"]+\/confirm)"/.exec(html);
  if (opened.status !== 200 || !form) return false;
  const confirmed = await fetch(new URL(form[1]!.replace(/&amp;/g, '&'), url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  await confirmed.arrayBuffer();
  return confirmed.status < 400;
}
