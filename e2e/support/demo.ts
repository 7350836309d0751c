import type { Page } from '@playwright/test';

/** The seeded demo accounts (apps/api/src/seed/demo-accounts.ts). */
export const demoSeller = { email: 'seller@oja.demo', password: 'OjaDemo2026!' };
export const demoProvider = { email: 'provider@oja.demo', password: 'OjaDemo2026!' };
export const demoNewcomer = { email: 'new@oja.demo', password: 'OjaDemo2026!' };

/** Logs in through the API; the session cookie lands in the page's browser context. */
export async function loginByApi(page: Page, account = demoSeller) {
  const response = await page.request.post('/v1/auth/login', { data: account });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
}
