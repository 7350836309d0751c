import { EVERY_MEMBER, permissions, type RoutePermission } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  type ApiRoute,
  isOperatorRoute,
  isPublic,
  isSigned,
  listRoutes,
  routeName,
} from './openapi-routes.ts';
import { OWNER_ONLY_ROUTES } from './owner-only-routes.ts';

let t: TestApp;
let routes: ApiRoute[];

beforeAll(async () => {
  t = await createTestApp();
  routes = await listRoutes(t.app);
});
afterAll(async () => t?.close());

const known = new Set<string>([...permissions, EVERY_MEMBER]);
/** The permission a route declared when it was registered (`/v1/x/{id}` is registered as `/v1/x/:id`). */
const declared = (route: ApiRoute): RoutePermission | undefined =>
  t.app.routePermissions.get(`${route.method} ${route.path.replace(/\{(\w+)\}/g, ':$1')}`);

describe('the permission of every signed-in route', () => {
  it('is a known permission, or the route is on the explicit owner-only list', () => {
    const signedIn = routes.filter((r) => !isPublic(r) && !isSigned(r) && !isOperatorRoute(r));
    const unknown = signedIn.filter((r) => declared(r) !== undefined && !known.has(declared(r)!));
    const undeclared = signedIn.filter(
      (r) => declared(r) === undefined && !OWNER_ONLY_ROUTES.includes(routeName(r)),
    );
    const ownerOnlyButDeclared = signedIn.filter(
      (r) => declared(r) !== undefined && OWNER_ONLY_ROUTES.includes(routeName(r)),
    );
    const stale = OWNER_ONLY_ROUTES.filter((name) => !signedIn.some((r) => routeName(r) === name));
    const counts = [...known].map((p) => `${p} ${signedIn.filter((r) => declared(r) === p).length}`);
    console.log(
      `route permissions: ${signedIn.length} signed-in routes — ${counts.join(', ')}, owner-only ${OWNER_ONLY_ROUTES.length}`,
    );
    expect(unknown.map(routeName)).toEqual([]);
    expect(undeclared.map(routeName)).toEqual([]);
    expect(ownerOnlyButDeclared.map(routeName)).toEqual([]);
    expect(stale).toEqual([]);
    expect(signedIn.length).toBeGreaterThan(100);
  });

  it('is read from the routes as registered (a route the registry misses cannot pass)', () => {
    const missing = routes.filter(
      (r) => !t.app.routePermissions.has(`${r.method} ${r.path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(missing.map(routeName)).toEqual([]);
  });
});
