import type { FastifyBaseLogger } from 'fastify';
import type { SocketHub } from './socket-hub.ts';

/** Token hashes per query: a bounded IN list however many sockets an instance holds. */
const BATCH = 500;

/** Which of these token hashes (raw SHA-256 bytes) still belong to a live session. */
export type LiveSessionLookup = (tokenHashes: Buffer[]) => Promise<Buffer[]>;

/**
 * Keeps the open websockets tied to their sessions: a socket whose session was revoked or has expired
 * is closed. It runs when an instance hears that a user's sessions were revoked (NOTIFY), right after a
 * socket joins (a revocation committed between the upgrade's check and the join was not heard for it),
 * and periodically for all sockets (a notification lost while the LISTEN connection was down).
 */
export class SessionWatch {
  private sweeping = false;

  constructor(
    private readonly hub: SocketHub,
    private readonly liveSessions: LiveSessionLookup,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Closes the sockets (of one user, or of one session, or all) whose session is no longer live. */
  async recheck(scope: { userId?: string; tokenHash?: string } = {}): Promise<number> {
    const hashes = scope.tokenHash ? [scope.tokenHash] : this.hub.sessionHashes(scope.userId);
    let closed = 0;
    for (let start = 0; start < hashes.length; start += BATCH) {
      const batch = hashes.slice(start, start + BATCH);
      const live = new Set(
        (await this.liveSessions(batch.map((hex) => Buffer.from(hex, 'hex')))).map((hash) =>
          hash.toString('hex'),
        ),
      );
      closed += this.hub.endSessions(batch.filter((hash) => !live.has(hash)));
    }
    return closed;
  }

  /** The periodic pass over every socket; a pass still running is not doubled. Never throws. */
  async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      await this.recheck();
    } catch (error) {
      this.log.warn({ err: error }, 'could not re-check the sessions of open websockets');
    } finally {
      this.sweeping = false;
    }
  }

  /**
   * After a revocation of `userId`'s sessions was heard: their sockets' events are held back until the
   * re-check has closed the revoked ones. Failures are logged (the periodic sweep catches up), never thrown.
   */
  sessionsEnded(userId: string) {
    const release = this.hub.hold(userId);
    this.recheckInBackground({ userId }).finally(release);
  }

  /** `recheck` for event handlers: failures are logged (the periodic sweep catches up), never thrown. */
  recheckInBackground(scope: { userId?: string; tokenHash?: string }): Promise<unknown> {
    return this.recheck(scope).catch((error: unknown) =>
      this.log.warn({ err: error }, 'could not re-check the sessions of open websockets'),
    );
  }
}
