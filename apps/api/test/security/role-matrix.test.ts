import { randomUUID } from 'node:crypto';
import {
  hasPermission,
  permissionMessages,
  rolePermissions,
  type RoutePermission,
  staffRoles,
} from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { addStaff, type TestStaff } from '../staff/helpers.ts';
import { createCheckedApp, newResponseLog, PAYMENTS_BY_HAND, responseFigure } from './response-check.ts';
import {
  type ApiRoute,
  fillPath,
  isOperatorRoute,
  isPublic,
  isSigned,
  listRoutes,
  routeName,
} from './openapi-routes.ts';
import { snapshotTenant } from './snapshot.ts';
import { bodyFor, idFor, seedTenant, type TenantIds } from './tenant-fixtures.ts';

let t: TestApp;
let a: TestMerchant;
let ids: TenantIds;
let routes: ApiRoute[];
let staff: TestStaff[];
const log = newResponseLog();

beforeAll(async () => {
  t = await createCheckedApp(log, PAYMENTS_BY_HAND);
  a = await createMerchant(t);
  ids = await seedTenant(t, a, await createMerchant(t));
  staff = await Promise.all(staffRoles.map((role) => addStaff(t, a, role)));
  routes = (await listRoutes(t.app)).filter((r) => !isPublic(r) && !isSigned(r) && !isOperatorRoute(r));
}, 90_000);
afterAll(async () => t?.close());

const declared = (route: ApiRoute): RoutePermission | undefined =>
  t.app.routePermissions.get(`${route.method} ${route.path.replace(/\{(\w+)\}/g, ':$1')}`);
const allows = (member: TestStaff, route: ApiRoute) => {
  const needed = declared(route);
  return needed !== undefined && hasPermission(rolePermissions[member.role], needed);
};
const refusal = (route: ApiRoute) => {
  const needed = declared(route);
  return needed === undefined ? permissionMessages.ownerOnly : permissionMessages.missing(needed);
};

const byLogoutLast = (x: ApiRoute, y: ApiRoute) =>
  Number(routeName(x) === 'POST /v1/auth/logout') - Number(routeName(y) === 'POST /v1/auth/logout');

/** The route called by a member on A's own objects, with a valid body where the fixtures have one. */
function call(member: TestStaff, route: ApiRoute) {
  const values = Object.fromEntries(route.params.map((p) => [p, idFor(route.path, p, ids) ?? randomUUID()]));
  const payload = bodyFor(route.method, route.path) ?? (route.hasBody ? {} : undefined);
  return t.app.inject({
    method: route.method as 'GET',
    url: fillPath(route, values),
    headers: { ...member.headers, 'idempotency-key': randomUUID() },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

describe('role × route matrix', () => {
  it('refuses every route a role does not allow with 403 naming what is missing, changing nothing', async () => {
    const before = await snapshotTenant(t, a.id);
    const wrong: string[] = [];
    let tried = 0;
    for (const member of staff)
      for (const route of routes.filter((r) => !allows(member, r))) {
        tried++;
        const res = await call(member, route);
        if (res.statusCode !== 403 || res.json().message !== refusal(route))
          wrong.push(`${member.role} ${routeName(route)} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    const after = await snapshotTenant(t, a.id);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    console.log(
      `role matrix: ${tried} refused calls over ${staffRoles.length} roles × ${routes.length} routes, ${wrong.length} wrong, ${changed.length} tables changed`,
    );
    expect(wrong).toEqual([]);
    expect(changed).toEqual([]);
    expect(tried).toBeGreaterThan(100);
  }, 120_000);

  it('lets every role through every route its permissions allow (whatever the route then answers)', async () => {
    const refused: string[] = [];
    let tried = 0;
    for (const member of staff)
      // Logging out ends the member's session: it goes last.
      for (const route of routes.filter((r) => allows(member, r)).sort(byLogoutLast)) {
        tried++;
        const res = await call(member, route);
        if (res.statusCode === 403 && res.json().message === refusal(route))
          refused.push(`${member.role} ${routeName(route)}`);
        if (res.statusCode === 401 || res.statusCode >= 500)
          refused.push(`${member.role} ${routeName(route)} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    console.log(`role matrix: ${tried} allowed calls, ${refused.length} refused`);
    expect(refused).toEqual([]);
    expect(tried).toBeGreaterThan(100);
  }, 120_000);

  it('keeps every answer of the matrix within its declared schema or the error envelope', () => {
    console.log(`role matrix ${responseFigure(log)}`);
    expect(log.outside).toEqual([]);
    expect(log.secrets).toEqual([]);
  });
});
