import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostRules, hostKey } from '../../src/lib/allowed-hosts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { type ApiRoute, fillPath, listRoutes, routeName } from './openapi-routes.ts';
import { createCheckedApp, newResponseLog, responseFigure } from './response-check.ts';
import { changedTables, snapshotDatabase } from './snapshot.ts';

let t: TestApp;
let merchant: TestMerchant;
let routes: ApiRoute[];
const log = newResponseLog();

beforeAll(async () => {
  t = await createCheckedApp(log, { PAYMENTS_JOB_INTERVAL_MS: '0', DASHBOARD_ROLLUP_INTERVAL_MS: '0' });
  merchant = await createMerchant(t);
  routes = await listRoutes(t.app);
});
afterAll(async () => t?.close());

/**
 * Host headers of requests that reached this server without being addressed to it: a rebinding domain,
 * another port of this machine, names the URL parser could be fooled by. (A request without a Host is
 * refused by Node itself with 400: see the loopback listener below.)
 */
const FOREIGN_HOSTS = [
  'rebind.example',
  'rebind.example:3000',
  'localhost:3001',
  '127.0.0.1:9',
  '[::1]:9',
  'localhost.rebind.example',
  'localhost@rebind.example',
  'localhost:80/x',
  'LOCALHOST:80.rebind.example',
];

describe('Host check (DNS rebinding)', () => {
  it('refuses every route of the OpenAPI document addressed to a foreign host with 421, changing nothing', async () => {
    const before = await snapshotDatabase(t.pool);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes.filter((r) => r.path !== '/healthz' && r.path !== '/readyz')) {
      for (const host of FOREIGN_HOSTS) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: fillPath(route),
          headers: { ...merchant.headers, host },
          ...(route.hasBody ? { payload: {} } : {}),
        });
        sent++;
        if (res.statusCode !== 421 || res.json().message !== messages.unknownHost)
          failures.push(`${routeName(route)} Host ${JSON.stringify(host)} → ${res.statusCode}`);
      }
    }
    const changed = changedTables(before, await snapshotDatabase(t.pool));
    console.log(
      `host check: ${sent} requests to ${routes.length - 2} routes × ${FOREIGN_HOSTS.length} foreign hosts, ` +
        `${sent - failures.length} answered 421, ${changed.length} tables changed`,
    );
    expect(failures).toEqual([]);
    expect(changed).toEqual([]);
    expect(log.outside).toEqual([]);
  });

  it('answers the configured host, and /healthz to a probe by IP', async () => {
    const asPublicHost = await t.app.inject({
      url: '/v1/users/profile',
      headers: { ...merchant.headers, host: new URL(t.env.PUBLIC_URL).host },
    });
    expect(asPublicHost.statusCode).toBe(200);
    const probe = await t.app.inject({ url: '/healthz', headers: { host: '10.1.2.3:3000' } });
    expect(probe.statusCode).toBe(200);
    console.log(responseFigure(log));
  });

  it('on a loopback listener answers localhost, 127.0.0.1 and [::1] on its own port only', async () => {
    const local = await createTestApp({ HOST: '127.0.0.1', PORT: '0' });
    try {
      await local.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = local.app.server.address() as AddressInfo;
      const status = (host: string | undefined) =>
        new Promise<number>((resolve, reject) => {
          const headers = host === undefined ? {} : { host };
          http
            .get(
              {
                host: '127.0.0.1',
                port,
                path: '/v1/address/countries',
                headers,
                setHost: host !== undefined,
              },
              (res) => {
                res.resume();
                resolve(res.statusCode ?? 0);
              },
            )
            .on('error', reject);
        });
      expect(await status(undefined)).toBe(400);
      const answers = Object.fromEntries(
        await Promise.all(
          [
            `127.0.0.1:${port}`,
            `localhost:${port}`,
            `[::1]:${port}`,
            `localhost:${port + 1}`,
            `rebind.example:${port}`,
          ].map(async (host) => [host, await status(host)] as const),
        ),
      );
      expect(answers).toEqual({
        [`127.0.0.1:${port}`]: 200,
        [`localhost:${port}`]: 200,
        [`[::1]:${port}`]: 200,
        [`localhost:${port + 1}`]: 421,
        [`rebind.example:${port}`]: 421,
      });
    } finally {
      await local.close();
    }
  });

  it('on any other interface answers PUBLIC_URL and ALLOWED_HOSTS only', async () => {
    const exposed = await createTestApp({
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://oja.example.com',
      ALLOWED_HOSTS: 'admin.oja.example.com:8443, shop.example.com',
    });
    try {
      const status = async (host: string) =>
        (await exposed.app.inject({ url: '/v1/address/countries', headers: { host } })).statusCode;
      expect(await status('oja.example.com')).toBe(200);
      expect(await status('oja.example.com:443')).toBe(200);
      expect(await status('admin.oja.example.com:8443')).toBe(200);
      expect(await status('SHOP.example.com')).toBe(200);
      expect(await status('admin.oja.example.com')).toBe(421);
      expect(await status('localhost:80')).toBe(421);
      expect(await status('127.0.0.1:3000')).toBe(421);
    } finally {
      await exposed.close();
    }
  });
});

describe('the host rule', () => {
  const rules = createHostRules({
    publicUrl: 'https://oja.example.com',
    listenHost: 'localhost',
    port: 3000,
    allowedHosts: ['localhost:5173'],
  });

  it('reads hosts strictly', () => {
    expect(
      ['localhost:80', 'LOCALHOST', 'a.b:443', '[::1]:3000', 'a@b', 'a/b', 'a b', ':80', 'a:99999'].map(
        hostKey,
      ),
    ).toEqual(['localhost', 'localhost', 'a.b', '[::1]:3000', null, null, null, null, null]);
  });

  it('takes only exact origins of allowed hosts as its own', () => {
    const own = [
      'https://oja.example.com',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://localhost:5173',
    ];
    const foreign = [
      'http://localhost:3001',
      'http://sub.oja.example.com',
      'https://oja.example.com.evil.example',
      'null',
      'file://',
      'https://oja.example.com/path',
      'https://user@oja.example.com',
      'ws://localhost:3000',
      '',
    ];
    expect(own.filter((origin) => !rules.originAllowed(origin))).toEqual([]);
    expect(foreign.filter((origin) => rules.originAllowed(origin))).toEqual([]);
    // The port a request arrived on stands in for the configured one (PORT=0, tests, proxies).
    expect(rules.originAllowed('http://localhost:4444', 4444)).toBe(true);
    expect(rules.originAllowed('http://localhost:3000', 4444)).toBe(false);
  });
});
