import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPool } from '../../../src/db/client.ts';
import { freePort } from '../../../src/db/embedded.ts';
import { clusterProcesses } from '../../../src/db/postmaster.ts';
import { audit, prepare, retry, succeeded, write, WRITE_KINDS, type Write } from './chaos-load.ts';
import {
  call,
  childrenOf,
  embeddedUrl,
  merchantIn,
  postmasterPid,
  type ServerProcess,
  startServer,
  supervisorEntry,
  until200,
} from './server-process.ts';

const LOOPS = 8;
/** Load before each fault, and after the last recovery. */
const STEADY_MS = 2_500;
/** The goal: service back this soon after PostgreSQL is killed. */
const PG_RECOVERY_LIMIT_S = 10;
const SERVER_RECOVERY_LIMIT_S = 60;
const STOP_LIMIT_MS = 45_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oja-chaos-'));
chmodSync(dataDir, 0o755); // the embedded server runs as the `postgres` user when we are root
const pgDir = path.join(dataDir, 'pg');
const seconds = (from: number, to: number) => Number(((to - from) / 1000).toFixed(1));

describe('chaos: kill -9 of PostgreSQL, then of the server, under write load', () => {
  let supervisor: ServerProcess | undefined;
  afterAll(async () => {
    // After a failure: stop everything this test started before its directory goes.
    if (supervisor?.child.exitCode === null) {
      supervisor.child.kill('SIGTERM');
      await Promise.race([supervisor.exited, sleep(STOP_LIMIT_MS)]);
    }
    for (const pid of await clusterProcesses(pgDir)) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('comes back by itself each time, and loses, duplicates or half-applies no write', async () => {
    supervisor = await startServer(
      await freePort(),
      { DATA_DIR: dataDir, CHECKOUT_PER_MINUTE: '1000000', WITHDRAWALS_PER_DAY: '1000000' },
      supervisorEntry,
    );
    const { base } = supervisor;
    const setupPool = createPool(embeddedUrl(pgDir), 2);
    const merchant = await merchantIn(setupPool);
    await setupPool.end();
    const { products } = await prepare(base, merchant);

    const writes: Write[] = [];
    let running = true;
    const loop = async (i: number) => {
      for (let n = 0; running; n++) {
        const kind = WRITE_KINDS[(i + n) % WRITE_KINDS.length]!;
        const mark =
          kind === 'product' || kind === 'withdrawal'
            ? `chaos ${kind} ${i}-${n}`
            : `${kind}-${i}-${n}@chaos.example`;
        const answer = await write(base, merchant, products, kind, mark);
        writes.push(answer);
        if (answer.status === 'error') await sleep(200); // the server is down: do not spin
      }
    };
    const loops = Array.from({ length: LOOPS }, (_, i) => loop(i));

    // 1. PostgreSQL killed: /healthz says so meanwhile, and the server brings it back.
    await sleep(STEADY_MS);
    const health: string[] = [];
    process.kill(postmasterPid(pgDir), 'SIGKILL');
    const pgKilledAt = Date.now();
    // Probes every 100 ms, each on its own: one waiting for the database does not hold the next.
    let pgBackAt: number | undefined;
    const probes: Promise<void>[] = [];
    while (!pgBackAt && Date.now() - pgKilledAt < 30_000) {
      probes.push(
        call(`${base}/healthz`, {}, 5_000).then((answer) => {
          const database = typeof answer.status === 'number' ? JSON.parse(answer.body).database : '';
          health.push(`${answer.status} ${database}`);
          // Back means healthy after the outage was seen: a probe answered in the instant after the kill,
          // before the server noticed, says nothing about recovery.
          const outageSeen = health.some((h) => !h.startsWith('200'));
          if (answer.status === 200 && outageSeen) pgBackAt = Math.min(pgBackAt ?? Infinity, answer.endedAt);
        }),
      );
      await sleep(100);
    }
    await Promise.all(probes);
    expect(pgBackAt, 'PostgreSQL did not come back').toBeDefined();
    const firstWriteAfter = () => writes.find((w) => w.startedAt > pgKilledAt && succeeded(w))?.endedAt;

    // 2. The server killed: its supervisor starts another, which adopts the database.
    await sleep(STEADY_MS);
    const [serverPid] = childrenOf(supervisor.child.pid!);
    expect(serverPid).toBeDefined();
    process.kill(serverPid!, 'SIGKILL');
    const serverKilledAt = Date.now();
    const serverBackAt = await until200(`${base}/healthz`, SERVER_RECOVERY_LIMIT_S * 1000);
    expect(serverBackAt, `the server did not come back:\n${supervisor.output()}`).toBeDefined();

    // 3. The server stopped cleanly by someone else (SIGTERM to it, not to the supervisor): no crash, so it
    // comes back at the first backoff whatever crashed before.
    await sleep(STEADY_MS);
    const [stoppedPid] = childrenOf(supervisor.child.pid!);
    process.kill(stoppedPid!, 'SIGTERM');
    await sleep(1_000);
    expect(await until200(`${base}/healthz`, SERVER_RECOVERY_LIMIT_S * 1000)).toBeDefined();
    expect(supervisor.output()).toMatch(/"code":0,[^\n]*"retryInMs":500/);
    await sleep(STEADY_MS);
    running = false;
    await Promise.all(loops);

    // A withdrawal whose answer was lost is sent again with its key: it must apply once.
    const refused = writes.filter((w) => w.kind === 'withdrawal' && !succeeded(w));
    for (const w of refused) await retry(base, merchant, w);
    const servers = childrenOf(supervisor.child.pid!).length;

    const check = createPool(embeddedUrl(pgDir), 2);
    const result = await audit(check, merchant.id, writes, products);
    await check.end();

    supervisor.child.kill('SIGTERM');
    const stopAt = Date.now();
    const code = await Promise.race([supervisor.exited, sleep(STOP_LIMIT_MS).then(() => 'timeout')]);
    const stopMs = Date.now() - stopAt;
    const orphans = await clusterProcesses(pgDir);

    const tally = new Map<string, number>();
    for (const w of writes) tally.set(String(w.status), (tally.get(String(w.status)) ?? 0) + 1);
    const answers = [...tally].map(([status, n]) => `${status}×${n}`).join(', ');
    const retriedOk = refused.filter((w) => succeeded(w.retried)).length;
    const pgRecovery = seconds(pgKilledAt, pgBackAt!);
    const firstWrite = firstWriteAfter();
    const serverRecovery = seconds(serverKilledAt, serverBackAt!);
    const restartedIn = /"seconds":([\d.]+)[^\n]*PostgreSQL is back/.exec(supervisor.output())?.[1];
    console.log(
      `chaos: ${writes.length} writes of 4 kinds by ${LOOPS} clients (${answers}; ${refused.length} refused ` +
        `withdrawals sent again with their key, ${retriedOk} accepted); ` +
        `PostgreSQL kill -9 → restarted by the server in ${restartedIn} s, healthy in ${pgRecovery} s (first write ${firstWrite ? seconds(pgKilledAt, firstWrite) : '-'} s; ` +
        `healthz meanwhile: ${[...new Set(health.slice(0, -1))].join(', ')}); server kill -9 → healthy in ${serverRecovery} s; ` +
        `lost ${result.lost.length}, duplicated ${result.duplicated.length}, half-applied ${result.halfApplied.length}; ` +
        `server processes at the end ${servers}; SIGTERM → exit ${code} in ${seconds(0, stopMs)} s, ` +
        `${orphans.length} postgres processes left`,
    );
    expect(result).toEqual({ lost: [], duplicated: [], halfApplied: [] });
    expect(pgRecovery).toBeLessThanOrEqual(PG_RECOVERY_LIMIT_S);
    expect(health.some((h) => h.startsWith('503'))).toBe(true);
    expect(servers).toBe(1);
    expect(code, supervisor.output()).toBe(0);
    expect(orphans).toEqual([]);
    expect(existsSync(path.join(pgDir, 'postmaster.pid'))).toBe(false);
    // Every answer was a success, a clean refusal (503/429) or a connection cut while the server was down.
    const unexpected = writes.filter((w) => !succeeded(w) && ![503, 'error'].includes(w.status));
    expect(unexpected.map((w) => `${w.kind} ${w.status} ${w.body.slice(0, 200)}`)).toEqual([]);
  });
});
