import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyResolver } from './lazy-resolver';

const schema = z.object({ email: z.email('Enter a valid email') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;
const real = zodResolver(schema);

describe('lazyResolver', () => {
  it("answers with the loaded resolver's own errors and values", async () => {
    const { resolver } = lazyResolver(() => Promise.resolve(real));
    const bad = await resolver({ email: 'nope' }, undefined, options);
    expect(bad.errors.email?.message).toBe('Enter a valid email');
    const good = await resolver({ email: 'ada@example.com' }, undefined, options);
    expect(good).toEqual({ values: { email: 'ada@example.com' }, errors: {} });
  });

  it('loads once, whether preloaded or first used by a validation', async () => {
    const load = vi.fn(() => Promise.resolve(real));
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    void preload();
    await resolver({ email: 'nope' }, undefined, options);
    await resolver({ email: 'ada@example.com' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for a load still under way instead of answering without the rules', async () => {
    let finish: (value: typeof real) => void = () => {};
    const { resolver } = lazyResolver(() => new Promise<typeof real>((r) => (finish = r)));
    const answer = resolver({ email: 'nope' }, undefined, options);
    finish(real);
    expect((await answer).errors.email?.message).toBe('Enter a valid email');
  });
});
