import { apiKeyMessages } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { productBody } from '../catalogue/helpers.ts';
import { auditLog, createKey } from './audit-helpers.ts';

let t: TestApp;
let owner: TestMerchant;
let other: TestMerchant;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([createMerchant(t), createMerchant(t)]);
});
afterAll(async () => t?.close());

const createProductWith = (headers: Record<string, string>, name = 'Key-made tote') =>
  t.app.inject({ method: 'POST', url: '/v1/product', headers, payload: productBody({ name }) });

describe('API keys', () => {
  it('shows the secret once, keeps only its hash, and lists the key by prefix', async () => {
    const key = await createKey(t, owner, ['products.read']);
    expect(key.secret).toMatch(/^oja_live_[\w-]{43}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    const list = await t.app.inject({ method: 'GET', url: '/v1/api-keys', headers: owner.headers });
    const listed = list.json().data.results.find((k: { id: string }) => k.id === key.id);
    expect(listed).toMatchObject({ prefix: key.prefix, scopes: ['products.read'], lastUsedAt: null });
    expect(JSON.stringify(list.json())).not.toContain(key.secret);
    const { rows } = await t.pool.query('SELECT * FROM api_keys WHERE id = $1', [key.id]);
    expect(JSON.stringify(rows)).not.toContain(key.secret.slice(9));
  });

  it("creates a product in the owner's business, and the audit log names the key", async () => {
    const key = await createKey(t, owner, ['products.write'], 'Shopify sync');
    const res = await createProductWith(key.headers);
    expect(res.statusCode).toBe(201);
    const product = res.json().data;
    // The scheme's name is case-insensitive (RFC 9110 §11.1).
    const lower = { authorization: key.headers.authorization.replace(/^Bearer /, 'bearer ') };
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/product/${product.id}`, headers: lower })).statusCode,
    ).not.toBe(401);
    const { rows } = await t.pool.query('SELECT merchant_id FROM products WHERE id = $1', [product.id]);
    expect(rows[0].merchant_id).toBe(owner.id);
    const [entry] = (await auditLog(t, owner, '?action=product.create')).results;
    expect(entry).toMatchObject({
      actorKind: 'apiKey',
      actorId: key.id,
      actorName: 'Shopify sync',
      action: 'product.create',
      objectType: 'product',
      objectId: product.id,
    });
  });

  it('refuses (403) a route outside its scopes and every owner-only route, changing nothing', async () => {
    const key = await createKey(t, owner, ['products.read']);
    const before = await t.pool.query('SELECT count(*)::int AS n FROM products WHERE merchant_id = $1', [
      owner.id,
    ]);
    const write = await createProductWith(key.headers);
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(apiKeyMessages.missingScope('products.write'));
    const after = await t.pool.query('SELECT count(*)::int AS n FROM products WHERE merchant_id = $1', [
      owner.id,
    ]);
    expect(after.rows[0].n).toBe(before.rows[0].n);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/products', headers: key.headers })).statusCode,
    ).toBe(200);

    const everything = await createKey(t, owner, [
      'products.read',
      'products.write',
      'wallet.read',
      'wallet.withdraw',
    ]);
    for (const url of ['/v1/api-keys', '/v1/audit-log', '/v1/audit-log/export.csv']) {
      const res = await t.app.inject({ method: 'GET', url, headers: everything.headers });
      expect(res.statusCode, url).toBe(403);
    }
    const makeKey = await t.app.inject({
      method: 'POST',
      url: '/v1/api-keys',
      headers: everything.headers,
      payload: { name: 'Escalation', scopes: ['products.read'] },
    });
    expect(makeKey.statusCode).toBe(403);
    expect(makeKey.json().message).toBe(apiKeyMessages.ownerOnly);
  });

  it('refuses to log a key out (it is no session) with a clear 403, not a crash', async () => {
    const key = await createKey(t, owner, ['products.read'], 'Logout probe');
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: key.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(apiKeyMessages.noSession);
  });

  it('answers 401 to a revoked or unknown key', async () => {
    const key = await createKey(t, owner, ['products.read']);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/v1/api-keys/${key.id}`,
      headers: owner.headers,
    });
    expect(revoke.statusCode).toBe(200);
    for (const authorization of [
      key.headers.authorization,
      'Bearer oja_live_unknownunknownunknownunknownunknown123',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/products', headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(apiKeyMessages.invalidKey);
    }
    const list = await t.app.inject({ method: 'GET', url: '/v1/api-keys', headers: owner.headers });
    expect(list.json().data.results.map((k: { id: string }) => k.id)).not.toContain(key.id);
  });

  it('validates the create: a name and known scopes, 400 and nothing stored otherwise', async () => {
    for (const payload of [
      { name: '', scopes: ['products.read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['everything'] },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/api-keys',
        headers: owner.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const { rows } = await t.pool.query("SELECT count(*)::int AS n FROM api_keys WHERE name IN ('', 'x')");
    expect(rows[0].n).toBe(0);
  });

  it('records the last use at most once a minute', async () => {
    const key = await createKey(t, owner, ['products.read']);
    const lastUsed = async () =>
      (await t.pool.query('SELECT last_used_at FROM api_keys WHERE id = $1', [key.id])).rows[0].last_used_at;
    await t.app.inject({ method: 'GET', url: '/v1/products', headers: key.headers });
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await t.app.inject({ method: 'GET', url: '/v1/products', headers: key.headers });
    expect(await lastUsed()).toEqual(first);
  });

  it("keeps each merchant's keys to itself: another's key is invisible and 404 to revoke", async () => {
    const key = await createKey(t, owner, ['products.read']);
    const list = await t.app.inject({ method: 'GET', url: '/v1/api-keys', headers: other.headers });
    expect(list.json().data.results).toEqual([]);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/v1/api-keys/${key.id}`,
      headers: other.headers,
    });
    expect(revoke.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/products', headers: key.headers })).statusCode,
    ).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('shows the bearer-key scheme and the API key and audit routes with examples', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(doc.components.securitySchemes.bearer.description).toContain('oja_live_');
    const create = doc.paths['/v1/api-keys'].post;
    expect(create.security).toEqual([{ cookie: [] }, { bearer: [] }]);
    expect(JSON.stringify(create.requestBody)).toContain('Stock sync');
    expect(JSON.stringify(doc.paths['/v1/audit-log'].get.responses)).toContain('product.update');
    expect(doc.paths['/v1/audit-log/export.csv']).toBeDefined();
  });
});

describe('API key rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ API_KEY_REQUESTS_PER_MINUTE: '3' });
  });
  afterAll(async () => limited?.close());

  it('sends RateLimit-* on every answer, then 429 with Retry-After past the limit, per key', async () => {
    const merchant = await createMerchant(limited);
    const [key, second] = [
      await createKey(limited, merchant, ['products.read']),
      await createKey(limited, merchant, ['products.read']),
    ];
    const call = (headers: Record<string, string>) =>
      limited.app.inject({ method: 'GET', url: '/v1/products', headers });
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call(key.headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe('3');
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
      remaining.push(String(res.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await call(key.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(apiKeyMessages.tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect((await call(second.headers)).statusCode).toBe(200);
    // A session is not counted against any key.
    expect((await call(merchant.headers)).headers['ratelimit-limit']).toBeUndefined();
  });
});
