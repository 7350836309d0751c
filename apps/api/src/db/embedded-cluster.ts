import { type PostgresProcess, spawnPostgres } from './postgres-process.ts';
import {
  endOrphanBackends,
  isAlive,
  readPidFile,
  removePidFile,
  runningPostmaster,
  stopPostmaster,
} from './postmaster.ts';

export type DatabaseState = 'running' | 'restarting' | 'stopped';
export type ClusterEvent = (message: string, fields?: Record<string, unknown>) => void;

/** How often a postmaster this process did not start is checked for life. */
const WATCH_MS = 250;
const MAX_BACKOFF_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Our own child, or a postmaster found running on the directory (`shared`: another live process owns it). */
type Handle = { child: PostgresProcess } | { pid: number; shared: boolean };

/**
 * One embedded PostgreSQL data directory, kept running for as long as this process wants it:
 * - at start, a postmaster already running on the directory is used rather than fought over: one left
 *   behind by a crashed owner is adopted (this process stops it when it stops), one another live process
 *   owns is shared (left running); a stale postmaster.pid and backends outliving a killed postmaster are
 *   cleared first;
 * - when the postmaster ends without being asked to (a crash, a kill -9), it is started again on the same
 *   port with backoff (0.25 s doubling to 5 s) until it answers, so the pool's connections come back by
 *   themselves; meanwhile `state` is 'restarting' and requests are answered 503 + Retry-After.
 */
export class EmbeddedCluster {
  state: DatabaseState = 'stopped';
  port: number;
  private handle: Handle | undefined;
  private stopping = false;
  private watcher: NodeJS.Timeout | undefined;
  private recovery: Promise<void> | undefined;

  constructor(
    private readonly dataDir: string,
    port: number,
    private readonly flags: string[],
    private readonly onEvent: ClusterEvent,
  ) {
    this.port = port;
  }

  async start(): Promise<void> {
    await this.bringUp();
    this.state = 'running';
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.watcher);
    await this.recovery;
    const handle = this.handle;
    this.handle = undefined;
    this.state = 'stopped';
    if (!handle) return;
    if ('child' in handle) await handle.child.stop();
    else if (!handle.shared) await stopPostmaster(handle.pid);
  }

  /** Uses the postmaster running on the directory, or starts one; then watches it. */
  private async bringUp(): Promise<void> {
    const running = await runningPostmaster(this.dataDir);
    if (running) {
      this.port = running.port;
      this.handle = { pid: running.pid, shared: running.owned };
      this.onEvent(
        running.owned
          ? 'using the PostgreSQL another process runs on this data directory'
          : 'adopted the PostgreSQL left running on this data directory',
        { pid: running.pid, port: running.port },
      );
    } else {
      await this.clearStale();
      const child = await spawnPostgres(this.dataDir, this.port, this.flags);
      this.handle = { child };
      if (this.stopping) return;
    }
    this.watch();
  }

  /** Backends of a killed postmaster, and a pid file whose pid now names some other process. */
  private async clearStale(): Promise<void> {
    await endOrphanBackends(this.dataDir);
    const file = await readPidFile(this.dataDir);
    if (file && isAlive(file.pid)) {
      this.onEvent('removed a stale postmaster.pid', { pid: file.pid });
      await removePidFile(this.dataDir);
    }
  }

  private watch() {
    const handle = this.handle;
    if (!handle) return;
    if ('child' in handle) {
      void handle.child.exited.then((how) => this.lost(handle, how));
      return;
    }
    this.watcher = setInterval(() => {
      if (!isAlive(handle.pid)) {
        clearInterval(this.watcher);
        this.lost(handle, {});
      }
    }, WATCH_MS);
    this.watcher.unref();
  }

  private lost(handle: Handle, how: Record<string, unknown>) {
    if (this.stopping || this.handle !== handle) return;
    this.state = 'restarting';
    this.handle = undefined;
    this.onEvent('PostgreSQL ended unexpectedly; restarting it', { ...how, port: this.port });
    this.recovery = this.restart();
  }

  private async restart(): Promise<void> {
    const since = Date.now();
    for (let attempt = 1; !this.stopping; attempt++) {
      try {
        await this.bringUp();
        if (this.stopping) return;
        this.state = 'running';
        const seconds = Number(((Date.now() - since) / 1000).toFixed(1));
        this.onEvent('PostgreSQL is back', { seconds, attempt, port: this.port });
        return;
      } catch (error) {
        const delay = Math.min(MAX_BACKOFF_MS, 250 * 2 ** (attempt - 1));
        const reason = error instanceof Error ? error.message : String(error);
        this.onEvent('PostgreSQL did not restart; trying again', { attempt, reason, retryInMs: delay });
        await sleep(delay);
      }
    }
  }
}
