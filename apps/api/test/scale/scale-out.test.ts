import { afterAll, describe, expect, it } from 'vitest';
import { createPool } from '../../src/db/client.ts';
import { merchantIn } from '../security/slow/server-process.ts';
import { auditEffects, auditMigrations, auditWrites, jobEffects } from './audit.ts';
import { ScaleClient, tally } from './client.ts';
import {
  balancerUrl,
  type Balancer,
  BALANCER_PORT,
  healthy,
  type Instance,
  INSTANCE_PORTS,
  instanceEnv,
  spawnInstance,
  startBalancer,
  terminate,
} from './cluster.ts';
import { loadRound, type LoadState } from './merchant-load.ts';
import { prepareMerchant } from './merchant-setup.ts';
import { type ExternalPostgres, firstFreePort, portFree, startPostgres15 } from './postgres-15.ts';
import { fanOutProbe, holdSocket } from './sockets.ts';

const MERCHANTS = 3;
/** Load before the faults, between them and after the last. */
const STEADY_MS = 4_000;
/** How long the killed instance stays down before it is started again (an orchestrator's restart delay). */
const DOWN_MS = 2_000;
/** After an instance is healthy again, the balancer needs two passing checks 500 ms apart to use it. */
const REJOIN_MS = 2_000;
/** The background work the load leaves behind (transfers, expiries, carrier steps) settles within this. */
const SETTLE_MS = 45_000;

/** The error lines (pino level 50 and above) the instances logged, without their stack traces. */
const errorLines = (launched: Instance[]) =>
  launched
    .flatMap((instance) => instance.output().split('\n'))
    .filter((line) => /"level":(50|60)/.test(line))
    .map((line) => JSON.stringify(JSON.parse(line), (key, value) => (key === 'stack' ? undefined : value)));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

describe('scale-out: three instances on PostgreSQL 15 behind HAProxy', () => {
  let database: ExternalPostgres | undefined;
  let balancer: Balancer | undefined;
  const instances: Instance[] = [];

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(instances.map((instance) => terminate(instance)));
    database?.stop();
  });

  it('loses, duplicates and double-runs nothing through a kill -9 and a rolling restart', async () => {
    const started = Date.now();
    for (const port of [BALANCER_PORT, ...INSTANCE_PORTS])
      expect(await portFree(port), `port ${port} is in use`).toBe(true);
    database = startPostgres15(
      await firstFreePort([4700, 4701, 4702, 4703, 4704, 4705, 4706, 4707, 4708, 4709]),
    );
    const env = instanceEnv(database.url);
    const launched: Instance[] = [];
    const launch = (port: number) => {
      const instance = spawnInstance(port, env);
      launched.push(instance);
      return instance;
    };
    const pool = createPool(database.url, 3);

    // Three instances at once on an empty database: their migrations race and must apply once.
    instances.push(...INSTANCE_PORTS.map(launch));
    await Promise.all(instances.map((instance) => healthy(instance)));
    const upMs = Date.now() - started;
    balancer = startBalancer();
    const client = new ScaleClient(balancerUrl);
    for (let i = 0; (await client.request('health', '/healthz', { untracked: true })).status !== 200; i++) {
      if (i > 100) throw new Error(`the balancer did not answer:\n${balancer.output()}`);
      await sleep(100);
    }

    const states: LoadState[] = [];
    for (let m = 0; m < MERCHANTS; m++) states.push(await prepareMerchant(client, await merchantIn(pool)));
    const fanOutBefore = await fanOutProbe(
      client,
      states[0]!.merchant,
      states[0]!.conversationId,
      INSTANCE_PORTS,
      'before',
    );
    const sockets = states.map((state) => holdSocket(BALANCER_PORT, state.merchant));

    let running = true;
    const workers = states.map(async (state, m) => {
      for (let n = 0; running; n++) await loadRound(client, state, `${m}-${n}`);
    });

    client.phase = 'steady';
    await sleep(STEADY_MS);

    // kill -9 of one instance; an orchestrator starts it again.
    client.phase = 'kill';
    instances[0]!.child.kill('SIGKILL');
    await instances[0]!.exited;
    await sleep(DOWN_MS);
    instances[0] = launch(INSTANCE_PORTS[0]);
    await healthy(instances[0]);
    await sleep(REJOIN_MS + STEADY_MS);

    // Rolling restart: SIGTERM each instance in turn, the next only once the last is back in the balancer.
    client.phase = 'rolling';
    const exitCodes: (number | null)[] = [];
    for (let i = 0; i < instances.length; i++) {
      exitCodes.push(await terminate(instances[i]!));
      instances[i] = launch(INSTANCE_PORTS[i]!);
      await healthy(instances[i]!);
      await sleep(REJOIN_MS);
    }

    client.phase = 'after';
    await sleep(STEADY_MS);
    running = false;
    await Promise.all(workers);
    await Promise.all(sockets.map((socket) => socket.stop()));
    const fanOutAfter = await fanOutProbe(
      client,
      states[1]!.merchant,
      states[1]!.conversationId,
      INSTANCE_PORTS,
      'after',
    );

    // The background work the load left: every payout settled, every unpaid order expired, every parcel delivered.
    const settleStarted = Date.now();
    const pending = async () =>
      Number(
        (
          await pool.query<{ n: string }>(`SELECT
            (SELECT count(*) FROM payouts WHERE status IN ('pending', 'held')) +
            (SELECT count(*) FROM orders WHERE payment_status = 'awaiting_payment') +
            (SELECT count(*) FROM shipments WHERE status <> 'delivered') AS n`)
        ).rows[0]!.n,
      );
    while ((await pending()) > 0 && Date.now() - settleStarted < SETTLE_MS) await sleep(500);
    const settleMs = Date.now() - settleStarted;

    const writes = await auditWrites(pool, states);
    const effects = await auditEffects(pool);
    const jobs = await jobEffects(pool);
    const migrations = await auditMigrations(pool);
    const left = await pending();
    await pool.end();

    const phases = ['steady', 'kill', 'rolling', 'after'].map((phase) => ({
      phase,
      ...tally(client.sent, phase),
    }));
    const accepted = states.flatMap((s) => s.writes).filter((w) => w.accepted).length;
    const kinds = states
      .flatMap((s) => s.writes)
      .reduce<Record<string, number>>((all, w) => ({ ...all, [w.kind]: (all[w.kind] ?? 0) + 1 }), {});
    console.log(
      [
        `scale-out: PostgreSQL 15 + HAProxy 2.6 + 3 instances, ${MERCHANTS} merchants, total ${seconds(Date.now() - started)}`,
        `  3 instances started together, healthy in ${seconds(upMs)}; migrations ${migrations.applied} applied of ${migrations.committed} committed (${migrations.distinct} distinct)`,
        ...phases.map(
          (p) =>
            `  ${p.phase.padEnd(8)} sent ${p.sent}, failed ${p.failed}, retried by the client ${p.retried}${p.failures.length ? `: ${p.failures.slice(0, 5).join(' | ')}` : ''}`,
        ),
        `  writes ${Object.entries(kinds)
          .map(([k, n]) => `${k} ${n}`)
          .join(
            ', ',
          )}; accepted ${accepted}; lost ${writes.lost.length}, duplicated ${writes.duplicated.length}`,
        `  jobs: ${jobs.paid} orders paid, ${jobs.expired} expired, ${jobs.carrierSteps} carrier steps (${jobs.delivered} delivered), ${jobs.payoutsSettled} payouts settled, ${jobs.payoutsPending} pending; roll-up state rows ${jobs.rollupRuns}; settled in ${seconds(settleMs)}, ${left} left`,
        `  double effects: ${Object.keys(effects).length ? JSON.stringify(effects) : 'none'}`,
        `  websocket fan-out across instances: before ${fanOutBefore.delivered}/${fanOutBefore.expected}, after ${fanOutAfter.delivered}/${fanOutAfter.expected}; held sockets reconnected ${sockets.map((s) => s.held.reconnects).join('/')} times, received ${sockets.map((s) => s.held.events).join('/')} events`,
        `  SIGTERM exit codes ${exitCodes.join(', ')}`,
        `  instances' errors: ${errorLines(launched).join('\n    ') || 'none'}`,
        `  PostgreSQL errors: ${
          database
            .log()
            .split('\n')
            .filter((l) => /ERROR|DETAIL|Process \d+:/.test(l))
            .slice(0, 30)
            .join('\n    ') || 'none'
        }`,
        `  balancer log (failed or retried requests only):\n${balancer.output().trim() || '(empty)'}`,
      ].join('\n'),
    );

    expect(phases.find((p) => p.phase === 'rolling')!.failures).toEqual([]);
    expect(writes).toEqual({ lost: [], duplicated: [] });
    expect(effects).toEqual({});
    expect(migrations).toEqual({
      committed: migrations.committed,
      applied: migrations.committed,
      distinct: migrations.committed,
    });
    expect(fanOutBefore.missing).toEqual([]);
    expect(fanOutAfter.missing).toEqual([]);
    expect(exitCodes).toEqual([0, 0, 0]);
    expect(left, 'background work left unfinished').toBe(0);
    expect(jobs.expired).toBeGreaterThan(0);
    expect(jobs.carrierSteps).toBeGreaterThan(0);
    expect(jobs.payoutsSettled).toBeGreaterThan(0);
  });
});
