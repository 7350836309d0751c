/**
 * B9 writes: checkout, invoice create and wallet withdrawal at 10 connections with autocannon, each request
 * a new write (a new cart, a new invoice, a new Idempotency-Key), then the ledger invariants.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type pg from 'pg';
import { checkLedger, type LedgerCheck } from './ledger-check.ts';

export const WRITE_CONNECTIONS = 10;
/** The bench merchant's transaction PIN and withdrawal account (the simulated bank resolves any number). */
const BENCH_PIN = '2580';
const BENCH_ACCOUNT = { accountNumber: '0123456780', accountBank: '058' };
const WITHDRAWAL_NAIRA = 100;
/**
 * Set on the bench server only (run.ts): every write comes from one client address and one merchant, so
 * the checkout limit (60 a minute per address) and the daily withdrawal limit (10 per merchant) would
 * answer almost every request 429; and the bench saves its bank account just before withdrawing, which
 * would hold every withdrawal for review instead of sending it. Production keeps the defaults.
 */
export const BENCH_SERVER_LIMITS = {
  CHECKOUT_PER_MINUTE: '1000000',
  WITHDRAWALS_PER_DAY: '1000000',
  WITHDRAWAL_HOLD_AFTER_BANK_CHANGE_HOURS: '0',
};

export interface WritePoint {
  write: string;
  path: string;
  connections: number;
  seconds: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  tooMany: number;
  errors: number;
  statusCodes: Record<string, number>;
}

export interface WritesFigures {
  serverLimits: typeof BENCH_SERVER_LIMITS;
  points: WritePoint[];
  ledger: LedgerCheck;
}

interface WriteTarget {
  write: string;
  path: string;
  headers?: () => Record<string, string>;
  body: () => unknown;
}

async function call(api: string, auth: Record<string, string>, method: string, path: string, body?: unknown) {
  const res = await fetch(api + path, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, text };
}

async function expectOk(response: Promise<Awaited<ReturnType<typeof call>>>, what: string) {
  const r = await response;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${r.text}`);
  return r.json.data;
}

/** Through the API: the PIN (when none is set), a verified bank account, one customer; ids to write with. */
async function prepare(api: string, auth: Record<string, string>, pool: pg.Pool, merchantId: string) {
  const wallet = await expectOk(call(api, auth, 'GET', '/v1/wallet'), 'wallet');
  if (!wallet.hasPin) {
    await expectOk(
      call(api, auth, 'PUT', '/v1/wallet/pin', { pin: BENCH_PIN, confirmPin: BENCH_PIN }),
      'set the PIN',
    );
  }
  const verification = await expectOk(
    call(api, auth, 'POST', '/v1/wallet/getAccount', BENCH_ACCOUNT),
    'verify the bank account',
  );
  await expectOk(
    call(api, auth, 'POST', '/v1/wallet/update-bank-details', {
      verificationId: verification.verificationId,
      pin: BENCH_PIN,
      // The simulated bank's holder name is not the bench merchant's.
      confirmNameMismatch: true,
    }),
    `save the bank account (the PIN must be ${BENCH_PIN})`,
  );
  const customer = { name: 'Bench Customer', email: 'bench-customer@oja.test', phone: '+2348000000001' };
  const customers = await expectOk(
    call(api, auth, 'GET', `/v1/users/customer?name=${encodeURIComponent(customer.name)}`),
    'list customers',
  );
  const customerId: string =
    customers.results[0]?.id ??
    (await expectOk(call(api, auth, 'POST', '/v1/users/customer', customer), 'add a customer')).id;
  // Active products with stock, so every checkout of one unit succeeds; spread so carts rarely collide.
  const { rows } = await pool.query(
    `SELECT id FROM products WHERE merchant_id = $1 AND status = 'ACTIVE' AND units >= 40 ORDER BY id LIMIT 1000`,
    [merchantId],
  );
  if (rows.length === 0) throw new Error('no active product with stock to check out');
  return { customer: { ...customer, id: customerId }, products: rows.map((r) => r.id as string) };
}

function targets(merchantId: string, setup: Awaited<ReturnType<typeof prepare>>): WriteTarget[] {
  let n = 0;
  const product = () => setup.products[n++ % setup.products.length]!;
  const today = new Date().toISOString().slice(0, 10);
  return [
    {
      write: 'checkout',
      path: '/v1/checkout',
      body: () => ({
        merchantId,
        name: 'Bench Buyer',
        email: 'bench-buyer@oja.test',
        phone: '+2348000000002',
        deliveryAddress: { address: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos' },
        cart: [{ productId: product(), quantity: 1 }],
      }),
    },
    {
      write: 'invoice create',
      path: '/v1/invoice',
      body: () => ({
        fullname: setup.customer.name,
        phoneNumber: setup.customer.phone,
        address: '12 Allen Avenue, Ikeja',
        email: setup.customer.email,
        customerId: setup.customer.id,
        products: [{ productId: product(), quantity: 2 }],
        billingDate: today,
        dueDate: today,
      }),
    },
    {
      write: 'wallet withdrawal',
      path: '/v1/wallet/debit',
      headers: () => ({ 'idempotency-key': randomUUID() }),
      body: () => ({ amount: WITHDRAWAL_NAIRA, pin: BENCH_PIN, currency: 'NGN' }),
    },
  ];
}

/** Each write once (it must succeed), then `seconds` of it at 10 connections; the ledger checked last. */
export async function measureWrites(
  api: string,
  auth: Record<string, string>,
  pool: pg.Pool,
  merchantId: string,
  seconds: number,
): Promise<WritesFigures> {
  const setup = await prepare(api, auth, pool, merchantId);
  const points: WritePoint[] = [];
  for (const t of targets(merchantId, setup)) {
    const headers = () => ({ ...auth, 'content-type': 'application/json', ...t.headers?.() });
    const first = await fetch(api + t.path, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify(t.body()),
    });
    if (first.status !== 201) throw new Error(`${t.write}: ${first.status} ${await first.text()}`);
    const result = await autocannon({
      url: api,
      connections: WRITE_CONNECTIONS,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: t.path,
          setupRequest: (request) => ({ ...request, headers: headers(), body: JSON.stringify(t.body()) }),
        },
      ],
    });
    const statusCodes = Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
    );
    points.push({
      write: t.write,
      path: t.path,
      connections: WRITE_CONNECTIONS,
      seconds,
      reqPerSec: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      ok: result['2xx'],
      non2xx: result.non2xx,
      tooMany: statusCodes['429'] ?? 0,
      errors: result.errors + result.timeouts,
      statusCodes,
    });
    const last = points.at(-1)!;
    console.log(
      `  ${t.write}: ${last.reqPerSec.toFixed(0)} req/s, p50 ${last.p50} ms, p99 ${last.p99} ms, ${last.ok} 2xx, non-2xx ${last.non2xx} (${JSON.stringify(statusCodes)})`,
    );
  }
  return { serverLimits: BENCH_SERVER_LIMITS, points, ledger: await checkLedger(pool, merchantId) };
}
