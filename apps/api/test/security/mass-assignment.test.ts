import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createTestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { createProduct, productBody } from '../catalogue/helpers.ts';
import { createInvoice, invoiceBody } from '../invoices/invoice-helpers.ts';
import { addPickupAddress, pickupBody } from '../orders/helpers.ts';
import { type ApiRoute, listRoutes } from './openapi-routes.ts';
import { secretsIn, snapshotTenant } from './snapshot.ts';
import { serviceBody } from './tenant-fixtures.ts';

const INJECTED_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

let t: TestApp;
let a: TestMerchant;
let b: TestMerchant;
let routes: ApiRoute[];

beforeAll(async () => {
  t = await createTestApp();
  [a, b] = await Promise.all([createMerchant(t), createMerchant(t)]);
  routes = await listRoutes(t.app);
});
afterAll(async () => t?.close());

/** The privileged fields an attacker adds to a body; the values all differ from what the server would store. */
const privileged = (): Record<string, unknown> => ({
  merchant_id: b.id,
  merchantId: b.id,
  userId: b.id,
  role: 'admin',
  stage: 3,
  stageVerificationStatus: 'approved',
  verificationStatus: true,
  balance: 99_999_999,
  status: 'HACKED',
  id: INJECTED_ID,
  isEmailVerified: false,
});

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The fields of `privileged` that the route's own body schema does not declare (those are legitimate there). */
function injectedFor(method: string, path: string): Record<string, unknown> {
  const route = routes.find((r) => r.method === method && r.path === path);
  if (!route) throw new Error(`${method} ${path} is not in the OpenAPI document`);
  const declared = Object.keys((route.bodySchema?.properties as object | undefined) ?? {});
  return Object.fromEntries(Object.entries(privileged()).filter(([key]) => !declared.includes(key)));
}

describe('mass assignment', () => {
  it('persists none of the privileged fields injected into the write routes', async () => {
    const product = await createProduct(t, a);
    const service = (await t.app.inject({ method: 'POST', url: '/v1/services/create', headers: a.headers, payload: serviceBody() })).json().data;
    const invoice = await createInvoice(t, a);
    const task = (await t.app.inject({ method: 'POST', url: '/v1/dashboard/task', headers: a.headers, payload: { title: 'Own' } })).json().data;
    const pickup = await addPickupAddress(t, a);
    const cases: { method: 'POST' | 'PUT' | 'PATCH'; path: string; url: string; body: object; table: string }[] = [
      { method: 'PATCH', path: '/v1/users', url: '/v1/users', body: { firstName: 'Ada' }, table: 'users' },
      { method: 'POST', path: '/v1/product', url: '/v1/product', body: productBody(), table: 'products' },
      { method: 'PUT', path: '/v1/product/{id}', url: `/v1/product/${product.id}`, body: productBody({ name: 'Renamed' }), table: 'products' },
      { method: 'POST', path: '/v1/invoice', url: '/v1/invoice', body: invoiceBody(), table: 'invoices' },
      { method: 'POST', path: '/v1/services/create', url: '/v1/services/create', body: serviceBody(), table: 'services' },
      {
        method: 'POST', path: '/v1/calendar/create', url: '/v1/calendar/create',
        body: { title: 'Fair', start: '2026-12-04T10:00:00+01:00', end: '2026-12-04T11:00:00+01:00' }, table: 'calendar_entries',
      },
      { method: 'POST', path: '/v1/dashboard/task', url: '/v1/dashboard/task', body: { title: 'Pack' }, table: 'tasks' },
      { method: 'PUT', path: '/v1/services/update/{id}', url: `/v1/services/update/${service.id}`, body: serviceBody(), table: 'services' },
      { method: 'PUT', path: '/v1/invoice/{id}', url: `/v1/invoice/${invoice.id}`, body: invoiceBody(), table: 'invoices' },
      { method: 'PUT', path: '/v1/dashboard/task/{id}', url: `/v1/dashboard/task/${task.id}`, body: { title: 'Renamed' }, table: 'tasks' },
      { method: 'POST', path: '/v1/logistic/pickup-address', url: '/v1/logistic/pickup-address', body: pickupBody({ address: '2 Marina' }), table: 'pickup_addresses' },
      { method: 'PUT', path: '/v1/logistic/pickup-address/{addressId}', url: `/v1/logistic/pickup-address/${pickup.id}`, body: pickupBody(), table: 'pickup_addresses' },
      { method: 'POST', path: '/v1/users/customer', url: '/v1/users/customer', body: { name: 'Ada Obi', email: 'ada@example.com', phone: '+2348030000002' }, table: 'customers' },
      { method: 'POST', path: '/v1/helpdesk/tickets', url: '/v1/helpdesk/tickets', body: { subject: 'Help', message: 'Please help' }, table: 'helpdesk_tickets' },
    ];
    const bBefore = await snapshotTenant(t, b.id);
    const userBefore = (await t.pool.query('SELECT row_to_json(u) AS r FROM users u WHERE id = $1', [a.id])).rows[0].r;
    const persisted: string[] = [];
    let injectedCount = 0;
    let accepted = 0;
    for (const c of cases) {
      const injected = injectedFor(c.method, c.path);
      injectedCount += Object.keys(injected).length;
      const res = await t.app.inject({ method: c.method, url: c.url, headers: a.headers, payload: { ...c.body, ...injected } });
      expect(secretsIn(res.body), `${c.method} ${c.path}`).toEqual([]);
      // Refusing the unknown fields outright is as good as ignoring them; accepting must store none of them.
      if (res.statusCode === 400) continue;
      accepted++;
      expect(res.statusCode, `${c.method} ${c.path}: ${res.body}`).toBeLessThan(300);
      const data = res.json().data;
      const id = c.table === 'users' ? a.id : ((data.id ?? data.customer?.id ?? data.ticket?.id) as string);
      expect(id, `${c.method} ${c.path} took the injected id`).not.toBe(INJECTED_ID);
      const { rows } = await t.pool.query(`SELECT row_to_json(x) AS r FROM "${c.table}" x WHERE id = $1`, [id]);
      const row = rows[0].r as Record<string, unknown>;
      if (c.table !== 'users' && row.merchant_id !== a.id) persisted.push(`${c.path}: merchant_id ${row.merchant_id}`);
      for (const [key, value] of Object.entries(injected)) {
        const column = snake(key);
        if (column in row && row[column] === value) persisted.push(`${c.method} ${c.path}: ${column} = ${String(value)}`);
      }
    }
    const userAfter = (await t.pool.query('SELECT row_to_json(u) AS r FROM users u WHERE id = $1', [a.id])).rows[0].r;
    for (const column of ['id', 'role', 'stage', 'stage_verification_status', 'verification_status', 'is_email_verified', 'level', 'email'])
      if (userBefore[column] !== userAfter[column]) persisted.push(`users.${column}: ${userBefore[column]} → ${userAfter[column]}`);
    const withInjectedId = await t.pool.query(
      `SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'id' AND data_type = 'uuid'`,
    );
    for (const { table_name: table } of withInjectedId.rows) {
      const { rows } = await t.pool.query(`SELECT count(*)::int AS n FROM "${table}" WHERE id = $1`, [INJECTED_ID]);
      if (rows[0].n > 0) persisted.push(`${table}: a row with the injected id`);
    }
    const bAfter = await snapshotTenant(t, b.id);
    const bChanged = Object.keys(bBefore).filter((k) => bBefore[k] !== bAfter[k]);
    console.log(
      `mass-assignment: ${cases.length} write routes (${accepted} accepted, the rest refused with 400) × ${injectedCount} injected fields, ${persisted.length + bChanged.length} persisted`,
    );
    expect(persisted).toEqual([]);
    expect(bChanged).toEqual([]);
  });
});
