import { randomBytes } from 'node:crypto';
import type { Invoice, Paginated } from '@oja/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createDatabase, createPool } from '../../src/db/client.ts';
import { products } from '../../src/db/schema/index.ts';
import type { InvoiceContext } from '../../src/modules/invoices/invoice-context.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';

/** The app with the payment jobs' timers off, so tests drive reconciliation and webhooks themselves. */
export async function createInvoiceApp(): Promise<TestApp> {
  return createTestApp({ PAYMENTS_JOB_INTERVAL_MS: '0' });
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** Calls the API as a merchant. */
export function as(t: TestApp, m: TestMerchant) {
  const call = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      payload: payload as Record<string, unknown> | undefined,
      headers: m.headers,
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    put: (url: string, payload?: unknown) => call('PUT', url, payload),
    patch: (url: string, payload?: unknown) => call('PATCH', url, payload),
  };
}

export const dataOf = <T = Invoice>(res: LightMyRequestResponse) => res.json<{ data: T }>().data;
export const pageOf = (res: LightMyRequestResponse) => dataOf<Paginated<Invoice>>(res);

/** A valid POST /v1/invoice body with one free-text line. */
export const invoiceBody = (overrides: Record<string, unknown> = {}) => ({
  fullname: 'Ada Obi',
  phoneNumber: '+234 801 234 5678',
  address: '12 Allen Avenue, Ikeja, Lagos',
  email: `buyer-${randomBytes(4).toString('hex')}@example.com`,
  products: [{ name: 'Consulting hour', quantity: 2, price: 1500.5 }],
  billingDate: '2025-03-01',
  dueDate: '2025-03-15',
  ...overrides,
});

export async function createInvoice(
  t: TestApp,
  m: TestMerchant,
  overrides: Record<string, unknown> = {},
): Promise<Invoice> {
  const res = await as(t, m).post('/v1/invoice', invoiceBody(overrides));
  if (res.statusCode !== 201) throw new Error(`create invoice: ${res.statusCode} ${res.body}`);
  return dataOf(res);
}

/** A catalogue product of the merchant, inserted directly. */
export async function createProduct(t: TestApp, m: TestMerchant, name: string, priceMinor: number) {
  const [row] = await t.db
    .insert(products)
    .values({
      merchantId: m.id,
      sku: `SKU-${randomBytes(4).toString('hex').toUpperCase()}`,
      name,
      category: 'fashion',
      priceMinor,
      units: 5,
    })
    .returning({ id: products.id });
  return row!.id;
}

export async function count(t: TestApp, table: string, merchantId: string): Promise<number> {
  const { rows } = await t.pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE merchant_id = $1`, [
    merchantId,
  ]);
  return rows[0].n;
}

/**
 * Runs an invoice job as two app instances would at the same time, each on its own pool, and returns the
 * sum of what each did. A failure either logs fails the test: each instance must claim only what the
 * other does not hold.
 */
export async function onTwoInstances(
  t: TestApp,
  ctx: InvoiceContext,
  job: (ctx: InvoiceContext) => Promise<number>,
): Promise<number> {
  const otherPool = createPool(t.pool.options.connectionString!, 5);
  try {
    const failures: unknown[] = [];
    const log = Object.assign(Object.create(ctx.log), { error: (e: unknown) => failures.push(e) });
    const [a, b] = await Promise.all([
      job({ ...ctx, log }),
      job({ ...ctx, log, db: createDatabase(otherPool) }),
    ]);
    expect(failures).toEqual([]);
    return a + b;
  } finally {
    await otherPool.end();
  }
}
