import { COUNTRIES_LIMIT, MAX_PAGE_SIZE, walletMessages, WITHDRAWALS_PER_DAY } from '@oja/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant } from '../helpers/merchant.ts';
import {
  as,
  balanceOf,
  createWalletApp,
  ledgerViolations,
  PIN,
  saveBank,
  setPin,
  topUp,
} from '../wallet/wallet-helpers.ts';
import { fillPath, listRoutes, routeName } from './openapi-routes.ts';
import { snapshotTenant } from './snapshot.ts';

const PAGE_SIZE_PARAM = /^(limit|size|page_?size|per_?page|take|count|first)$/i;
const BODY_LIMIT = 1024 * 1024;
/**
 * Larger caps, each justified: docs/product/interface.md#formats has the dashboard load the countries with limit 250 — a fixed
 * public reference table of about 250 rows, not tenant data, so one page is the whole table.
 */
const LARGER_CAPS: Record<string, number> = { 'GET /v1/address/countries': COUNTRIES_LIMIT };

let t: TestApp;
suiteApp(async () => (t = await createWalletApp()));

interface Cap {
  route: string;
  param: string;
  documentedMax: number | undefined;
  /** What 1,000,000 and 101 got: a status, or the number of rows when answered. */
  answers: string[];
  ok: boolean;
  cap: number;
}

/** The documented maximum of a query parameter in the served OpenAPI document. */
async function documentedMaxima(): Promise<Map<string, number | undefined>> {
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
    paths: Record<
      string,
      Record<string, { parameters?: { in: string; name: string; schema?: { maximum?: number } }[] }>
    >;
  }>();
  const maxima = new Map<string, number | undefined>();
  for (const [path, operations] of Object.entries(doc.paths))
    for (const p of operations.get?.parameters ?? [])
      if (p.in === 'query') maxima.set(`GET ${path} ${p.name}`, p.schema?.maximum);
  return maxima;
}

describe('limits', () => {
  let capped = 0;
  let listRoutesFound = 0;
  let bodyStatus = 0;
  let withdrawalsAllowed = 0;

  afterAll(() => {
    console.log(
      `limits: ${capped}/${listRoutesFound} list routes capped at ≤${MAX_PAGE_SIZE} ` +
        `(+${Object.keys(LARGER_CAPS).length} reference list at ${COUNTRIES_LIMIT} by SPEC §9), body cap ${bodyStatus}, ` +
        `withdrawals 429 after ${withdrawalsAllowed}/day`,
    );
  });

  it('caps the page size of every list route in the OpenAPI document', async () => {
    const [m, operator] = [await createMerchant(t), await createMerchant(t, { role: 'operator' })];
    const maxima = await documentedMaxima();
    const lists = (await listRoutes(t.app)).filter(
      (r) => r.method === 'GET' && r.query.some((q) => PAGE_SIZE_PARAM.test(q)),
    );
    listRoutesFound = lists.length;
    expect(lists.length).toBeGreaterThan(5);
    const caps: Cap[] = [];
    for (const route of lists) {
      const param = route.query.find((q) => PAGE_SIZE_PARAM.test(q))!;
      const documentedMax = maxima.get(`${routeName(route)} ${param}`);
      const cap = LARGER_CAPS[routeName(route)] ?? MAX_PAGE_SIZE;
      const answers: string[] = [];
      let ok = documentedMax !== undefined && documentedMax <= cap;
      // Operator routes (/v1/admin, /v1/support) answer merchants 403, so they are called as an operator.
      const caller = /^\/v1\/(admin|support)\//.test(route.path) ? operator : m;
      for (const size of [1_000_000, cap + 1]) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${fillPath(route, { code: 'NG' })}?${param}=${size}`,
          headers: caller.headers,
        });
        // Refused with a clear message, or answered with no more rows than the cap.
        if (res.statusCode === 400) {
          answers.push(`400 '${res.json().message}'`);
          ok &&= /\S/.test(res.json().message);
        } else {
          const data = res.json().data;
          const rows: unknown = data?.results ?? data;
          answers.push(`${res.statusCode} with ${Array.isArray(rows) ? rows.length : '?'} rows`);
          ok &&= res.statusCode === 200 && Array.isArray(rows) && rows.length <= cap;
        }
      }
      caps.push({
        route: routeName(route),
        param,
        documentedMax,
        answers,
        ok: ok && cap <= MAX_PAGE_SIZE,
        cap,
      });
      if (cap > MAX_PAGE_SIZE) expect(ok, `${routeName(route)} over its cap of ${cap}`).toBe(true);
    }
    console.log(
      'page-size caps:\n' +
        caps
          .map(
            (c) =>
              `  ${c.ok ? 'ok' : c.cap > MAX_PAGE_SIZE ? `cap ${c.cap}` : 'UNCAPPED'} ${c.route} ?${c.param}: max ${c.documentedMax ?? 'none'}; ${c.answers.join(', ')}`,
          )
          .join('\n'),
    );
    capped = caps.filter((c) => c.ok).length;
    expect(caps.filter((c) => !c.ok).map((c) => c.route)).toEqual(Object.keys(LARGER_CAPS));
  });

  it('answers a JSON body over the body limit 413 in the envelope and writes nothing', async () => {
    const m = await createMerchant(t);
    const before = await snapshotTenant(t, m.id);
    const name = 'x'.repeat(BODY_LIMIT);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/customer',
      headers: { ...m.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name, email: 'big@example.com', phone: '+2348030000000' }),
    });
    bodyStatus = res.statusCode;
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, status: 'Failed', message: expect.any(String) });
    expect(await snapshotTenant(t, m.id)).toEqual(before);
    // Just under the limit is parsed (and refused by the schema, not the size).
    const under = await t.app.inject({
      method: 'POST',
      url: '/v1/users/customer',
      headers: { ...m.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'x'.repeat(BODY_LIMIT - 200),
        email: 'big@example.com',
        phone: '+2348030000000',
      }),
    });
    expect(under.statusCode).toBe(400);
  });

  it(`refuses the withdrawal after ${WITHDRAWALS_PER_DAY} in 24 hours with 429 and Retry-After, before any ledger write`, async () => {
    const m = await createMerchant(t);
    await setPin(t, m);
    await saveBank(t, m);
    await topUp(t, m, 1_000);
    const api = as(t, m);
    const debit = (key?: string) =>
      api.move('/v1/wallet/debit', { amount: 1, pin: PIN, currency: 'NGN' }, key);
    // A burst past the limit at once: the count is taken under a per-merchant lock, so exactly the limit passes.
    const burst = await Promise.all(Array.from({ length: WITHDRAWALS_PER_DAY + 5 }, () => debit()));
    const passed = burst.filter((res) => res.statusCode === 201);
    const key = `key-refused-${m.id}`;
    const refused = [...burst.filter((res) => res.statusCode === 429), await debit(key)];
    withdrawalsAllowed = passed.length;
    expect([passed.length, refused.length]).toEqual([WITHDRAWALS_PER_DAY, 6]);
    for (const res of refused) {
      expect(res.json().message).toMatch(
        new RegExp(
          `^You can request at most ${WITHDRAWALS_PER_DAY} withdrawals in 24 hours\\. Try again in 2[34] hours\\.$`,
        ),
      );
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    }
    // Nothing of the refused ones reached the ledger.
    expect(await balanceOf(t, m)).toBe(1_000 - WITHDRAWALS_PER_DAY);
    expect(await ledgerViolations(t)).toEqual([]);

    // The window slides: once the oldest is a day old, one more is allowed, even with the refused key.
    await t.pool.query(
      `UPDATE payouts SET created_at = created_at - interval '24 hours'
        WHERE merchant_id = $1 AND created_at = (SELECT min(created_at) FROM payouts WHERE merchant_id = $1)`,
      [m.id],
    );
    const retried = await debit(key);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json().message).toBe(walletMessages.withdrawalStarted);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect((await debit()).statusCode).toBe(429);
  });
});
