import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { checkoutAndPay } from './buyer.ts';
import { signUp } from './merchant.ts';

/**
 * Registers a verified merchant (the booking journey emails the buyer, which Oja does only for verified
 * owners) and signs the page in as it; returns its id.
 */
export const registerDashboardMerchant = async (page: Page, serviceType: 'product' | 'service' = 'product') =>
  (
    await signUp(page.request, {
      serviceType,
      prefix: 'dash',
      firstName: 'Ada',
      surname: 'Okafor',
      businessName: 'Ada Crafts',
      category: 'Fashion',
      password: 'Dashboard-2026!',
      verified: true,
    })
  ).id;

/** A buyer's checkout, paid on the provider's checkout page (an order counts as a sale once paid). */
export async function checkout(
  request: APIRequestContext,
  merchantApi: APIRequestContext,
  data: Record<string, unknown>,
  email = 'kemi.adeyemi@buyer.test',
) {
  await checkoutAndPay(request, merchantApi, {
    name: 'Kemi Adeyemi',
    email,
    phone: '+2348025550101',
    ...data,
  });
}

/** Unverified merchants get the verification prompt on /dashboard first. */
export async function dismissPrompt(page: Page) {
  const notNow = page.getByRole('button', { name: 'Not now' });
  await notNow.click({ timeout: 15_000 }).catch(() => undefined);
  await expect(notNow).toBeHidden();
}

export const money = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
