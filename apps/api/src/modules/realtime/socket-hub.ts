/** The part of a `ws` socket the hub uses. */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  ping(): void;
  terminate(): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;
/** A user with more sockets than this (tabs, devices) gets the newest one refused. */
export const MAX_SOCKETS_PER_AUDIENCE = 20;

interface Entry {
  socket: LiveSocket;
  alive: boolean;
}

/** The sockets this instance holds, by audience (a user id, or `support` for operators). */
export class SocketHub {
  private readonly byAudience = new Map<string, Set<Entry>>();
  private readonly entries = new Map<LiveSocket, Entry>();

  /** Adds a socket to its audiences; false when one of them is full. */
  add(socket: LiveSocket, audiences: string[]): boolean {
    if (audiences.some((a) => (this.byAudience.get(a)?.size ?? 0) >= MAX_SOCKETS_PER_AUDIENCE)) return false;
    const entry: Entry = { socket, alive: true };
    this.entries.set(socket, entry);
    for (const audience of audiences) {
      let set = this.byAudience.get(audience);
      if (!set) this.byAudience.set(audience, (set = new Set()));
      set.add(entry);
    }
    return true;
  }

  remove(socket: LiveSocket, audiences: string[]) {
    const entry = this.entries.get(socket);
    if (!entry) return;
    this.entries.delete(socket);
    for (const audience of audiences) {
      const set = this.byAudience.get(audience);
      set?.delete(entry);
      if (set?.size === 0) this.byAudience.delete(audience);
    }
  }

  markAlive(socket: LiveSocket) {
    const entry = this.entries.get(socket);
    if (entry) entry.alive = true;
  }

  /** Sends an already serialised event to the open sockets of an audience; returns how many got it. */
  deliver(audience: string, data: string): number {
    let sent = 0;
    for (const { socket } of this.byAudience.get(audience) ?? []) {
      if (socket.readyState !== OPEN) continue;
      socket.send(data);
      sent++;
    }
    return sent;
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
