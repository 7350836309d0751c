import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../helpers/app.ts';

export const PASSWORD = 'Sunny-Lagos-2026';

/** Onboarding fields of docs/product/onboarding.md#profile-and-password for a new, unique merchant. */
export function onboarding(overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(4).toString('hex');
  return {
    email: `ada-${tag}@example.com`,
    firstName: 'Ada',
    surname: 'Obi',
    username: `ada_${tag}`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    phone: '+234 803 555 0101',
    serviceType: 'product',
    businessName: 'Ada Crafts',
    category: 'Fashion',
    ...overrides,
  };
}

/** The messages the outbox holds for an address, newest first. */
export async function outbox(
  t: TestApp,
  to: string,
): Promise<Array<{ channel: string; subject: string; body: string }>> {
  const res = await t.app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(to)}` });
  return res.json().data;
}

/** The 6-digit code of the newest message sent to an address. */
export async function latestCode(t: TestApp, to: string): Promise<string> {
  const [message] = await outbox(t, to);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** A code that is not `code` (for wrong guesses). */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers a merchant through the API; returns its email, token and profile. */
export async function register(t: TestApp, overrides: Record<string, unknown> = {}) {
  const payload = onboarding(overrides);
  const res = await t.app.inject({ method: 'POST', url: '/v1/auth/register', payload });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  const data = res.json().data;
  return {
    email: payload.email,
    username: payload.username,
    token: data.tokens.access.token as string,
    user: data.user,
  };
}

export async function login(t: TestApp, email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
}

/** The Set-Cookie header of a response as one string (there is one cookie). */
export const setCookie = (res: LightMyRequestResponse) => {
  const header = res.headers['set-cookie'];
  return Array.isArray(header) ? header.join('\n') : (header ?? '');
};
