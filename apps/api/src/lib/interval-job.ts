import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` one call at a time: now (`runOnce`, queued behind any run in progress) or every `intervalMs`
 * once started (0 keeps the timer off). A failed timed run goes to `onError` and the next one still comes;
 * `stop` ends the timer and waits for the run in flight.
 */
export function serialJob<A extends unknown[], R>(
  work: (...args: A) => Promise<R>,
  onError: (error: unknown) => void,
) {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const runOnce = (...args: A): Promise<R> => {
    const run = running.then(() => work(...args));
    running = run.catch(() => {});
    return run;
  };
  const tick = (intervalMs: number) => {
    timer = setTimeout(async () => {
      await (runOnce as () => Promise<R>)().catch(onError);
      if (!stopped) tick(intervalMs);
    }, intervalMs);
    timer.unref();
  };

  return {
    runOnce,
    start(intervalMs: number) {
      if (intervalMs > 0) tick(intervalMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * A background job of the app (a serialJob): it starts once the app is ready, a failed run is logged, and
 * closing the app waits for the run in flight. `runOnce` runs it now (tests, commands). Every run, timed
 * or not, is counted in the app's metrics under `name` (runs, failures, last duration).
 */
export function intervalJob<A extends unknown[], R>(
  app: FastifyInstance,
  options: { name: string; intervalMs: number; work: (...args: A) => Promise<R> },
) {
  const { name, intervalMs, work } = options;
  const job = serialJob(app.metrics.timeJob(name, work), (error) =>
    app.log.error({ err: error }, `${name} failed`),
  );
  app.addHook('onReady', async () => job.start(intervalMs));
  app.addHook('onClose', () => job.stop());
  return { runOnce: job.runOnce };
}
