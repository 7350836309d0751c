import path from 'node:path';
import { CHECKOUT_PER_MINUTE } from '@oja/contracts';
import { z } from 'zod';
import { repoRoot, webDistDefault } from './paths.ts';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public address used in links sent by email. Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** An external PostgreSQL 15+. When unset, an embedded PostgreSQL is started under DATA_DIR/pg. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  WEB_DIST: z.string().default(webDistDefault),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Oja <no-reply@oja.local>'),
  /** How long the built-in logistics carrier takes for each step of a shipment (in transit → awaiting pickup → delivered). */
  LOGISTICS_STEP_SECONDS: z.coerce.number().positive().max(86_400).default(180),
  /** Checkouts per minute per client address. Raised only by the benchmark's server (bench/run.ts, B9). */
  CHECKOUT_PER_MINUTE: z.coerce.number().int().min(1).default(CHECKOUT_PER_MINUTE),
  /** How long an unpaid order holds its stock (or booking slot) for the buyer to pay; then it expires. */
  CHECKOUT_RESERVATION_MINUTES: z.coerce.number().positive().max(10_080).default(30),
  /**
   * How long a delivered service order's payment stays in escrow before it is released to the wallet
   * (time for the buyer to raise a problem). Product orders are released on delivery. 0 releases at once.
   */
  SERVICE_RELEASE_HOLD_HOURS: z.coerce.number().min(0).max(2_160).default(24),
  /** How often the order money jobs run (expire unpaid orders, release held service payments); 0 = off. */
  ORDER_JOBS_INTERVAL_MS: z.coerce.number().int().min(0).default(15_000),
  /** How long a call to an outside provider (payments, logistics) may take before it counts as failed. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(15_000),
  /** Seed the demo accounts on the first start of an empty database. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof schema> & { PUBLIC_URL: string };

/** Reads and checks the environment once; throws one error listing every problem. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const env = parsed.data;
  if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
    throw new Error('Invalid environment:\n  - SMTP_URL: required when MAIL_TRANSPORT=smtp');
  }
  return { ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` };
}
