import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, createPool } from '../../../src/db/client.ts';
import { freePort } from '../../../src/db/embedded.ts';
import { webhookEndpoints } from '../../../src/db/schema/index.ts';
import { emitEvent } from '../../../src/modules/webhooks/index.ts';
import { createTestDatabase } from '../../helpers/database.ts';
import { startReceiver, until } from '../../webhooks/receiver.ts';
import { merchantIn, type ServerProcess, startServer } from './server-process.ts';

/**
 * A server process killed with SIGKILL while it waits for a receiver's answer: the attempt it recorded
 * before sending stays in the log, and once its claim has expired the restarted server sends the same
 * event (same Oja-Event-Id) again, so the receiver, deduplicating on that id, processes it exactly once.
 */
describe('webhook delivery through a kill -9', () => {
  const receiverReady = startReceiver();
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    await (await receiverReady).close();
  });

  it('records the interrupted attempt and delivers the event exactly once after a restart', async () => {
    const receiver = await receiverReady;
    const url = await createTestDatabase();
    const pool = createPool(url, 2);
    const db = createDatabase(pool);
    const merchant = await merchantIn(pool);
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({
        merchantId: merchant.id,
        url: receiver.url,
        events: ['order.updated'],
        secret: 'whsec_kill_test',
      })
      .returning();
    await db.transaction((tx) =>
      emitEvent(tx, merchant.id, 'order.updated', { id: 'order-1', status: 'SHIPPED' }),
    );
    const env = { DATABASE_URL: url, WEBHOOK_INTERVAL_MS: '100', WEBHOOK_TIMEOUT_MS: '30000' };

    receiver.state.mode = 'hang';
    const first = await startServer(await freePort(), env);
    servers.push(first);
    await until(() => receiver.received.length === 1, 30_000);
    first.child.kill('SIGKILL');
    await first.exited;

    const delivery = (await pool.query('SELECT id, status, attempt_count FROM webhook_deliveries')).rows;
    expect(delivery).toMatchObject([{ status: 'pending', attempt_count: 1 }]);
    const [attempt] = (await pool.query('SELECT request_body, duration_ms FROM webhook_attempts')).rows;
    expect(JSON.parse(attempt.request_body).data).toEqual({ id: 'order-1', status: 'SHIPPED' });
    expect(attempt.duration_ms).toBeNull();

    // The claim of the killed instance runs out (here at once, instead of after its minute).
    await pool.query(`UPDATE webhook_deliveries SET claimed_until = now() - interval '1 second'`);
    receiver.state.mode = 'ok';
    const second = await startServer(await freePort(), env);
    servers.push(second);
    await until(
      async () =>
        (await pool.query(`SELECT 1 FROM webhook_deliveries WHERE status = 'delivered'`)).rowCount === 1,
      30_000,
    );
    // Given time to send anything more, it sends nothing.
    await new Promise((r) => setTimeout(r, 500));
    second.child.kill('SIGTERM');
    await second.exited;

    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['oja-event-id']).toBe(receiver.received[0]!.headers['oja-event-id']);
    expect(receiver.processed.size).toBe(1);
    const attempts = (
      await pool.query(
        `SELECT response_status, error FROM webhook_attempts WHERE delivery_id = $1 ORDER BY started_at`,
        [delivery[0].id],
      )
    ).rows;
    expect(attempts).toEqual([
      { response_status: null, error: 'Interrupted before an answer was recorded' },
      { response_status: 200, error: null },
    ]);
    expect(endpoint!.id).toBeTruthy();
    await pool.end();
  });
});
