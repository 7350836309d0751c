/**
 * At most `limit` concurrent holders per key; the others wait here, in memory, in arrival order.
 *
 * Money moves of one merchant contend for the same rows (the PIN row, the wallet row). Without this, a
 * burst of requests for one merchant would park every pooled connection on a row lock and starve everyone
 * else (a bulkhead). Correctness never depends on it: the database locks still decide, across instances too.
 */
export class KeyedLimiter {
  private readonly slots = new Map<string, { active: number; waiting: (() => void)[] }>();

  constructor(private readonly limit: number) {}

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    let slot = this.slots.get(key);
    if (!slot) {
      slot = { active: 0, waiting: [] };
      this.slots.set(key, slot);
    }
    const held = slot;
    // A woken waiter inherits the slot of the holder that woke it, so `active` stays as it is.
    if (held.active >= this.limit) await new Promise<void>((resolve) => held.waiting.push(resolve));
    else held.active += 1;
    try {
      return await task();
    } finally {
      const next = held.waiting.shift();
      if (next) next();
      else if (--held.active === 0) this.slots.delete(key);
    }
  }
}
