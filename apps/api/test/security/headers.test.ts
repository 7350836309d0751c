import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { SESSION_COOKIE } from '../../src/modules/sessions/session-service.ts';

let t: TestApp;
let m: TestMerchant;
let webDist: string;

beforeAll(async () => {
  // A stand-in for the built dashboard, so the HTML path of the server is exercised without building apps/web.
  webDist = mkdtempSync(path.join(os.tmpdir(), 'oja-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST: webDist });
  m = await createMerchant(t);
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

function directives(csp: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0]!, d.split(/\s+/).slice(1).join(' ')]),
  );
}

const baseline = (headers: Record<string, unknown>) => {
  const problems: string[] = [];
  const csp = directives(headers['content-security-policy'] as string);
  if (csp['object-src'] !== "'none'") problems.push(`object-src ${csp['object-src']}`);
  if (csp['base-uri'] !== "'none'") problems.push(`base-uri ${csp['base-uri']}`);
  if (csp['frame-ancestors'] !== "'none'") problems.push(`frame-ancestors ${csp['frame-ancestors']}`);
  const hsts = String(headers['strict-transport-security'] ?? '');
  const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
  if (maxAge < 15_552_000) problems.push(`hsts "${hsts}"`);
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('nosniff');
  if (!headers['referrer-policy'] || headers['referrer-policy'] === 'unsafe-url')
    problems.push('referrer-policy');
  return problems;
};

describe('security headers', () => {
  it('sends the CSP, HSTS, nosniff and Referrer-Policy on HTML, JSON and the docs; no-store on authenticated JSON', async () => {
    const checks: [string, Record<string, string>, (h: Record<string, unknown>, type: string) => string[]][] =
      [
        ['/login', {}, (_h, type) => (type.startsWith('text/html') ? [] : [`content-type ${type}`])],
        ['/docs', {}, () => []],
        ['/docs/static/index.html', {}, () => []],
        ['/docs/json', {}, () => []],
        ['/healthz', {}, () => []],
        [
          '/v1/users/profile',
          m.headers,
          (h) => (String(h['cache-control']).includes('no-store') ? [] : ['no-store']),
        ],
        [
          '/v1/products',
          m.headers,
          (h) => (String(h['cache-control']).includes('no-store') ? [] : ['no-store']),
        ],
        [
          '/v1/users/profile',
          {},
          (h) => (String(h['cache-control']).includes('no-store') ? [] : ['no-store on 401']),
        ],
      ];
    const problems: string[] = [];
    for (const [url, headers, extra] of checks) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      const found = [...baseline(res.headers), ...extra(res.headers, String(res.headers['content-type']))];
      problems.push(...found.map((p) => `${url}: ${p}`));
    }
    console.log(
      `headers: ${checks.length - new Set(problems.map((p) => p.slice(0, p.indexOf(': ')))).size}/${checks.length} responses carry every header`,
    );
    expect(problems).toEqual([]);
  });

  it('refuses a cross-site form POST carrying the session cookie', async () => {
    const before = (await t.pool.query('SELECT count(*)::int AS n FROM tasks WHERE merchant_id = $1', [m.id]))
      .rows[0].n;
    const cookie = `${SESSION_COOKIE}=${m.token}`;
    const attempts = [
      { 'content-type': 'application/x-www-form-urlencoded', payload: 'title=pwned' },
      {
        'content-type': 'multipart/form-data; boundary=x',
        payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\npwned\r\n--x--\r\n',
      },
      { 'content-type': 'text/plain', payload: '{"title":"pwned"}' },
    ];
    for (const { payload, ...headers } of attempts) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/dashboard/task',
        headers: { ...headers, cookie, origin: 'https://evil.example' },
        payload,
      });
      expect(res.statusCode, `${headers['content-type']}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const after = (await t.pool.query('SELECT count(*)::int AS n FROM tasks WHERE merchant_id = $1', [m.id]))
      .rows[0].n;
    expect(after).toBe(before);
  });
});
