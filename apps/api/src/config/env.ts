import path from 'node:path';
import { CHECKOUT_PER_MINUTE, WITHDRAWALS_PER_DAY } from '@oja/contracts';
import { z } from 'zod';
import { hostKey } from '../lib/allowed-hosts.ts';
import { DEV_SECRETS, productionProblems } from './dev-defaults.ts';
import { repoRoot, webDistDefault } from './paths.ts';
import { providerProblems, providerSettings } from './provider-env.ts';
import { storageProblems, storageSettings } from './storage-env.ts';

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');

/** The entries of a comma-separated setting, trimmed, empty ones dropped ('' is an empty list). */
const entries = (value: unknown) =>
  (typeof value === 'string' ? value : '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** `host[:port]` entries separated by commas, e.g. `oja.example.com,admin.oja.example.com:8443`. */
const hostList = z.preprocess(
  entries,
  z.array(z.string().refine((entry) => hostKey(entry) !== null, 'each entry must be host or host:port')),
);

/** A comma-separated list of minutes, e.g. "15,60" (an empty string is an empty list). */
const minutesList = z.preprocess(
  (value) => entries(value).map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN)),
  z.array(
    z
      .number('must be minutes separated by commas, e.g. 15,60')
      .int()
      .min(1, 'each lock lasts at least 1 minute')
      .max(7 * 24 * 60, 'each lock lasts at most 10080 minutes (a week)'),
  ),
);

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
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * On a stop, how long the server first answers /readyz with 503 before it stops listening, so a load
   * balancer takes it out of rotation before its connections close (behind one: a little more than the
   * balancer's checks take to mark it down, e.g. 1500 for HAProxy's `inter 500ms fall 2`; 0: at once).
   */
  STOP_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  WEB_DIST: z.string().default(webDistDefault),
  /**
   * Serves GET /metrics (Prometheus text) to `Authorization: Bearer <METRICS_TOKEN>`; unset, /metrics is
   * not served. A secret: at least 16 characters, e.g. `openssl rand -hex 32`.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * The load balancers whose `X-Forwarded-For` / `X-Forwarded-Proto` / `X-Forwarded-Host` are believed:
   * comma-separated addresses or CIDR ranges (e.g. `10.0.0.0/8,127.0.0.1`). Unset, no proxy header is
   * trusted and every client is the address that connected. Behind HAProxy, set it to the balancer's
   * address so the limits per client address count clients, not the balancer.
   */
  TRUST_PROXY: z
    .string()
    .refine((list) => list.split(',').every((entry) => /^[\d.:a-fA-F/]+$/.test(entry)), {
      message: 'comma-separated IP addresses or CIDR ranges',
    })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  ...storageSettings,
  ...providerSettings,
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Oja <no-reply@oja.local>'),
  /**
   * Serves GET /v1/dev/outbox (every stored email and SMS, unauthenticated). Off unless set to `true`;
   * tests and the browser journeys set it. Refused in production.
   */
  DEV_OUTBOX: flag('false'),
  /**
   * Also prints every outgoing message (subject, text with its codes and links) to standard output.
   * Default: on for `npm start` on the embedded database (NODE_ENV=development, no DATABASE_URL), so a
   * newcomer can read their verification code; off otherwise. Refused in production.
   */
  MAIL_CONSOLE: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /**
   * More `host[:port]` names this server answers to, besides PUBLIC_URL's host (and localhost,
   * 127.0.0.1 and [::1] on the listening port when HOST is a loopback address). Requests for any other
   * Host are refused (421), and unsafe browser requests must come from one of these origins.
   */
  ALLOWED_HOSTS: hostList,
  /** How often open websockets re-check that their session is still live (revocations also close them at once). */
  SOCKET_SESSION_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
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
  /** How often each instance looks for webhook deliveries that are due (decision 049); 0 = off. */
  WEBHOOK_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
  /** How long a merchant's webhook endpoint may take to answer before the attempt counts as failed. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(10_000),
  /** How long a call to an outside provider (payments, logistics) may take before it counts as failed. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(15_000),
  /** Uploaded images decoded and resized at the same time (each holds up to 24 MP of pixels in memory). */
  UPLOAD_IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** Uploaded images that may wait for their turn; one more is answered 503 with Retry-After. */
  UPLOAD_IMAGE_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  /** How long an exchange quote can be executed. */
  WALLET_QUOTE_TTL_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Withdrawals per merchant in any 24 hours; raised only by stress tests and the benchmark's server (B9). */
  WITHDRAWALS_PER_DAY: z.coerce.number().int().min(1).default(WITHDRAWALS_PER_DAY),
  /** How often the dashboard's sales roll-ups catch up; 0 turns the timer off (tests run it themselves). */
  DASHBOARD_ROLLUP_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** Keys the transaction-PIN hashes; kept out of the database so a dump cannot be brute-forced. */
  WALLET_PIN_KEY: z.string().min(16).default(DEV_SECRETS.WALLET_PIN_KEY),
  /** Derives the private iCalendar feed tokens. */
  CALENDAR_FEED_SECRET: z.string().min(16).default(DEV_SECRETS.CALENDAR_FEED_SECRET),
  /**
   * The escalating PIN locks: each run of 5 wrong PINs locks PIN use for the next duration in the list;
   * after the last one, the lock lasts until the owner enters a code sent to the account's email.
   */
  WALLET_PIN_LOCK_MINUTES: minutesList.default([15, 60]),
  /** A withdrawal to a bank account saved less than this long ago is held (reserved, not sent) until then. */
  WITHDRAWAL_HOLD_AFTER_BANK_CHANGE_HOURS: z.coerce.number().int().min(0).max(720).default(24),
  /** Emails a merchant may cause to other people (conversation invitations, invoices, bookings) in 24 hours. */
  MERCHANT_EMAILS_PER_DAY: z.coerce.number().int().min(1).default(200),
  /**
   * Emails to people other than the account owner (invitations, invoices, bookings, order receipts) that
   * all merchants together may cause in one hour: the last line when many accounts share the work.
   */
  THIRD_PARTY_EMAILS_PER_HOUR: z.coerce.number().int().min(1).default(5000),
  /** Emails one merchant may cause to one address (invoices, invitations, bookings) in 24 hours. */
  MERCHANT_EMAILS_PER_RECIPIENT_PER_DAY: z.coerce.number().int().min(1).default(5),
  /** An account younger than this many days is new: smaller limits below (0: no account is new). */
  NEW_ACCOUNT_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** Emails a new account may cause to other people in 24 hours (instead of MERCHANT_EMAILS_PER_DAY). */
  NEW_ACCOUNT_EMAILS_PER_DAY: z.coerce.number().int().min(1).default(20),
  /**
   * The share of THIRD_PARTY_EMAILS_PER_HOUR that all new accounts together may use in one hour, so that
   * many fresh accounts can never use up what established merchants send.
   */
  NEW_ACCOUNTS_EMAILS_PER_HOUR: z.coerce.number().int().min(1).default(500),
  /** Accounts that may be created from one client address (the socket's; no proxy header is trusted) in SIGNUP_WINDOW_MINUTES. */
  SIGNUPS_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  SIGNUP_WINDOW_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  /** Requests one API key may make in a minute (its answers carry the RateLimit-* fields). */
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Days the audit log keeps an entry; older ones are deleted by the retention job. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** Products one merchant may hold (the design target is 100,000); creating or importing past it is refused. */
  PRODUCTS_PER_MERCHANT: z.coerce.number().int().min(1).default(100_000),
  /** Services one merchant may hold. */
  SERVICES_PER_MERCHANT: z.coerce.number().int().min(1).default(10_000),
  /** New buyer conversations a merchant may start in 24 hours. */
  CONVERSATION_STARTS_PER_DAY: z.coerce.number().int().min(1).default(50),
  /**
   * The demo on the first start of an empty database: `full` (or `true`) seeds the demo accounts with
   * months of history (apps/api/src/seed); `accounts` only the logins with their customer books (the
   * browser journeys); `false` nothing. Refused in production.
   */
  SEED_DEMO: z
    .enum(['full', 'true', 'accounts', 'false'])
    .default('full')
    .transform((v) => (v === 'true' ? 'full' : v)),
  /**
   * The demo lives: every DEMO_LIVE_INTERVAL_SECONDS a simulated buyer orders from the demo seller (and
   * pays) or writes to it, through the public routes (apps/api/src/seed/demo-live.ts). Default: on when
   * SEED_DEMO=full (so `npm start`), off otherwise (tests, browser journeys, benchmarks, production).
   */
  DEMO_LIVE: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Seconds between two visits of the demo's simulated buyers (DEMO_LIVE). */
  DEMO_LIVE_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(180),
});

export type Env = Omit<z.infer<typeof schema>, 'MAIL_CONSOLE' | 'MEETING_BASE_URL' | 'DEMO_LIVE'> & {
  PUBLIC_URL: string;
  MAIL_CONSOLE: boolean;
  DEMO_LIVE: boolean;
  MEETING_BASE_URL: string;
};

/** Settings that expose private data and so are refused in production. */
function exposureProblems(env: z.infer<typeof schema>): string[] {
  return [
    env.DEV_OUTBOX && 'DEV_OUTBOX: must not be true in production (it serves every email unauthenticated)',
    env.MAIL_CONSOLE && 'MAIL_CONSOLE: must not be true in production (it prints codes and links)',
    env.DEMO_LIVE && 'DEMO_LIVE: must not be true in production (its simulated buyers place orders)',
  ].filter((problem): problem is string => Boolean(problem));
}

/** Reads and checks the environment once; throws one error listing every problem. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const env = parsed.data;
  const problems = [
    ...(env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL
      ? ['SMTP_URL: required when MAIL_TRANSPORT=smtp']
      : []),
    ...providerProblems(env, source),
    ...storageProblems(env),
    ...(env.NODE_ENV === 'production' ? [...exposureProblems(env), ...productionProblems(env, source)] : []),
  ];
  if (problems.length) {
    const heading = env.NODE_ENV === 'production' ? 'Refusing to start in production' : 'Invalid environment';
    throw new Error(`${heading}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    MAIL_CONSOLE: env.MAIL_CONSOLE ?? (env.NODE_ENV === 'development' && !env.DATABASE_URL),
    DEMO_LIVE: env.DEMO_LIVE ?? env.SEED_DEMO === 'full',
    MEETING_BASE_URL: (env.MEETING_BASE_URL ?? `${publicUrl.replace(/\/+$/, '')}/meet`).replace(/\/+$/, ''),
  };
}
