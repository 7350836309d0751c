import { WITHDRAWALS_PER_DAY } from '@oja/contracts';
import { z } from 'zod';

/** Well known, so it must never sign real money: production refuses to start with it. */
const DEV_SECRET = 'sk_test_oja_simulated_paystack_secret';
const DEV_PIN_KEY = 'oja-dev-wallet-pin-key-not-for-production';

const schema = z.object({
  /** Only the built-in simulator exists today; a Paystack HTTP adapter plugs in behind the same interface. */
  PAYMENTS_PROVIDER: z.enum(['simulated']).default('simulated'),
  /** Signs and verifies webhooks (x-paystack-signature). */
  PAYSTACK_SECRET_KEY: z.string().min(16).default(DEV_SECRET),
  /** How long a simulated transfer stays pending before the job settles it. */
  PAYMENTS_TRANSFER_DELAY_MS: z.coerce.number().int().min(0).default(5_000),
  /** How often the payment jobs run; 0 turns the timer off (tests drive the jobs themselves). */
  PAYMENTS_JOB_INTERVAL_MS: z.coerce.number().int().min(0).default(1_000),
  PAYMENTS_WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  /** First webhook retry delay; each further retry waits twice as long. */
  PAYMENTS_WEBHOOK_RETRY_MS: z.coerce.number().int().min(0).default(2_000),
  /** Keys the transaction PIN hashes; kept out of the database so a dump cannot be brute-forced. */
  WALLET_PIN_KEY: z.string().min(16).default(DEV_PIN_KEY),
  /** How long an exchange quote can be executed. */
  WALLET_QUOTE_TTL_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Withdrawals per merchant in any 24 hours; raised only by stress tests and the benchmark's server (B9). */
  WITHDRAWALS_PER_DAY: z.coerce.number().int().min(1).default(WITHDRAWALS_PER_DAY),
});

export type PaymentsConfig = z.infer<typeof schema>;

/**
 * Reads the wallet and payment settings. Returns the names of development secrets still in use, which
 * the caller reports when it runs in production (the simulated provider moves no real money).
 */
export function loadPaymentsConfig(source: NodeJS.ProcessEnv): {
  config: PaymentsConfig;
  devSecrets: string[];
} {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const config = parsed.data;
  const devSecrets = [
    config.PAYSTACK_SECRET_KEY === DEV_SECRET ? 'PAYSTACK_SECRET_KEY' : null,
    config.WALLET_PIN_KEY === DEV_PIN_KEY ? 'WALLET_PIN_KEY' : null,
  ].filter((name): name is string => name !== null);
  return { config, devSecrets };
}
