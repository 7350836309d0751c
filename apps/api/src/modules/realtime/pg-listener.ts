import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const MAX_BACKOFF_MS = 10_000;

/**
 * One dedicated PostgreSQL connection that LISTENs on a channel and hands every payload to
 * `onPayload`. A lost connection is re-established with backoff; what was notified while it was down
 * is lost, which clients cover by refetching when their socket reconnects.
 */
export class PgListener {
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private attempt = 0;
  private stopped = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly log: FastifyBaseLogger,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  }

  /** Connects and LISTENs; rejects if the first connection fails. */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  get listening(): boolean {
    return this.client !== undefined;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.config);
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload) this.onPayload(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.attempt = 0;
  }

  private lost(client: pg.Client, error?: Error) {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => {});
    if (this.stopped) return;
    this.log.warn({ err: error }, 'realtime listener lost its database connection; reconnecting');
    this.schedule();
  }

  private schedule() {
    const delay = Math.min(MAX_BACKOFF_MS, 250 * 2 ** this.attempt++);
    this.retry = setTimeout(() => {
      this.connect().catch((error: unknown) => {
        this.log.warn({ err: error }, 'realtime listener could not reconnect');
        if (!this.stopped) this.schedule();
      });
    }, delay);
    this.retry.unref();
  }
}
