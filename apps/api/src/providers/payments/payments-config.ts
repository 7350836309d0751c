import { WITHDRAWALS_PER_DAY } from '@oja/contracts';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';

const schema = z.object({
  /** Only the built-in simulator exists today; a Paystack HTTP adapter plugs in behind the same interface. */
  PAYMENTS_PROVIDER: z.enum(['simulated']).default('simulated'),
  /** How long a simulated transfer stays pending before the job settles it. */
  PAYMENTS_TRANSFER_DELAY_MS: z.coerce.number().int().min(0).default(5_000),
  /** How often the payment jobs run; 0 turns the timer off (tests drive the jobs themselves). */
  PAYMENTS_JOB_INTERVAL_MS: z.coerce.number().int().min(0).default(1_000),
  PAYMENTS_WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  /** First webhook retry delay; each further retry waits twice as long. */
  PAYMENTS_WEBHOOK_RETRY_MS: z.coerce.number().int().min(0).default(2_000),
  /** How long an exchange quote can be executed. */
  WALLET_QUOTE_TTL_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Withdrawals per merchant in any 24 hours; raised only by stress tests and the benchmark's server (B9). */
  WITHDRAWALS_PER_DAY: z.coerce.number().int().min(1).default(WITHDRAWALS_PER_DAY),
});

export type PaymentsConfig = z.infer<typeof schema>;

/** What the wallet and the provider read: these settings and the wallet's part of the environment. */
export type WalletConfig = PaymentsConfig &
  Pick<
    Env,
    'PAYSTACK_SECRET_KEY' | 'WALLET_PIN_KEY' | 'WALLET_PIN_LOCK_MINUTES' | 'WITHDRAWAL_HOLD_AFTER_BANK_CHANGE_HOURS'
  >;

/**
 * Reads the payment provider's operational settings. Its secret (PAYSTACK_SECRET_KEY) is read with the
 * rest of the environment (config/env.ts), which refuses the development default in production.
 */
export function loadWalletConfig(source: NodeJS.ProcessEnv, env: Env): WalletConfig {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const { PAYSTACK_SECRET_KEY, WALLET_PIN_KEY, WALLET_PIN_LOCK_MINUTES, WITHDRAWAL_HOLD_AFTER_BANK_CHANGE_HOURS } = env;
  return {
    ...parsed.data,
    PAYSTACK_SECRET_KEY,
    WALLET_PIN_KEY,
    WALLET_PIN_LOCK_MINUTES,
    WITHDRAWAL_HOLD_AFTER_BANK_CHANGE_HOURS,
  };
}
