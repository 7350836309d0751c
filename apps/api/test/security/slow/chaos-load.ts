import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { type Answer, call } from './server-process.ts';

/**
 * The write load of the chaos test, through the real HTTP API: products, invoices, public checkouts and
 * wallet withdrawals, each write identifiable in the database afterwards (a unique name, e-mail address
 * or narration), and the checks that every accepted write is stored exactly once and whole.
 */

export const PIN = '2580';
const ACCOUNT = { accountNumber: '0123456780', accountBank: '058' };
const STOCK_PRODUCTS = 10;
const STOCK_UNITS = 100_000;
export const WRITE_KINDS = ['product', 'invoice', 'checkout', 'withdrawal'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

export interface Write extends Answer {
  kind: WriteKind;
  /** The unique mark the write leaves in the database. */
  mark: string;
  /** Withdrawals: the Idempotency-Key, sent again once if the first answer was not a success. */
  key?: string;
  retried?: Answer;
}

interface Merchant {
  id: string;
  headers: Record<string, string>;
}

const ok = (answer: Answer, what: string) => {
  if (typeof answer.status !== 'number' || answer.status >= 400) {
    throw new Error(`${what}: ${answer.status} ${answer.body}`);
  }
  return JSON.parse(answer.body || 'null')?.data;
};
const json = (merchant: Merchant, extra: Record<string, string> = {}) => ({
  ...merchant.headers,
  'content-type': 'application/json',
  ...extra,
});

/** A PIN, a verified bank account, a funded wallet and products with stock, all through the API. */
export async function prepare(base: string, merchant: Merchant) {
  const post = (path: string, body: unknown, extra?: Record<string, string>) =>
    call(`${base}${path}`, { method: 'POST', headers: json(merchant, extra), body: JSON.stringify(body) });
  ok(
    await call(`${base}/v1/wallet/pin`, {
      method: 'PUT',
      headers: json(merchant),
      body: JSON.stringify({ pin: PIN, confirmPin: PIN }),
    }),
    'PIN',
  );
  const verified = ok(await post('/v1/wallet/getAccount', ACCOUNT), 'bank account');
  ok(
    await post('/v1/wallet/update-bank-details', {
      verificationId: verified.verificationId,
      pin: PIN,
      confirmNameMismatch: true,
    }),
    'save bank',
  );
  const topup = ok(
    await post('/v1/wallet/topup', { amount: 5_000_000 }, { 'idempotency-key': randomUUID() }),
    'top-up',
  );
  const accessCode = String(topup.authorizationUrl).split('/').at(-1);
  await call(`${base}/v1/payments/checkout/${accessCode}/confirm`, { method: 'POST', redirect: 'manual' });
  for (let i = 0; ; i++) {
    const wallet = ok(await call(`${base}/v1/wallet`, { headers: merchant.headers }), 'wallet');
    if (wallet.wallets.some((w: { balance: number }) => w.balance > 0)) break;
    if (i > 100) throw new Error('the top-up was never credited');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const products: string[] = [];
  for (let i = 0; i < STOCK_PRODUCTS; i++) {
    const body = { name: `stock ${i}`, category: 'Fashion', price: 2_000, units: STOCK_UNITS };
    products.push(ok(await post('/v1/product', body), 'stock product').id);
  }
  return { products };
}

/** One write of `kind`, marked `mark`. */
export async function write(
  base: string,
  merchant: Merchant,
  products: string[],
  kind: WriteKind,
  mark: string,
): Promise<Write> {
  const send = (path: string, body: unknown, headers: Record<string, string>) =>
    call(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const product = products[Math.floor(Math.random() * products.length)]!;
  if (kind === 'product') {
    const body = {
      name: mark,
      category: 'Fashion',
      price: 1_500,
      units: 3,
      variation: [{ name: 'Size', options: [{ value: 'M' }, { value: 'L', units: 1 }] }],
    };
    return { kind, mark, ...(await send('/v1/product', body, json(merchant))) };
  }
  if (kind === 'invoice') {
    const day = new Date().toISOString().slice(0, 10);
    const body = {
      fullname: 'Ada Obi',
      phoneNumber: '+2348012345678',
      address: '12 Allen Avenue, Ikeja',
      email: mark,
      products: [
        { name: 'Consulting hour', quantity: 2, price: 1_500 },
        { productId: product, quantity: 1 },
      ],
      billingDate: day,
      dueDate: day,
    };
    return { kind, mark, ...(await send('/v1/invoice', body, json(merchant))) };
  }
  if (kind === 'checkout') {
    const body = {
      merchantId: merchant.id,
      name: 'Chiamaka Eze',
      email: mark,
      phone: '+2348031112222',
      deliveryAddress: { address: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos' },
      cart: [{ productId: product, quantity: 2 }],
    };
    return { kind, mark, ...(await send('/v1/checkout', body, { 'content-type': 'application/json' })) };
  }
  const key = randomUUID();
  const body = { amount: 100, pin: PIN, currency: 'NGN', narration: mark };
  return {
    kind,
    mark,
    key,
    ...(await send('/v1/wallet/debit', body, json(merchant, { 'idempotency-key': key }))),
  };
}

/** Sends a refused withdrawal again with its Idempotency-Key: applied once, whatever the first attempt did. */
export async function retry(base: string, merchant: Merchant, w: Write): Promise<void> {
  const body = { amount: 100, pin: PIN, currency: 'NGN', narration: w.mark };
  w.retried = await call(`${base}/v1/wallet/debit`, {
    method: 'POST',
    headers: json(merchant, { 'idempotency-key': w.key! }),
    body: JSON.stringify(body),
  });
}

export const succeeded = (a: Answer | undefined) =>
  typeof a?.status === 'number' && a.status >= 200 && a.status < 300;

/** How many rows each mark left, and the rows that are not whole. */
export async function audit(pool: pg.Pool, merchantId: string, writes: Write[], products: string[]) {
  const counts = new Map<string, number>();
  const q = async (text: string) => (await pool.query<{ mark: string; n: number }>(text, [merchantId])).rows;
  const rows = [
    ...(await q(
      `SELECT name AS mark, count(*)::int AS n FROM products WHERE merchant_id = $1 GROUP BY name`,
    )),
    ...(await q(
      `SELECT email AS mark, count(*)::int AS n FROM invoices WHERE merchant_id = $1 GROUP BY email`,
    )),
    ...(await q(
      `SELECT email AS mark, count(*)::int AS n FROM orders WHERE merchant_id = $1 GROUP BY email`,
    )),
    ...(await q(
      `SELECT reason AS mark, count(*)::int AS n FROM payouts WHERE merchant_id = $1 GROUP BY reason`,
    )),
  ];
  for (const row of rows) counts.set(row.mark, row.n);
  const { rows: halfApplied } = await pool.query<{ mark: string }>(
    `SELECT 'product ' || name AS mark, 1 AS n FROM products
       WHERE merchant_id = $1 AND name LIKE 'chaos %' AND jsonb_array_length(variation->0->'options') <> 2
     UNION ALL SELECT 'invoice ' || i.email, 1 FROM invoices i
       WHERE i.merchant_id = $1 AND (SELECT count(*) FROM invoice_lines l
         WHERE l.merchant_id = i.merchant_id AND l.invoice_id = i.id) <> 2
     UNION ALL SELECT 'order ' || o.email, 1 FROM orders o
       WHERE o.merchant_id = $1 AND NOT EXISTS (SELECT 1 FROM order_items t
         WHERE t.merchant_id = o.merchant_id AND t.order_id = o.id)
     UNION ALL SELECT 'payout ' || p.reason, 1 FROM payouts p
       WHERE p.merchant_id = $1 AND NOT EXISTS (SELECT 1 FROM ledger_transactions t
         WHERE t.merchant_id = p.merchant_id AND t.id = p.ledger_transaction_id)
     UNION ALL SELECT 'unbalanced ledger transaction ' || transaction_id, 1 FROM ledger_entries
       WHERE merchant_id = $1 GROUP BY transaction_id, currency HAVING sum(amount) <> 0
     UNION ALL SELECT 'wallet balance differs from its entries', 1 FROM wallets w
       WHERE w.merchant_id = $1 AND w.balance <> (SELECT coalesce(sum(amount), 0) FROM ledger_entries e
         WHERE e.merchant_id = w.merchant_id AND e.account = 'wallet' AND e.currency = w.currency)
     UNION ALL SELECT 'stock of ' || p.id, 1 FROM products p
       WHERE p.merchant_id = $1 AND p.id = ANY($2::uuid[]) AND p.units + (SELECT coalesce(sum(quantity), 0)
         FROM order_items t WHERE t.merchant_id = p.merchant_id AND t.product_id = p.id) <> ${STOCK_UNITS}
     UNION ALL SELECT 'product_counts drifted', 1 WHERE (SELECT coalesce(sum(n), 0) FROM product_counts
       WHERE merchant_id = $1) <> (SELECT count(*) FROM products WHERE merchant_id = $1)`,
    [merchantId, products],
  );
  const accepted = writes.filter((w) => succeeded(w) || succeeded(w.retried));
  return {
    lost: accepted.filter((w) => !counts.get(w.mark)).map((w) => `${w.kind} ${w.mark}`),
    duplicated: writes.filter((w) => (counts.get(w.mark) ?? 0) > 1).map((w) => `${w.kind} ${w.mark}`),
    halfApplied: halfApplied.map((r) => r.mark),
  };
}
