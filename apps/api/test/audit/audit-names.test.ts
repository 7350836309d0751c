import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../src/modules/audit/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { isPublic, isSigned, listRoutes, routeName } from '../security/openapi-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** `POST /v1/order/{id}/refunds` as the table spells it: `POST /v1/order/:id/refunds`. */
const asPattern = (name: string) => name.replace(/\{(\w+)\}/g, ':$1');

describe('audit names', () => {
  it('names every write a signed-in person or an API key can make, and nothing else', async () => {
    const writes = (await listRoutes(t.app))
      .filter((r) => r.method !== 'GET' && !isPublic(r) && !isSigned(r))
      .map((r) => asPattern(routeName(r)));
    expect(writes.filter((route) => !AUDIT_ACTIONS[route])).toEqual([]);
    expect(Object.keys(AUDIT_ACTIONS).filter((route) => !writes.includes(route))).toEqual([]);
    for (const action of Object.values(AUDIT_ACTIONS)) expect(action).toMatch(/^[a-z_]+\.[a-z_]+$/);
  });
});
