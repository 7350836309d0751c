import { z } from 'zod';
import { DEV_SECRETS, DEV_TERMINAL_SECRET_KEY } from './dev-defaults.ts';

/**
 * The outside providers Oja talks to over HTTP: Paystack (payments) and Terminal Africa (logistics). With
 * a provider's base URL unset, its built-in simulation is served on 127.0.0.1 and the same adapter talks
 * to it (decisions 031 and 032).
 */
export const providerSettings = {
  /**
   * Paystack's API, e.g. https://api.paystack.co (with PAYSTACK_SECRET_KEY your sk_live_… or sk_test_… key).
   * Unset, the built-in simulation of Paystack runs on 127.0.0.1 and the same HTTP adapter talks to it.
   */
  PAYSTACK_BASE_URL: z.url().optional(),
  /** Paystack's secret key: authorizes the API calls and verifies its webhooks (x-paystack-signature). */
  PAYSTACK_SECRET_KEY: z.string().min(16).default(DEV_SECRETS.PAYSTACK_SECRET_KEY),
  /** The simulated Paystack's port on 127.0.0.1 when PAYSTACK_BASE_URL is unset; 0 picks a free one. */
  PAYSTACK_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** How long a simulated transfer stays pending before the job settles it. */
  PAYMENTS_TRANSFER_DELAY_MS: z.coerce.number().int().min(0).default(5_000),
  /** How often the payment jobs run; 0 turns the timer off (tests drive the jobs themselves). */
  PAYMENTS_JOB_INTERVAL_MS: z.coerce.number().int().min(0).default(1_000),
  /** Deliveries of one provider webhook before it is given up. */
  PAYMENTS_WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  /** First webhook retry delay; each further retry waits twice as long. */
  PAYMENTS_WEBHOOK_RETRY_MS: z.coerce.number().int().min(0).default(2_000),
  /**
   * Terminal Africa's API, e.g. https://api.terminal.africa/v1 (or https://sandbox.terminal.africa/v1).
   * Unset, Oja serves its built-in simulation of Terminal's API on 127.0.0.1 and talks to it instead.
   */
  TERMINAL_BASE_URL: z.url().optional(),
  /** Terminal's secret key (sk_live_… / sk_test_…): authorises the calls and signs the webhooks. */
  TERMINAL_SECRET_KEY: z.string().min(16).default(DEV_TERMINAL_SECRET_KEY),
  /** The port of the built-in Terminal simulation on 127.0.0.1 (unset: any free port). */
  TERMINAL_SIM_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * In production, lets a provider whose base URL is unset run as its built-in simulation — no money
   * moves, no parcel ships. For test rigs and staging only (the scale-out test sets it).
   */
  SIMULATED_PROVIDERS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
};

/** Variables Oja once read and no longer does: set, they would mislead whoever set them. */
const RETIRED: Record<string, string> = {
  PAYMENTS_PROVIDER: 'no longer read; PAYSTACK_BASE_URL chooses Paystack (unset: the built-in simulation)',
};

type ProviderSettings = z.output<z.ZodObject<typeof providerSettings>> & {
  NODE_ENV: string;
  SEED_DEMO: string;
};

/**
 * A real provider needs a key of its own; the demo, which pays through the simulation, stays off with a
 * real Paystack.
 */
export function providerProblems(env: ProviderSettings, source: Record<string, string | undefined>) {
  const paystack = env.PAYSTACK_BASE_URL !== undefined;
  return [
    paystack &&
      env.PAYSTACK_SECRET_KEY === DEV_SECRETS.PAYSTACK_SECRET_KEY &&
      "PAYSTACK_SECRET_KEY: required with PAYSTACK_BASE_URL (the development default is the simulation's)",
    paystack &&
      env.SEED_DEMO !== 'false' &&
      'SEED_DEMO: must be false with PAYSTACK_BASE_URL (the demo pays through the built-in simulation)',
    paystack &&
      source.DEMO_LIVE === 'true' &&
      'DEMO_LIVE: must not be true with PAYSTACK_BASE_URL (its buyers pay through the built-in simulation)',
    env.TERMINAL_BASE_URL !== undefined &&
      env.TERMINAL_SECRET_KEY === DEV_TERMINAL_SECRET_KEY &&
      env.NODE_ENV === 'production' &&
      'TERMINAL_SECRET_KEY: is the development default, which is public; set your Terminal secret key',
    ...simulatedInProduction(env),
    ...Object.entries(RETIRED)
      .filter(([name]) => source[name] !== undefined)
      .map(([name, why]) => `${name}: ${why}`),
  ].filter((problem): problem is string => Boolean(problem));
}

/** In production a provider left to its simulation takes no real money and ships nothing: refused unless asked for. */
function simulatedInProduction(env: ProviderSettings): string[] {
  if (env.NODE_ENV !== 'production' || env.SIMULATED_PROVIDERS) return [];
  const simulated =
    ' (unset, the built-in simulation runs; SIMULATED_PROVIDERS=true allows that on a test rig)';
  return [
    !env.PAYSTACK_BASE_URL && `PAYSTACK_BASE_URL: required in production — no money moves${simulated}`,
    !env.TERMINAL_BASE_URL && `TERMINAL_BASE_URL: required in production — no parcel ships${simulated}`,
  ].filter((problem): problem is string => Boolean(problem));
}
