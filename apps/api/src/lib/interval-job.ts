import type { FastifyInstance } from 'fastify';

/**
 * A background job of the app: `work` runs every `intervalMs` once the app is ready (never two runs at
 * once; 0 turns the timer off), a failed run is logged and the next one still comes, and closing the app
 * waits for the run in flight. `runOnce` runs it now, queued behind any run in progress (tests, commands).
 */
export function intervalJob<A extends unknown[], R>(
  app: FastifyInstance,
  options: { name: string; intervalMs: number; work: (...args: A) => Promise<R> },
) {
  const { name, intervalMs, work } = options;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const runOnce = (...args: A): Promise<R> => {
    const run = running.then(() => work(...args));
    running = run.catch(() => {});
    return run;
  };
  const tick = () => {
    timer = setTimeout(async () => {
      await (runOnce as () => Promise<R>)().catch((error: unknown) =>
        app.log.error({ err: error }, `${name} failed`),
      );
      if (!stopped) tick();
    }, intervalMs);
    timer.unref();
  };

  app.addHook('onReady', async () => {
    if (intervalMs > 0) tick();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
  return { runOnce };
}
