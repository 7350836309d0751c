import { expect, type Page, test } from '@playwright/test';
import { demoProvider, demoSeller, loginByApi } from '../support/demo.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/**
 * Every screen of docs/product/interface.md#layout-and-header on the seeded demo, for the seller and the provider, saved at 1366 px and
 * 375 px as e2e/screenshots/demo-<account>-<screen>-{desktop,mobile}.png (the README shows some). The
 * device runs on Lagos time here, as the demo's merchants do, so times read as they would to them.
 * Each screen also must not scroll sideways on a phone.
 */

test.describe.configure({ timeout: 180_000 });
test.use({ timezoneId: 'Africa/Lagos' });

/** The screen has its heading and nothing is still loading. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Please wait...')).toHaveCount(0, { timeout: 15_000 });
}

async function shoot(page: Page, name: string) {
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshots(page, `demo-${name}`, { desktopWidth: 1366 });
  // Widths some widgets measure in script settle a moment after a resize: polled, not read once.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} at 375 px` })
    .toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1366, height: 800 });
}

async function visit(page: Page, url: string, name: string) {
  await page.goto(url);
  await shoot(page, name);
}

/** Opens the first link of the main table whose name matches. */
async function openFirst(page: Page, url: string, link: RegExp) {
  await page.goto(url);
  await settle(page);
  await page.getByRole('table').first().getByRole('link', { name: link }).first().click();
}

const common = [
  ['/dashboard', 'dashboard'],
  ['/invoice', 'invoices'],
  ['/invoice/add-invoice', 'invoice-add'],
  ['/wallet', 'wallet'],
  ['/wallet/transactions', 'transactions'],
  ['/reports', 'reports'],
  ['/market-place', 'market-place'],
  ['/message', 'message'],
  ['/account', 'account'],
  ['/notification', 'notification'],
  ['/calendar', 'calendar'],
  ['/customers', 'customers'],
] as const;

test('the seller: every screen on the seeded data', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await loginByApi(page, demoSeller);
  for (const [url, name] of [
    ...common,
    ['/products', 'products'],
    ['/products?tab=orders', 'orders'],
    ['/products/add-product', 'product-add'],
  ] as const)
    await visit(page, url, `seller-${name}`);

  await openFirst(page, '/products', /./);
  await expect(page).toHaveURL(/\/products\/[^/?]+$/);
  await shoot(page, 'seller-product-detail');
  await openFirst(page, '/products?tab=orders', /^#ORD-/);
  await shoot(page, 'seller-order-detail');
  await openFirst(page, '/invoice', /./);
  await expect(page).toHaveURL(/\/invoice\/[^/?]+$/);
  await shoot(page, 'seller-invoice-detail');
  // A conversation open, with its thread.
  await page.goto('/message');
  await settle(page);
  await page.getByRole('region', { name: 'Conversations' }).getByRole('link').first().click();
  await expect(page.getByRole('log').first()).toBeVisible();
  await shoot(page, 'seller-message-thread');
});

test('the provider: every screen on the seeded data', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await loginByApi(page, demoProvider);
  for (const [url, name] of [
    ...common,
    ['/services', 'services'],
    ['/services?tab=orders', 'service-orders'],
    ['/services/add-service', 'service-add'],
  ] as const)
    await visit(page, url, `provider-${name}`);

  await openFirst(page, '/services', /./);
  await expect(page).toHaveURL(/\/services\/[^/?]+$/);
  await shoot(page, 'provider-service-detail');
  await page.getByRole('link', { name: /Edit/ }).first().click();
  await expect(page).toHaveURL(/edit-service$/);
  await shoot(page, 'provider-service-edit');
});
