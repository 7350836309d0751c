import { parse } from 'csv-parse/sync';
import { AUDIT_CSV_COLUMNS } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeOldAuditEntries, REDACTED } from '../../src/modules/audit/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, TEST_PASSWORD, type TestMerchant } from '../helpers/merchant.ts';
import { createProduct, productBody } from '../catalogue/helpers.ts';
import { auditLog, createKey } from './audit-helpers.ts';

/** The name the audit log shows for a test merchant's owner (the account's first and last name). */
const OWNER_NAME = 'Test Merchant';

let t: TestApp;
let owner: TestMerchant;
let other: TestMerchant;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([createMerchant(t), createMerchant(t)]);
});
afterAll(async () => t?.close());

describe('the audit log', () => {
  it('records who, what, when, from where and the fields changed, before → after, of a successful write', async () => {
    const product = await createProduct(t, owner);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/product/${product.id}`,
      headers: { ...owner.headers, 'user-agent': 'audit-test/1.0', 'if-match': '"1"' },
      payload: productBody({ name: 'Renamed wrap dress', price: 16000 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await auditLog(t, owner)).results;
    expect(entry).toMatchObject({
      actorKind: 'owner',
      actorId: owner.id,
      actorName: OWNER_NAME,
      action: 'product.update',
      objectType: 'product',
      objectId: product.id,
      ip: '127.0.0.1',
      userAgent: 'audit-test/1.0',
    });
    // The product module reads the record before the write: its changed fields are before → after, the
    // fields sent unchanged are left out.
    expect(entry!.changes).toEqual({
      name: { from: 'Ankara wrap dress', to: 'Renamed wrap dress' },
      price: { from: 15000, to: 16000 },
    });
  });

  it('records neither reads nor refused writes', async () => {
    const before = (await auditLog(t, owner)).results.length;
    await t.app.inject({ method: 'GET', url: '/v1/products', headers: owner.headers });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/product',
      headers: owner.headers,
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    expect((await auditLog(t, owner)).results.length).toBe(before);
  });

  it('redacts passwords, PINs, tokens and account numbers', async () => {
    const merchant = await createMerchant(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/users/changepassword',
      headers: merchant.headers,
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Fresh-Mango-2027',
        confirmPassword: 'Fresh-Mango-2027',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await t.pool.query('SELECT action, changes FROM audit_entries WHERE merchant_id = $1', [
      merchant.id,
    ]);
    expect(rows[0].action).toBe('account.change_password');
    expect(Object.values(rows[0].changes).every((v) => v === REDACTED)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('Fresh-Mango');
  });

  it('is append-only: PostgreSQL refuses UPDATE, DELETE and TRUNCATE', async () => {
    await createProduct(t, owner);
    await expect(t.pool.query("UPDATE audit_entries SET action = 'forged'")).rejects.toThrow(/append-only/);
    await expect(t.pool.query('DELETE FROM audit_entries')).rejects.toThrow(/append-only/);
    await expect(t.pool.query('TRUNCATE audit_entries')).rejects.toThrow(/append-only/);
    // Outside the retention job's transaction the setting does not carry over.
    await expect(t.pool.query("SET oja.audit_retention = 'off'; DELETE FROM audit_entries")).rejects.toThrow(
      /append-only/,
    );
  });

  it('deletes entries older than the retention period in the retention job, and only those', async () => {
    const merchant = await createMerchant(t);
    await createProduct(t, merchant);
    await t.pool.query(
      `INSERT INTO audit_entries (merchant_id, id, actor_kind, actor_id, actor_name, action, object_type, ip, created_at)
       VALUES ($1::uuid, gen_random_uuid(), 'owner', $1::text, 'old', 'product.create', 'product', '127.0.0.1', now() - interval '400 days')`,
      [merchant.id],
    );
    await purgeOldAuditEntries(t.db, 365);
    const { rows } = await t.pool.query('SELECT actor_name FROM audit_entries WHERE merchant_id = $1', [
      merchant.id,
    ]);
    expect(rows.map((r) => r.actor_name)).toEqual([OWNER_NAME]);
  });

  it('pages newest first by cursor and filters by person, action, object and days', async () => {
    const merchant = await createMerchant(t);
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createProduct(t, merchant, { name: `Paged ${i}` }));
    await t.app.inject({ method: 'DELETE', url: `/v1/products/${made[0]!.id}`, headers: merchant.headers });
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await auditLog(
        t,
        merchant,
        `?limit=2${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...page.results.map((e) => e.objectId!));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual([made[0]!.id, ...made.map((p) => p.id).reverse()]);
    expect((await auditLog(t, merchant, '?action=product.delete')).results).toHaveLength(1);
    expect((await auditLog(t, merchant, `?objectId=${made[2]!.id}`)).results).toHaveLength(1);
    expect(
      (await auditLog(t, merchant, `?actor=${encodeURIComponent(OWNER_NAME.slice(0, 6))}`)).results,
    ).toHaveLength(6);
    expect((await auditLog(t, merchant, '?actor=nobody')).results).toHaveLength(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await auditLog(t, merchant, `?from=${today}&to=${today}`)).results).toHaveLength(6);
    expect((await auditLog(t, merchant, '?to=2020-01-01')).results).toHaveLength(0);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/audit-log?from=yesterday',
      headers: merchant.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('exports the filtered entries as CSV', async () => {
    const merchant = await createMerchant(t);
    const product = await createProduct(t, merchant);
    const key = await createKey(t, merchant, ['products.write'], '=HYPERLINK("x")');
    await t.app.inject({ method: 'POST', url: '/v1/product', headers: key.headers, payload: productBody() });
    await t.app.inject({ method: 'DELETE', url: `/v1/products/${product.id}`, headers: merchant.headers });
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/audit-log/export.csv?action=product.create',
      headers: merchant.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(rows.map((r) => r.action)).toEqual(['product.create', 'product.create']);
    // A name a spreadsheet would run as a formula is written as text.
    expect(rows[0]!.actor_name).toBe(`'=HYPERLINK("x")`);
  });

  it("keeps each merchant's log to itself", async () => {
    await createProduct(t, owner);
    const theirs = await auditLog(t, other);
    expect(theirs.results.every((e) => e.actorId === other.id)).toBe(true);
    const byId = await auditLog(t, other, `?actor=${owner.id}`);
    expect(byId.results).toEqual([]);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/v1/audit-log/export.csv?actor=${owner.id}`,
      headers: other.headers,
    });
    expect(csv.body.trim().split('\n')).toHaveLength(1);
  });
});
