/**
 * Development defaults that are public (they are in this repository): fine on a laptop, never in
 * production. `loadEnv` refuses NODE_ENV=production while any of them is in use (env.ts).
 */
export const DEV_SECRETS = {
  /** Signs and verifies the payment provider's webhooks: with it anyone can forge a payment event. */
  PAYSTACK_SECRET_KEY: 'sk_test_oja_simulated_paystack_secret',
  /** Keys the transaction-PIN hashes: with it a database dump gives every PIN in 10,000 tries. */
  WALLET_PIN_KEY: 'oja-dev-wallet-pin-key-not-for-production',
  /** Derives the private calendar feed tokens: with it anyone can rebuild any merchant's feed address. */
  CALENDAR_FEED_SECRET: 'oja-dev-calendar-feed-secret-not-for-production',
} as const;

/**
 * The built-in Terminal simulation's key (it signs the simulation's webhooks). Fine with the simulation;
 * refused in production together with a real TERMINAL_BASE_URL (env.ts).
 */
export const DEV_TERMINAL_SECRET_KEY = 'sk_test_oja_simulated_terminal_secret';

type Checked = Record<keyof typeof DEV_SECRETS, string> & { SEED_DEMO: string };

/** Every reason the settings must not run in production, all at once (an empty list when they may). */
export function productionProblems(env: Checked, source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(DEV_SECRETS) as [keyof typeof DEV_SECRETS, string][]) {
    if (env[name] === value)
      problems.push(`${name}: is the development default, which is public; set a secret of your own`);
  }
  if (env.SEED_DEMO !== 'false')
    problems.push('SEED_DEMO: must be false in production (the demo accounts have a published password)');
  if (!source.PUBLIC_URL)
    problems.push('PUBLIC_URL: required in production (emailed links would point to localhost)');
  return problems;
}
