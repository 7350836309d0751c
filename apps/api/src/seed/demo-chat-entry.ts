import { and, desc, eq, ne } from 'drizzle-orm';
import { orders } from '../db/schema/index.ts';
import type { DemoClient } from './demo-client.ts';
import type { DemoMerchant } from './demo-setup.ts';

/**
 * A buyer who opened their tracking link and pressed "Message the seller" (decision 044): the seller's
 * newest product order with a buyer email gets a tracking link, its page's form is posted, and the buyer
 * writes in the conversation it opened — an unread question about that order in the seller's inbox.
 */
export async function seedChatFromTrackingPage(client: DemoClient, seller: DemoMerchant) {
  const [order] = await client.app.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.merchantId, seller.id), eq(orders.type, 'PRODUCT'), ne(orders.email, '')))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!order) throw new Error('the seller has no product order with a buyer email');
  const link = await client.call<{ url: string }>({
    method: 'POST',
    url: `/v1/order/${order.id}/links`,
    token: seller.token,
    body: { page: 'tracking' },
  });
  const pressed = await client.app.inject({
    method: 'POST',
    url: `${new URL(link.url).pathname}/message`,
    headers: { host: new URL(link.url).host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  const entry = /^\/chat\/([\w-]+)$/.exec(String(pressed.headers.location))?.[1];
  if (!entry)
    throw new Error(`Message the seller answered ${pressed.statusCode}: ${pressed.body.slice(0, 200)}`);
  await client.call({
    method: 'POST',
    url: `/v1/messaging/guest/${entry}/messages`,
    body: { text: 'Good evening, can the delivery come before Saturday? It is for a wedding.' },
  });
}
