import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { dismissVerificationPrompt } from '../support/page.ts';
import { signUp } from '../support/merchant.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { demoSeller, loginByApi } from '../support/demo.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/**
 * docs/product/interface.md, the app shell (docs/product/interface.md#layout-and-header): the auth guard and its way back, the navigation entries on desktop
 * and in the full-screen mobile menu, the header title rule, /notification's Back button, and an axe
 * scan of the dashboard shell. Logging in as the demo seller only reads that account.
 */

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

const ENTRIES = [
  ['Dashboard', '/dashboard'],
  ['Wallet', '/wallet'],
  ['Product', '/products'],
  ['Reports', '/reports'],
  ['Market Place', '/market-place'],
  ['Message', '/message'],
  ['Account', '/account'],
] as const;

/** A fresh merchant, signed in in the page's browser context. */
const registerMerchant = (api: APIRequestContext) =>
  signUp(api, {
    prefix: 'shell',
    domain: 'example.com',
    firstName: 'Ngozi',
    surname: 'Okeke',
    businessName: 'Ngozi Home Goods',
    category: 'Home & Kitchen',
    password: 'Shell-pass-2026',
    phone: '+2348037778888',
  });

test('an unauthenticated visit to /products lands on /login and returns to /products after login', async ({
  page,
}) => {
  await page.goto('/products');
  await expect(page).toHaveURL('/login?redirectTo=%2Fproducts');
  await page.getByLabel('Email').fill(demoSeller.email);
  await page.getByLabel('Password', { exact: true }).fill(demoSeller.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/products');
  await expect(page.getByTestId('header-title')).toHaveText('products');
});

test('the dashboard shell: the 7 entries, logo, bell and account links, and no axe violations', async ({
  page,
}) => {
  await loginByApi(page, demoSeller);
  await page.goto('/dashboard');
  await dismissVerificationPrompt(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(ENTRIES.map(([label]) => label));
  for (const [label, href] of ENTRIES)
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notification');
  await expect(page.getByRole('link', { name: 'Adaeze Okafor' })).toHaveAttribute('href', '/account');
  await expect(
    page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link').first(),
  ).toHaveAttribute('href', '/dashboard');
  // docs/product/interface.md#layout-and-header: side menu 260 px, content at most 1131 px.
  const sidebar = await page.getByRole('complementary', { name: 'Sidebar' }).boundingBox();
  expect(sidebar?.x).toBe(0);
  expect((await page.getByRole('banner').boundingBox())?.x).toBe(260);
  expect((await page.locator('main#main').boundingBox())?.width).toBeLessThanOrEqual(1131);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'dashboard-shell');
});

test('at 375 px the full-screen menu shows all 7 entries and navigates', async ({ page }) => {
  await registerMerchant(page.request);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/account');
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 812 });
  const entries = menu.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(entries).toHaveText(ENTRIES.map(([label]) => label));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: path.join(screenshots, 'mobile-menu-mobile.png') });

  await entries.filter({ hasText: 'Wallet' }).click();
  await expect(page).toHaveURL('/wallet');
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('header-title')).toHaveText('wallet');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Market Place' }).click();
  await expect(page).toHaveURL('/market-place');
  await expect(page.getByTestId('header-title')).toHaveText('market-place');
});

test('the header title follows the path: the path without its slash, empty on detail pages, "All Transactions"', async ({
  page,
}) => {
  await registerMerchant(page.request);
  const cases: Array<[string, string]> = [
    ['/dashboard', 'dashboard'],
    ['/account', 'account'],
    ['/reports', 'reports'],
    ['/wallet/transactions', 'All Transactions'],
    ['/products/add-product', ''],
    ['/invoice/add-invoice', ''],
    ['/services/add-service', ''],
  ];
  for (const [path, title] of cases) {
    await page.goto(path);
    await expect(page.getByTestId('header-title'), path).toHaveText(title);
  }
});

test('/notification, from the bell, has a Back button that returns to the page before', async ({ page }) => {
  await registerMerchant(page.request);
  await page.goto('/account');
  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL('/notification');
  await expect(page.getByTestId('header-title')).toHaveText('notification');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/account');
});
