import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { type ApiRoute, listRoutes, routeName } from './openapi-routes.ts';
import { createCheckedApp, newResponseLog, PAYMENTS_BY_HAND, responseFigure } from './response-check.ts';
import { snapshotTenant } from './snapshot.ts';
import { seedTenant } from './tenant-fixtures.ts';
import { WRITE_BODIES, WRITE_EXCLUSIONS, type WriteContext } from './write-bodies.ts';

const INJECTED_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const INJECTED_BALANCE = 99_999_999;
const INJECTED_STATUS = 'HACKED';
/** A record version no save reaches: a body may never set the version an edit is checked against. */
const INJECTED_VERSION = 999_999;

let t: TestApp;
let b: TestMerchant;
let context: WriteContext;
let writes: ApiRoute[];
const log = newResponseLog();

beforeAll(async () => {
  t = await createCheckedApp(log, PAYMENTS_BY_HAND);
  const [a, recipient, operator] = await Promise.all([
    createMerchant(t),
    createMerchant(t),
    createMerchant(t, { role: 'operator' }),
  ]);
  b = await createMerchant(t);
  context = { t, a, recipient, operator, ids: await seedTenant(t, a, recipient) };
  writes = (await listRoutes(t.app)).filter(
    (r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && r.bodySchema,
  );
}, 90_000);
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
  balance: INJECTED_BALANCE,
  status: INJECTED_STATUS,
  id: INJECTED_ID,
  isEmailVerified: false,
  version: INJECTED_VERSION,
});

/** The fields of `privileged` that the route's own body schema does not declare (those are legitimate there). */
function injectedFor(route: ApiRoute): Record<string, unknown> {
  const declared = Object.keys((route.bodySchema?.properties as object | undefined) ?? {});
  return Object.fromEntries(Object.entries(privileged()).filter(([key]) => !declared.includes(key)));
}

/**
 * One query over every table of the database for the traces an injected field leaves when it is stored:
 * a row with the injected id, a row pointing at merchant B, the injected status or balance, an admin.
 */
async function tracesQuery(): Promise<string> {
  const { rows } = await t.pool.query<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c
       JOIN information_schema.tables s ON s.table_name = c.table_name AND s.table_schema = c.table_schema
      WHERE c.table_schema = 'public' AND s.table_type = 'BASE TABLE'`,
  );
  const parts = rows.flatMap(({ table_name: table, column_name: column, data_type: type }) => {
    const at = `'${table}.${column}' AS at, count(*)::int AS n FROM "${table}"`;
    if (type === 'uuid') return [`SELECT ${at} WHERE "${column}" IN ('${INJECTED_ID}', '${b.id}')`];
    if (column === 'status') return [`SELECT ${at} WHERE "${column}"::text = '${INJECTED_STATUS}'`];
    if (column === 'role') return [`SELECT ${at} WHERE "${column}"::text = 'admin'`];
    if (column.includes('balance') && /numeric|integer|bigint/.test(type))
      return [`SELECT ${at} WHERE "${column}" = ${INJECTED_BALANCE}`];
    if (column === 'version' && type === 'integer')
      return [`SELECT ${at} WHERE "${column}" = ${INJECTED_VERSION}`];
    return [];
  });
  return `SELECT at, n FROM (${parts.join(' UNION ALL ')}) x WHERE n > 0`;
}

const USER_COLUMNS = [
  'id',
  'role',
  'stage',
  'stage_verification_status',
  'verification_status',
  'is_email_verified',
  'level',
  'email',
];
const userRow = async (id: string) =>
  (await t.pool.query('SELECT row_to_json(u) AS r FROM users u WHERE id = $1', [id])).rows[0].r;

describe('mass assignment', () => {
  it('persists none of the privileged fields injected into any write route of the OpenAPI document', async () => {
    const missing = writes.map(routeName).filter((name) => !WRITE_BODIES[name] && !WRITE_EXCLUSIONS[name]);
    expect(missing, 'write routes with neither a valid body nor a named exclusion').toEqual([]);
    const stale = [...Object.keys(WRITE_BODIES), ...Object.keys(WRITE_EXCLUSIONS)].filter(
      (name) => !writes.some((r) => routeName(r) === name),
    );
    expect(stale, 'entries for routes the OpenAPI document no longer has').toEqual([]);

    const traces = await tracesQuery();
    const bBefore = await snapshotTenant(t, b.id);
    const baseline = new Map((await t.pool.query(traces)).rows.map((r) => [r.at, r.n]));
    const persisted: string[] = [];
    const unreached: string[] = [];
    const refused: string[] = [];
    let accepted = 0;
    let injectedCount = 0;
    const covered = writes.filter((r) => WRITE_BODIES[routeName(r)]);
    for (const route of covered) {
      const name = routeName(route);
      const call = await WRITE_BODIES[name]!(context);
      const headers = call.headers ?? context.a.headers;
      const injected = injectedFor(route);
      injectedCount += Object.keys(injected).length;
      const usersBefore = await userRow(context.a.id);
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: call.url,
        headers: { ...headers, 'idempotency-key': randomUUID() },
        payload: { ...call.body, ...injected },
      });
      // Refusing the unknown fields outright is as good as ignoring them; accepting must store none of them.
      // A 400 about anything else means the table's body is wrong and the route went untested.
      if (res.statusCode === 400) {
        const fields = (res.json().errors ?? []).map((e: { path: string }) => e.path.replace(/^body\./, ''));
        expect(fields.length > 0 && fields.every((f: string) => f in injected), `${name}: ${res.body}`).toBe(
          true,
        );
        refused.push(name);
        continue;
      }
      if (res.statusCode >= 300) {
        unreached.push(`${name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        continue;
      }
      accepted++;
      for (const row of (await t.pool.query(traces)).rows)
        if (row.n !== (baseline.get(row.at) ?? 0)) {
          persisted.push(`${name}: ${row.at} (${baseline.get(row.at) ?? 0} → ${row.n})`);
          baseline.set(row.at, row.n);
        }
      const usersAfter = await userRow(context.a.id);
      for (const column of USER_COLUMNS)
        if (usersBefore[column] !== usersAfter[column])
          persisted.push(`${name}: users.${column} ${usersBefore[column]} → ${usersAfter[column]}`);
    }
    const bAfter = await snapshotTenant(t, b.id);
    const bChanged = Object.keys(bBefore).filter((k) => bBefore[k] !== bAfter[k]);
    console.log(
      `mass-assignment: ${covered.length}/${writes.length} write routes with a JSON body (${accepted} accepted, ${refused.length} refused with 400 [${refused.join(', ')}], ` +
        `${Object.keys(WRITE_EXCLUSIONS).length} excluded by name) × ${injectedCount} injected fields, ${persisted.length + bChanged.length} persisted`,
    );
    expect(unreached).toEqual([]);
    expect(persisted).toEqual([]);
    expect(bChanged).toEqual([]);
  });

  it('keeps every answer within its declared schema or the error envelope', () => {
    console.log(`mass-assignment ${responseFigure(log)}`);
    expect(log.outside).toEqual([]);
    expect(log.secrets).toEqual([]);
  });
});
