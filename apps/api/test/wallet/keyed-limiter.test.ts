import { describe, expect, it } from 'vitest';
import { KeyedLimiter } from '../../src/lib/keyed-limiter.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('KeyedLimiter', () => {
  it('lets at most `limit` tasks of one key run at once, in arrival order, and keys apart', async () => {
    const limiter = new KeyedLimiter(3);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      running += 1;
      peak = Math.max(peak, running);
      await tick();
      running -= 1;
      return i;
    };
    const other = limiter.run('b', async () => 'other');
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => limiter.run('a', task(i))));
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(started).toEqual(results);
    expect(peak).toBe(3);
    expect(await other).toBe('other');
  });

  it('frees the slot when a task fails', async () => {
    const limiter = new KeyedLimiter(1);
    await expect(limiter.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run('a', async () => 'next')).toBe('next');
  });
});
