import { describe, expect, it } from 'vitest';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';

const PATHS: Array<[string, string]> = [
  ['post', '/v1/users/waitlist'],
  ['post', '/v1/auth/login'],
  ['post', '/v1/auth/logout'],
  ['post', '/v1/auth/register'],
  ['post', '/v1/auth/{product}/register'],
  ['post', '/v1/auth/{product}/send-otp-to-email'],
  ['post', '/v1/auth/{product}/send-otp-to-phone'],
  ['post', '/v1/auth/{product}/username-verification'],
  ['post', '/v1/auth/{product}/verify-email-otp'],
  ['post', '/v1/auth/forgot-password'],
  ['post', '/v1/auth/reset-password'],
  ['post', '/v1/auth/send-otp-verification-email'],
  ['post', '/v1/auth/verify-otp-email'],
  ['put', '/v1/auth/verify-details'],
  ['post', '/v1/users/request-demo'],
  ['get', '/v1/users/profile'],
  ['patch', '/v1/users'],
  ['get', '/v1/users/get-all-whitelabelclients'],
  ['put', '/v1/users/changepassword'],
  ['put', '/v1/users/theme'],
  ['post', '/v1/users/customer'],
  ['get', '/v1/users/customer'],
];

describe('accounts in the OpenAPI document', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp()));

  it('documents every SPEC §7 "Auth and users" path with its request and response schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const [method, path] of PATHS) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^20[01]$/)]),
      );
    }
    const login = doc.paths['/v1/auth/login'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual([
      'email',
      'password',
    ]);
  });
});
