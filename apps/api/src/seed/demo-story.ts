import type pg from 'pg';
import type { Env } from '../config/env.ts';
import { seededRandom } from '../cli/simulate-orders.ts';
import { seedActivity, seedInvoices, seedRequests } from './demo-activity.ts';
import { demoBuyers } from './demo-buyers.ts';
import { buildSeedApp, demoClient } from './demo-client.ts';
import { seedProvider } from './demo-provider.ts';
import { seedSeller } from './demo-seller.ts';
import { login } from './demo-setup.ts';
import { seedNewcomer } from './demo-newcomer.ts';

/** The fixed random seed: the same start day always tells the same story. */
export const DEMO_RANDOM_SEED = 18_2026;

export interface StoryOptions {
  /** The story's "now": orders, bookings, tasks and invoices are dated relative to it. */
  now: Date;
  /** Product orders over the last `days` days. */
  orders?: number;
  days?: number;
  /** Receives how long each step took (ms). */
  onStep?: (step: string, ms: number) => void;
}

/**
 * The demo's months of history, made through the API's own routes on an in-process app (see
 * demo-client.ts): Adaeze Fabrics (seller), Tunde Bakare Photography (provider) and a newcomer.
 */
export async function tellDemoStory(env: Env, pool: pg.Pool, options: StoryOptions) {
  const rng = seededRandom(DEMO_RANDOM_SEED);
  const app = await buildSeedApp(env, pool);
  let last = performance.now();
  const time = (step: string) => {
    const at = performance.now();
    options.onStep?.(step, at - last);
    last = at;
  };
  try {
    await app.ready();
    time('app');
    const client = demoClient(app, env.PUBLIC_URL);
    const seller = await login(client, 'seller@oja.demo');
    const provider = await login(client, 'provider@oja.demo');
    const newcomer = await login(client, 'new@oja.demo');
    time('logins');
    const buyers = demoBuyers(rng, 120);
    await seedSeller(client, seller, buyers, {
      rng,
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
    await seedActivity(client, seller, buyers, options.now);
    time('seller: invoices, messages, helpdesk, tasks, calendar');
    await seedProvider(client, provider, buyers.slice(60), { rng, now: options.now });
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
    time('provider');
    await seedNewcomer(client, newcomer, rng);
    await seedRequests(
      client,
      seller,
      provider.email,
      'Hello Tunde, can you shoot our new aso-oke collection next month?',
    );
    await seedRequests(
      client,
      provider,
      seller.email,
      'Hi Adaeze, we would love to style a bridal shoot with your lace. Can we partner?',
    );
    await seedRequests(
      client,
      newcomer,
      seller.email,
      'Good day ma, do you sell adire wholesale to small boutiques?',
    );
    time('newcomer, merchant requests');
    await app.paymentJobs.runOnce();
  } finally {
    await app.close();
  }
}
