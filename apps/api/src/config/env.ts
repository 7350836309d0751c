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
  /**
   * Where online bookings meet: a room link is MEETING_BASE_URL/<room id>. Unset, it is Oja's own
   * waiting-room page at PUBLIC_URL/meet; set it to e.g. https://meet.jit.si to hold calls on Jitsi.
   */
  MEETING_BASE_URL: z.url().optional(),
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
  /** How long a call to an outside provider (payments, logistics) may take before it counts as failed. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(15_000),
  /** Uploaded images decoded and resized at the same time (each holds up to 24 MP of pixels in memory). */
  UPLOAD_IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** Uploaded images that may wait for their turn; one more is answered 503 with Retry-After. */
  UPLOAD_IMAGE_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  /** Seed the demo accounts on the first start of an empty database. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof schema> & { PUBLIC_URL: string; MEETING_BASE_URL: string };

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
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    MEETING_BASE_URL: (env.MEETING_BASE_URL ?? `${publicUrl.replace(/\/+$/, '')}/meet`).replace(/\/+$/, ''),
  };
}
