import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { createPool } from '../../src/db/client.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant } from '../helpers/merchant.ts';
import { emitEvent } from '../../src/modules/webhooks/index.ts';
import { addEndpoint } from './helpers.ts';
import { type Receiver, startReceiver } from './receiver.ts';

describe('webhook delivery across instances', () => {
  let t: TestApp;
  let second: { app: FastifyInstance; pool: pg.Pool };
  let receiver: Receiver;
  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_INTERVAL_MS: '0' });
    // A second instance of the app on the same database, with its own pool and worker.
    const pool = createPool(String(t.pool.options.connectionString), 10);
    const app = await buildApp({ env: t.env, pool, logger: false });
    await app.ready();
    second = { app, pool };
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await second?.app.close();
    await second?.pool.end();
    await t?.close();
  });

  it('never delivers one event twice when two instances run their workers at the same time', async () => {
    const merchants = await Promise.all([createMerchant(t), createMerchant(t), createMerchant(t)]);
    for (const m of merchants) await addEndpoint(t, m, receiver.url, ['order.updated', 'product.updated']);
    let events = 0;
    for (const m of merchants)
      for (let i = 0; i < 30; i++) {
        await t.db.transaction((tx) =>
          emitEvent(tx, m.id, i % 2 ? 'order.updated' : 'product.updated', { id: `x-${i}` }),
        );
        events++;
      }
    // Both instances' workers run over and over, side by side, until nothing is left.
    let runs = 0;
    for (;;) {
      const sent = await Promise.all([
        t.app.webhookDelivery.runOnce(),
        second.app.webhookDelivery.runOnce(),
        t.app.webhookDelivery.runOnce(),
        second.app.webhookDelivery.runOnce(),
      ]);
      runs++;
      if (sent.every((n) => n === 0)) break;
    }
    expect(runs).toBeGreaterThan(2);
    const ids = receiver.received.map((r) => r.json.id);
    expect(ids).toHaveLength(events);
    expect(new Set(ids).size).toBe(events);
    const { rows } = await t.pool.query(
      `SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'delivered' AND attempt_count = 1`,
    );
    expect(rows[0].n).toBe(events);
  });
});
