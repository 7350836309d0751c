import type { APIRequestContext, Page } from '@playwright/test';
import { signUp } from './merchant.ts';

/** The password every account journey starts with. */
export const PASSWORD = 'Start-pass-2026';

/**
 * Registers a merchant through the API. With `page.request` the browser is signed in as it (the
 * cookie lands in the page's context); with the `request` fixture it is not.
 */
export const registerAccount = (api: APIRequestContext) =>
  signUp(api, {
    prefix: 'acc',
    domain: 'example.com',
    password: PASSWORD,
    phone: '+2348031112222',
    businessName: 'Kemi Crafts',
  });

export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
