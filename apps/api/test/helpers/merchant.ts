import { randomBytes } from 'node:crypto';
import { users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { issueSession } from '../../src/modules/sessions/session-service.ts';
import type { TestApp } from './app.ts';

export interface TestMerchant {
  id: string;
  email: string;
  password: string;
  token: string;
  /** Headers that authenticate a request as this merchant. */
  headers: { authorization: string };
}

let cachedHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'Correct-Horse-9';

/** A merchant inserted directly (no email round trip) with a live session. */
export async function createMerchant(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestMerchant> {
  const email = overrides.email ?? `m-${randomBytes(5).toString('hex')}@example.com`;
  const passwordHash = await (cachedHash ??= hashPassword(TEST_PASSWORD));
  const [user] = await t.db
    .insert(users)
    .values({
      email,
      passwordHash,
      firstName: 'Test',
      lastName: 'Merchant',
      businessName: 'Test Store',
      isEmailVerified: true,
      ...overrides,
    })
    .returning({ id: users.id });
  const { token } = await issueSession(t.db, user!.id, 24);
  return {
    id: user!.id,
    email,
    password: TEST_PASSWORD,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** A test app, once built, with one merchant signed in: `({ t, m } = await withMerchant(createTestApp()))`. */
export async function withMerchant(
  app: Promise<TestApp>,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const t = await app;
  return { t, m: await createMerchant(t, overrides) };
}

/** A test app, once built, with two merchants signed in (tenancy: `a` must never see `b`'s data). */
export async function withTwoMerchants(
  app: Promise<TestApp>,
  aOverrides: Partial<typeof users.$inferInsert> = {},
  bOverrides: Partial<typeof users.$inferInsert> = {},
) {
  const t = await app;
  const [a, b] = await Promise.all([createMerchant(t, aOverrides), createMerchant(t, bOverrides)]);
  return { t, a, b };
}
