import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/config/env.ts';
import { TEST_ENV } from '../helpers/app.ts';
import { createDatabase, type Database } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import { errorText } from '../../src/lib/error-log.ts';
import { createLogger, loggerOptions } from '../../src/lib/logger.ts';
import type { TestApp } from '../helpers/app.ts';
import { createTestPool } from '../helpers/database.ts';
import { createMerchant, TEST_PASSWORD, type TestMerchant } from '../helpers/merchant.ts';
import { recordQueries, type RecordedQuery, writtenColumns } from '../helpers/query-recorder.ts';
import { createInvoice } from '../invoices/invoice-helpers.ts';
import { onboarding } from '../accounts/account-helpers.ts';
import { insertProduct, placeUnpaidOrder } from '../orders/helpers.ts';
import { invitationToken, STAFF_PASSWORD } from '../staff/helpers.ts';

/** A constraint no row satisfies: every INSERT or UPDATE of the table fails in PostgreSQL (23514). */
const FAULT = 'log_fault';
/** Columns that hold a secret or its hash, and the outbox's bodies (codes and links). */
const SECRET_COLUMN = /(_hash$|^body$)/;

const lines: string[] = [];
let app: FastifyInstance;
let pool: pg.Pool;
let db: Database;
let queries: RecordedQuery[];
let dataDir: string;
let merchant: TestMerchant;

/** Every table with a secret column, read from the schema (a new one needs a journey below). */
const tables = Object.values(schema as Record<string, unknown>).filter(
  (table): table is PgTable => table instanceof PgTable,
);
const secretTables = tables
  .map((table) => getTableConfig(table))
  .filter((config) => config.name === 'outbox' || config.columns.some((c) => /Hash$/.test(c.name)));

type Journey = () => Promise<LightMyRequestResponse>;
const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = merchant.headers,
) => app.inject({ method, url, payload, headers });
const withKey = () => ({ ...merchant.headers, 'idempotency-key': `key-${randomBytes(8).toString('hex')}` });

/** A request whose handling writes to the table. */
const journeys: Record<string, () => Promise<Journey>> = {
  users: async () => () => call('POST', '/v1/auth/register', onboarding(), {}),
  sessions: async () => () =>
    call('POST', '/v1/auth/login', { email: merchant.email, password: TEST_PASSWORD }, {}),
  otps: async () => () => call('POST', '/v1/auth/send-otp-verification-email'),
  password_resets: async () => () => call('POST', '/v1/auth/forgot-password', { email: merchant.email }, {}),
  outbox: async () => () => call('POST', '/v1/auth/send-otp-verification-email'),
  calendar_feeds: async () => () => call('POST', '/v1/calendar/feed-url/rotate'),
  wallet_pins: async () => () => call('PUT', '/v1/wallet/pin', { pin: '7391', confirmPin: '7391' }),
  // Sending emails the buyer, which only a merchant with a verified email may cause.
  invoices: async () => {
    const sender = await createMerchant({ db } as TestApp);
    const invoice = await createInvoice({ app } as TestApp, sender);
    return () => call('POST', `/v1/invoice/${invoice.id}/send`, undefined, sender.headers);
  },
  conversations: async () => () =>
    call('POST', '/v1/messaging/conversations', { counterpart: 'buyer', email: 'buyer@example.com' }),
  public_links: async () => {
    const product = await insertProduct({ db } as TestApp, merchant, {
      name: 'Tote',
      priceMinor: 500_000,
      units: 5,
    });
    const order = await placeUnpaidOrder({ app } as TestApp, merchant, [
      { productId: product.id, quantity: 1 },
    ]);
    return () => call('POST', `/v1/order/${order.id}/links`, { page: 'tracking' });
  },
  idempotency_keys: async () => () => call('POST', '/v1/wallet/topup', { amount: 2_000 }, withKey()),
  api_keys: async () => () => call('POST', '/v1/api-keys', { name: 'Stock sync', scopes: ['products.read'] }),
  staff_invitations: async () => () =>
    call(
      'POST',
      '/v1/staff/invitations',
      { email: `staff-${randomBytes(4).toString('hex')}@example.com`, role: 'sales' },
      withKey(),
    ),
  staff_members: async () => {
    const email = `staff-${randomBytes(4).toString('hex')}@example.com`;
    await call('POST', '/v1/staff/invitations', { email, role: 'sales' }, withKey());
    const token = await invitationToken({ app, db } as TestApp, email);
    return () =>
      call(
        'POST',
        `/v1/staff/join/${token}/accept`,
        { name: 'Tolu Ade', password: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD },
        {},
      );
  },
};

/** A raw statement with its values bound as parameters ($1, $2, …). */
const sqlOf = (text: string, values: unknown[]): SQL =>
  sql.join(
    text.split(/\$(\d+)/).map((part, i) => (i % 2 ? sql`${values[Number(part) - 1]}` : sql.raw(part))),
  );

/** A secret in the forms a log line could show it. */
function encodings(value: unknown): string[] {
  if (Buffer.isBuffer(value)) {
    const hex = value.toString('hex');
    const raw = JSON.stringify(value.toString('utf8')).slice(1, -1);
    return [
      hex,
      hex.slice(0, 24),
      value.toString('base64'),
      value.toString('base64url'),
      `\\\\x${hex}`,
      raw.slice(0, 16),
    ];
  }
  if (typeof value !== 'string' || value.length < 6) return [];
  const inner = [...value.matchAll(/\b\d{6}\b|token=([\w-]+)|\/chat\/([\w-]+)/g)].map(
    (m) => m[1] ?? m[2] ?? m[0],
  );
  return [value, JSON.stringify(value).slice(1, -1), value.slice(0, 40), ...inner];
}

const withFault = async <T>(table: string, run: () => Promise<T>): Promise<T> => {
  await pool.query(`ALTER TABLE ${table} ADD CONSTRAINT ${FAULT} CHECK (false) NOT VALID`);
  try {
    return await run();
  } finally {
    await pool.query(`ALTER TABLE ${table} DROP CONSTRAINT ${FAULT}`);
  }
};

beforeAll(async () => {
  ({ pool } = await createTestPool());
  queries = recordQueries(pool);
  db = createDatabase(pool);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'oja-log-db-errors-'));
  const env = loadEnv({ ...TEST_ENV, LOG_LEVEL: 'trace', DATA_DIR: dataDir, PAYMENTS_JOB_INTERVAL_MS: '0' });
  app = await buildApp({
    env,
    pool,
    logger: loggerOptions('trace', { write: (line) => void lines.push(line) }),
  });
  await app.ready();
  merchant = await createMerchant({ db } as TestApp, { isEmailVerified: false });
});

afterAll(async () => {
  await app?.close();
  await pool?.end();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('no bound value of a failed query in any log line', () => {
  it('fails a write on every table with a secret, through its request and every way errors are logged', async () => {
    expect(secretTables.map((t) => t.name).filter((name) => !journeys[name])).toEqual([]);
    const secrets: Array<{ table: string; column: string; value: unknown }> = [];
    const refused: string[] = [];
    const processLog = createLogger('info', { write: (line) => void lines.push(line) });
    for (const { name, columns } of secretTables) {
      const journey = await journeys[name]!();
      const from = queries.length;
      const answer = await withFault(name, journey);
      const failedWrites = queries.slice(from).filter((q) => q.failed && q.text.includes(`"${name}"`));
      if (!failedWrites.length || answer.statusCode < 500)
        refused.push(`${name}: ${answer.statusCode}, ${failedWrites.length} failed writes`);
      for (const query of failedWrites) {
        for (const [column, value] of writtenColumns(query)) {
          if (SECRET_COLUMN.test(column)) secrets.push({ table: name, column, value });
        }
      }

      // The same kind of failure on a row of known secrets, logged each way the code base logs errors.
      const secretColumns = columns.filter((c) => /Hash$/.test(c.name) || c.name === 'body');
      const row = Object.fromEntries(
        secretColumns.map((c) => [
          c.name,
          c.getSQLType() === 'bytea' ? randomBytes(32) : `secret-${randomBytes(16).toString('hex')}`,
        ]),
      );
      const table = tables.find((t) => getTableConfig(t).name === name)!;
      const error = await withFault(name, () =>
        db
          .insert(table)
          .values(row as never)
          .then(
            () => undefined,
            (e: unknown) => e,
          ),
      );
      expect(error, name).toBeInstanceOf(Error);
      for (const [column, value] of Object.entries(row)) secrets.push({ table: name, column, value });
      app.log.error({ err: error }, 'request failed');
      app.log.error(error);
      app.log.warn(error as Error, 'job failed');
      app.log.error({ err: new Error('wrapped', { cause: error }) }, 'wrapped');
      processLog.fatal({ err: error }, 'uncaught exception');
      lines.push(errorText(error));
    }

    const leaks = lines.flatMap((line) =>
      secrets
        .filter(({ value }) => encodings(value).some((form) => line.includes(form)))
        .map(({ table, column }) => `${table}.${column}: ${line.slice(0, 300)}`),
    );
    const described = secretTables.filter(({ name }) =>
      lines.some((line) => line.includes(`"constraint":"${FAULT}"`) && line.includes(`"table":"${name}"`)),
    );
    console.log(
      `log db errors: ${secretTables.length} tables with secrets, a write on each failed through its request ` +
        `and logged 6 ways; ${secrets.length} secret values searched in ${lines.length} log lines, ${leaks.length} found`,
    );
    expect(refused).toEqual([]);
    expect(leaks).toEqual([]);
    // The lines still say what failed: the SQLSTATE, the table and the constraint.
    expect(described.map((t) => t.name)).toEqual(secretTables.map((t) => t.name));
  });

  it('masks the values PostgreSQL quotes in its own messages and details', async () => {
    const secret = `Sx${randomBytes(12).toString('hex')}`;
    const statements: Array<[string, unknown[]]> = [
      ['SELECT $1::uuid', [secret]],
      ['SELECT $1::int', [secret]],
      ['SELECT $1::timestamptz', [secret]],
      ['SELECT $1::jsonb', [`{"${secret}"`]],
      [
        'SELECT convert_from($1::bytea, $2)',
        [Buffer.concat([Buffer.from(secret), Buffer.from([0xff])]), 'UTF8'],
      ],
      ['SELECT $1::text', [`${secret}\0`]],
      [
        'INSERT INTO users (id, email, password_hash) VALUES (uuidv7(), $1, $2), (uuidv7(), $1, $2)',
        [secret, secret],
      ],
    ];
    const codes: string[] = [];
    for (const [text, values] of statements) {
      const error = await db.execute(sqlOf(text, values)).then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(error, text).toBeInstanceOf(Error);
      codes.push(String((error!.cause as { code?: string } | undefined)?.code));
      app.log.error({ err: error }, 'request failed');
      app.log.error(error!.cause as Error);
      lines.push(errorText(error));
    }
    const leaks = lines.filter((line) => line.includes(secret) || line.includes(secret.slice(2, 18)));
    console.log(
      `log db messages: ${statements.length} statements (${codes.join(', ')}), ${leaks.length} lines with the value`,
    );
    expect(leaks).toEqual([]);
  });
});
