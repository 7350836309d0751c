import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env.ts';
import { products, users } from '../db/schema/index.ts';
import { intervalJob } from '../lib/interval-job.ts';
import { type Random, seededRandom } from '../cli/simulate-orders.ts';
import { guestToken, threadBuyers } from './demo-activity.ts';
import { type DemoBuyer, demoBuyers } from './demo-buyers.ts';
import { type DemoClient, demoClient } from './demo-client.ts';
import { buyerCheckout } from './demo-orders.ts';
import { restockBySync } from './demo-integrations.ts';
import { DEMO_RANDOM_SEED } from './demo-story.ts';
import { simulationJobs } from '../providers/payments/payments-plugin.ts';

/** What one visit of a simulated buyer did. */
export type LiveVisit =
  | { kind: 'order'; orderId: string; buyer: string }
  | { kind: 'message'; buyer: string }
  | { kind: 'none'; reason: string };

const SELLER = 'seller@oja.demo';
/** Two visits in three are orders, the others a buyer writing back. */
const ORDER_SHARE = 2 / 3;
const MESSAGES = [
  'Good afternoon, is the Sanyan aso-oke still available in gold?',
  'Please can you deliver to Lekki Phase 1 by Saturday?',
  'I just paid, thank you! When will it be sent?',
  'Do you have the peach lace in 10 yards?',
  'The adire arrived, my mother loved it. I will order again.',
];

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/**
 * The living demo: every DEMO_LIVE_INTERVAL_SECONDS one of the demo's buyers visits Adaeze Fabrics
 * through the public routes (served in-process): mostly an order of what is in stock, paid on the
 * payment provider's page, otherwise a message in one of the buyer conversations. The dashboard, the
 * order list, notifications and the unread badge follow through the usual realtime events. Off unless
 * DEMO_LIVE; a database without the demo seller is left alone.
 */
export function demoLife(app: FastifyInstance, env: Env, random: Random = Math.random) {
  const buyers = demoBuyers(seededRandom(DEMO_RANDOM_SEED), 120);
  let client: DemoClient | undefined;
  return intervalJob(app, {
    name: 'demo live buyer',
    intervalMs: env.DEMO_LIVE ? env.DEMO_LIVE_INTERVAL_SECONDS * 1000 : 0,
    work: async (kind?: 'order' | 'message'): Promise<LiveVisit> => {
      client ??= demoClient(app, env.PUBLIC_URL);
      const [seller] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, SELLER));
      if (!seller) return { kind: 'none', reason: 'no demo seller' };
      const visit = kind ?? (random() < ORDER_SHARE ? 'order' : 'message');
      return visit === 'order'
        ? placeOrder(client, seller.id, pick(random, buyers), random)
        : writeMessage(client, pick(random, threadBuyers(buyers)), random);
    },
  });
}

async function placeOrder(client: DemoClient, sellerId: string, buyer: DemoBuyer, random: Random) {
  const inStock = await client.app.db
    .select({ id: products.id, units: products.units })
    .from(products)
    .where(and(eq(products.merchantId, sellerId), eq(products.status, 'ACTIVE'), gt(products.units, 0)));
  if (inStock.length === 0) return { kind: 'none', reason: 'nothing in stock' } as const;
  const { from, ...details } = buyer;
  const item = pick(random, inStock);
  const order = await buyerCheckout(
    client,
    {
      merchantId: sellerId,
      ...details,
      deliveryType: random() < 0.2 ? 'express' : 'standard',
      cart: [{ productId: item.id, quantity: 1 }],
    },
    from,
    true,
  );
  // The provider's webhook, delivered now rather than on the job's next round.
  await simulationJobs(client.app).runOnce();
  await restockBySync(client, sellerId, item.id, item.units);
  return { kind: 'order', orderId: order.id, buyer: buyer.name } as const;
}

async function writeMessage(client: DemoClient, buyer: DemoBuyer, random: Random) {
  const token = await guestToken(client, buyer.email);
  if (!token) return { kind: 'none', reason: 'no conversation' } as const;
  await client.call({
    method: 'POST',
    url: `/v1/messaging/guest/${token}/messages`,
    body: { text: pick(random, MESSAGES) },
    from: buyer.from,
  });
  return { kind: 'message', buyer: buyer.name } as const;
}
