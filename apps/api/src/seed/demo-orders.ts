import type { Random } from '../cli/simulate-orders.ts';
import { DELIVERY_NOTES } from '../cli/simulate-data.ts';
import { backdateOrderHistory } from './demo-backdate.ts';
import { buyerSequence, type DemoBuyer, orderTimes } from './demo-buyers.ts';
import type { DemoClient } from './demo-client.ts';
import { simulationJobs } from '../providers/payments/payments-plugin.ts';

export interface Placed {
  id: string;
  at: Date;
  buyer: DemoBuyer;
  paid: boolean;
}

interface CheckoutAnswer {
  id: string;
  payment: { authorizationUrl: string } | null;
}

const DAY = 86_400_000;
/** About one buyer in twelve never pays; the order expires, as it would have. */
const UNPAID_SHARE = 1 / 12;
/** The newest paid orders wait for the merchant's Call Logistics. */
const WAITING_FOR_LOGISTICS = 9;

/** A buyer checks out (POST /v1/checkout) and, mostly, pays on the provider's checkout page. */
export async function buyerCheckout(
  client: DemoClient,
  body: Record<string, unknown>,
  from: string,
  pays: boolean,
): Promise<{ id: string; paid: boolean }> {
  const order = await client.call<CheckoutAnswer>({ method: 'POST', url: '/v1/checkout', body, from });
  if (!pays || !order.payment) return { id: order.id, paid: !order.payment };
  const page = new URL(order.payment.authorizationUrl).pathname;
  await client.call({ method: 'POST', url: `${page}/confirm`, from });
  return { id: order.id, paid: true };
}

/** Runs the payment provider's webhook job over and over until stopped; `stop` then delivers the rest. */
function webhookPump(client: DemoClient) {
  let running = true;
  const pump = (async () => {
    while (running) {
      const { delivered } = await simulationJobs(client.app).runOnce();
      if (delivered === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await pump;
      await deliverWebhooks(client);
    },
  };
}

/** Delivers every webhook the payment provider has queued. */
export async function deliverWebhooks(client: DemoClient) {
  for (;;) {
    const { delivered } = await simulationJobs(client.app).runOnce();
    if (delivered === 0) return;
  }
}

/**
 * Adaeze Fabrics' sales: `count` orders over `days` days from the buyers (carts of one to three of the
 * products in stock), placed and paid through the checkout, dispatched through Call Logistics and
 * carried by the simulated carrier. The oldest are delivered (their escrow released to the wallet), a
 * few from the last days are in transit or awaiting pickup, the newest wait for Call Logistics, and the
 * unpaid ones expire.
 */
export async function seedProductOrders(
  client: DemoClient,
  seller: { id: string; token: string },
  stock: Map<string, number>,
  buyers: DemoBuyer[],
  options: { rng: Random; count: number; days: number; now: Date; time?: (step: string) => void },
): Promise<Placed[]> {
  const time = options.time ?? (() => {});
  const { rng, now } = options;
  const times = orderTimes(rng, options.count, options.days, now);
  const sequence = buyerSequence(rng, buyers, times.length);
  // Carts are drawn in order (the stock is counted here), then checked out a few at a time.
  const planned = [];
  for (const [n, at] of times.entries()) {
    const buyer = sequence[n]!;
    const cart = cartOf(rng, stock);
    if (!cart) break;
    const note = rng() < 0.25 ? DELIVERY_NOTES[Math.floor(rng() * DELIVERY_NOTES.length)] : undefined;
    const { from, ...details } = buyer;
    const pays = rng() >= UNPAID_SHARE || n >= times.length - WAITING_FOR_LOGISTICS;
    const body = {
      merchantId: seller.id,
      ...details,
      deliveryType: rng() < 0.2 ? 'express' : 'standard',
      cart,
      ...(note ? { deliveryNote: note } : {}),
    };
    planned.push({ at, buyer, body, from, pays });
  }
  // The provider's webhooks are delivered while the buyers check out, as the server's job does.
  const webhooks = webhookPump(client);
  const seedStarted = new Date();
  const placed: Placed[] = await inBatches(planned, async ({ at, buyer, body, from, pays }) => {
    const order = await buyerCheckout(client, body, from, pays);
    return { id: order.id, at, buyer, paid: order.paid };
  });
  time('seller orders: checkout and payment (webhooks alongside)');
  await webhooks.stop();
  time('seller orders: the last payment webhooks');
  await moveThroughCarrier(client, seller, placed, now, time);
  await backdateOrderHistory(client.app.db, placed, seedStarted);
  time('seller orders: backdating');
  return placed;
}

/** Call Logistics on every paid order but the newest, then the carrier's steps, by the order's age. */
async function moveThroughCarrier(
  client: DemoClient,
  seller: { id: string; token: string },
  placed: Placed[],
  now: Date,
  time: (step: string) => void,
) {
  const paid = placed.filter((p) => p.paid);
  const waiting = new Set(paid.slice(-WAITING_FOR_LOGISTICS).map((p) => p.id));
  const dispatched = paid.filter((p) => !waiting.has(p.id));
  const recent = dispatched.filter((p) => now.getTime() - p.at.getTime() < 3 * DAY);
  const older = dispatched.filter((p) => now.getTime() - p.at.getTime() >= 3 * DAY);
  const dispatch = (p: Placed) =>
    client.call({
      method: 'POST',
      url: `/v1/logistic/dispatch-order?merchantId=${seller.id}&orderId=${p.id}`,
      token: seller.token,
      body: {
        email: p.buyer.email,
        name: p.buyer.name,
        phone: p.buyer.phone,
        orderId: p.id,
        deliveryType: 'standard',
      },
    });
  const carrier = client.app.logisticsSim;
  if (!carrier) throw new Error('The demo story needs the built-in carrier (TERMINAL_BASE_URL unset)');
  // The story moves the carrier itself: its timer, which would step parcels on the clock's time, is off.
  const step = carrier.jobs;
  await step.stop();
  await inBatches(older, dispatch);
  time('seller orders: Call Logistics');
  // The carrier's steps on the story's days: each parcel reaches the buyer's terminal a day or so after
  // its order and is delivered at the carrier's next round (escrow released to the wallet then).
  await carrier.scheduleNextSteps(
    older.map((p, n) => ({ orderId: p.id, at: new Date(p.at.getTime() + DAY + (n % 7) * 3_600_000) })),
  );
  for (const round of carrierRounds(older[0]?.at ?? now, now)) await step.runOnce(round);
  time('seller orders: carrier rounds over the story (awaiting pickup, delivered)');
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  await inBatches(recent, dispatch);
  // Half of the recent ones have reached the pickup point; the rest are still on the road.
  const onRoad = recent.filter((_, n) => n % 2 === 0);
  await carrier.scheduleNextSteps(onRoad.map((p) => ({ orderId: p.id, at: later(24 * 60) })));
  await step.runOnce(later(8));
  await carrier.scheduleNextSteps(
    recent.map((p, n) => ({ orderId: p.id, at: new Date(now.getTime() + (6 + n * 7) * 3_600_000) })),
  );
  time('seller orders: the last days on the road');
}

/** The carrier's rounds from `from` to `to`: 10:00 and 17:00 Lagos time (9:00 and 16:00 UTC) each day. */
function carrierRounds(from: Date, to: Date): Date[] {
  const rounds: Date[] = [];
  const first = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  for (let day = first; day < to.getTime(); day += DAY)
    for (const hour of [9, 16])
      if (day + hour * 3_600_000 < to.getTime()) rounds.push(new Date(day + hour * 3_600_000));
  return rounds;
}

const LINES = [1, 1, 1, 1, 1, 2, 2, 3];
const UNITS = [1, 1, 1, 1, 1, 2, 2, 3];

function cartOf(rng: Random, stock: Map<string, number>) {
  const available = [...stock].filter(([, units]) => units > 0).map(([id]) => id);
  if (available.length === 0) return undefined;
  const lines = Math.min(available.length, LINES[Math.floor(rng() * LINES.length)]!);
  const cart: { productId: string; quantity: number }[] = [];
  for (let i = 0; i < lines; i++) {
    const productId = available.splice(Math.floor(rng() * available.length), 1)[0]!;
    const quantity = Math.min(stock.get(productId)!, UNITS[Math.floor(rng() * UNITS.length)]!);
    stock.set(productId, stock.get(productId)! - quantity);
    cart.push({ productId, quantity });
  }
  return cart;
}

/** How many calls the seed keeps in flight: enough to overlap the database's round trips. */
const IN_FLIGHT = 6;

/**
 * Runs `work` on every item, IN_FLIGHT at a time; the results keep the items' order. Items are started
 * in order, so whatever `work` draws from the random source before its first await is drawn in order.
 */
export async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const n = next++;
      results[n] = await work(items[n]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, items.length) }, worker));
  return results;
}
