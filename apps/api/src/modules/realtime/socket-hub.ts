/** The part of a `ws` socket the hub uses. */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  ping(): void;
  terminate(): void;
  close(code?: number, reason?: string): void;
}

/** The session that authenticated a socket. */
export interface SocketSession {
  userId: string;
  /** The SHA-256 of the session token, in hex. */
  tokenHash: string;
  expiresAt: Date;
}

const OPEN = 1;
/** A user with more sockets than this (tabs, devices) gets the newest one refused. */
export const MAX_SOCKETS_PER_AUDIENCE = 20;
/** Events kept for a held socket; beyond this they are dropped (a client refetches when it reconnects). */
const MAX_HELD_EVENTS = 100;

interface Entry {
  socket: LiveSocket;
  alive: boolean;
  audiences: string[];
  session: SocketSession;
  /** How many session re-checks hold this socket's events back; they are sent once none does. */
  holds: number;
  held: string[];
}

/** The sockets this instance holds, by audience (a user id, or `support` for operators). */
export class SocketHub {
  private readonly byAudience = new Map<string, Set<Entry>>();
  private readonly entries = new Map<LiveSocket, Entry>();

  constructor(
    /** Closes a socket whose session ended; the hub has already stopped delivering to it. */
    private readonly endSocket: (socket: LiveSocket) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Adds a socket to its audiences; false when one of them is full. */
  add(socket: LiveSocket, audiences: string[], session: SocketSession): boolean {
    if (audiences.some((a) => (this.byAudience.get(a)?.size ?? 0) >= MAX_SOCKETS_PER_AUDIENCE)) return false;
    const entry: Entry = { socket, alive: true, audiences, session, holds: 0, held: [] };
    this.entries.set(socket, entry);
    for (const audience of audiences) {
      let set = this.byAudience.get(audience);
      if (!set) this.byAudience.set(audience, (set = new Set()));
      set.add(entry);
    }
    return true;
  }

  remove(socket: LiveSocket) {
    const entry = this.entries.get(socket);
    if (!entry) return;
    this.entries.delete(socket);
    for (const audience of entry.audiences) {
      const set = this.byAudience.get(audience);
      set?.delete(entry);
      if (set?.size === 0) this.byAudience.delete(audience);
    }
  }

  markAlive(socket: LiveSocket) {
    const entry = this.entries.get(socket);
    if (entry) entry.alive = true;
  }

  /**
   * Sends an already serialised event to the open sockets of an audience; returns how many got it. A
   * socket whose session has expired is closed instead (revocations close sockets through `endSessions`).
   */
  deliver(audience: string, data: string): number {
    let sent = 0;
    for (const entry of [...(this.byAudience.get(audience) ?? [])]) {
      if (entry.session.expiresAt.getTime() <= this.now()) {
        this.end(entry.socket);
        continue;
      }
      if (entry.holds > 0) {
        if (entry.held.length < MAX_HELD_EVENTS) entry.held.push(data);
        continue;
      }
      if (entry.socket.readyState !== OPEN) continue;
      entry.socket.send(data);
      sent++;
    }
    return sent;
  }

  /**
   * Holds back the events of a user's current sockets while their sessions are re-checked (a revocation
   * was heard: an event published after it must not reach a socket of a revoked session). The returned
   * function lets the events of the sockets still open go out.
   */
  hold(userId: string): () => void {
    const held = [...this.entries.values()].filter((entry) => entry.session.userId === userId);
    for (const entry of held) entry.holds++;
    return () => {
      for (const entry of held) {
        entry.holds--;
        if (entry.holds > 0 || !this.entries.has(entry.socket)) continue;
        const events = entry.held.splice(0);
        if (entry.socket.readyState === OPEN) for (const data of events) entry.socket.send(data);
      }
    };
  }

  /** The distinct session token hashes of the open sockets (of one user, when given). */
  sessionHashes(userId?: string): string[] {
    const hashes = new Set<string>();
    for (const { session } of this.entries.values()) {
      if (userId === undefined || session.userId === userId) hashes.add(session.tokenHash);
    }
    return [...hashes];
  }

  /** Stops delivering to, and closes, every socket of these sessions; returns how many closed. */
  endSessions(tokenHashes: Iterable<string>): number {
    const ended = new Set(tokenHashes);
    let closed = 0;
    for (const { socket, session } of [...this.entries.values()]) {
      if (!ended.has(session.tokenHash)) continue;
      this.end(socket);
      closed++;
    }
    return closed;
  }

  private end(socket: LiveSocket) {
    this.remove(socket);
    this.endSocket(socket);
  }

  count(audience: string): number {
    return this.byAudience.get(audience)?.size ?? 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Terminates the sockets that did not answer the previous ping, then pings the others. */
  sweep() {
    for (const entry of this.entries.values()) {
      if (!entry.alive) {
        entry.socket.terminate();
        continue;
      }
      entry.alive = false;
      entry.socket.ping();
    }
  }
}
