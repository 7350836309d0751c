import type pg from 'pg';
import type { Env } from '../config/env.ts';
import { seededRandom } from '../cli/simulate-orders.ts';
import { seedActivity, seedInvoices, seedRequests } from './demo-activity.ts';
import { seedChatFromTrackingPage } from './demo-chat-entry.ts';
import { seedStockSync } from './demo-integrations.ts';
import { type DemoBuyer, demoBuyers } from './demo-buyers.ts';
import { buildSeedApp, type DemoClient, demoClient } from './demo-client.ts';
import { seedProvider } from './demo-provider.ts';
import { seedInvoiceRefund } from './demo-refunds.ts';
import { seedSeller } from './demo-seller.ts';
import { type DemoMerchant, login } from './demo-setup.ts';
import { seedNewcomer } from './demo-newcomer.ts';
import { seedDemoWebhook } from './demo-webhook.ts';
import { settleDemoNotifications } from './demo-notifications.ts';
import { simulationJobs } from '../providers/payments/payments-plugin.ts';

/** The fixed random seed: the same start day always tells the same story. */
export const DEMO_RANDOM_SEED = 18_2026;

export interface StoryOptions {
  /** The story's "now": orders, bookings, tasks and invoices are dated relative to it. */
  now: Date;
  /** Product orders over the last `days` days. */
  orders?: number;
  days?: number;
  /** Receives how long each step took (ms); the seller's and the other accounts' steps overlap. */
  onStep?: (step: string, ms: number) => void;
}

/** A stopwatch for one line of the story: each call reports the time since the previous one. */
function stopwatch(onStep: StoryOptions['onStep']) {
  let last = performance.now();
  return (step: string) => {
    const at = performance.now();
    onStep?.(step, at - last);
    last = at;
  };
}

/**
 * The demo's months of history, made through the API's own routes on an in-process app (see
 * demo-client.ts): Adaeze Fabrics (seller), Tunde Bakare Photography (provider) and a newcomer. The
 * seller's story and the other two accounts' run side by side (they share nothing), each with its own
 * fixed random source, so the result does not depend on which finishes first.
 */
export async function tellDemoStory(env: Env, pool: pg.Pool, options: StoryOptions) {
  const app = await buildSeedApp(env, pool);
  const time = stopwatch(options.onStep);
  try {
    await app.ready();
    const client = demoClient(app, env.PUBLIC_URL);
    const [seller, provider, newcomer] = await Promise.all(
      ['seller@oja.demo', 'provider@oja.demo', 'new@oja.demo'].map((email) => login(client, email)),
    );
    time('app and logins');
    const buyers = demoBuyers(seededRandom(DEMO_RANDOM_SEED), 120);
    await Promise.all([
      tellSellerStory(client, seller!, buyers, options, time),
      tellOtherStories(client, provider!, newcomer!, buyers, options),
    ]);
    await seedRequests(
      client,
      seller!,
      provider!.email,
      'Hello Tunde, can you shoot our new aso-oke collection next month?',
    );
    await seedRequests(
      client,
      provider!,
      seller!.email,
      'Hi Adaeze, we would love to style a bridal shoot with your lace. Can we partner?',
    );
    await seedRequests(
      client,
      newcomer!,
      seller!.email,
      'Good day ma, do you sell adire wholesale to small boutiques?',
    );
    await simulationJobs(app).runOnce();
    time('merchant requests');
    await seedDemoWebhook(app.db, seller!.id, env.PUBLIC_URL, env.NODE_ENV);
    await settleDemoNotifications(app.db, [seller!.id, provider!.id, newcomer!.id], options.now);
    time('notifications dated and the older ones read');
  } finally {
    await app.close();
  }
}

async function tellSellerStory(
  client: DemoClient,
  seller: DemoMerchant,
  buyers: DemoBuyer[],
  options: StoryOptions,
  time: (step: string) => void,
) {
  await seedSeller(client, seller, buyers, {
    rng: seededRandom(DEMO_RANDOM_SEED + 1),
    now: options.now,
    orders: options.orders ?? 330,
    days: options.days ?? 90,
    time,
  });
  const lines = await client.call<{ results: { id: string; name: string; price: number }[] }>({
    method: 'GET',
    url: '/v1/products?limit=20',
    token: seller.token,
  });
  await seedInvoices(
    client,
    seller,
    lines.results.map((p) => ({ productId: p.id, name: p.name, price: p.price })),
    buyers,
    options.now,
  );
  await seedInvoiceRefund(client, seller);
  await seedActivity(client, seller, buyers, options.now);
  await seedChatFromTrackingPage(client, seller);
  await seedStockSync(client.app.db, client, seller);
  time('seller: invoices, messages, helpdesk, tasks, calendar, stock sync');
}

/** Tunde Bakare Photography and the newcomer, told beside the seller's story. */
async function tellOtherStories(
  client: DemoClient,
  provider: DemoMerchant,
  newcomer: DemoMerchant,
  buyers: DemoBuyer[],
  options: StoryOptions,
) {
  const time = stopwatch(options.onStep);
  await seedProvider(client, provider, buyers.slice(60), {
    rng: seededRandom(DEMO_RANDOM_SEED + 2),
    now: options.now,
  });
  await seedInvoices(
    client,
    provider,
    [
      { name: 'Wedding photography (full day)', price: 450_000 },
      { name: 'Photo album (30 pages)', price: 85_000 },
      { name: 'Studio portrait session', price: 35_000 },
    ],
    buyers.slice(60),
    options.now,
  );
  time('provider (beside the seller)');
  await seedNewcomer(client, newcomer, seededRandom(DEMO_RANDOM_SEED + 3));
  time('newcomer (beside the seller)');
}
