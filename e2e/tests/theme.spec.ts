import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { demoSeller, loginByApi } from '../support/demo.ts';
import { signUp } from '../support/merchant.ts';
import { shoot } from '../support/screenshots.ts';

/**
 * Dark mode (decision 041): a merchant picks it with the keyboard on /account; it shows before the app's
 * code runs (index.html's script, allowed by the CSP), follows them to another device, and every main
 * screen of the demo seller reads in dark (axe checks both themes; screenshots at 375 px and desktop).
 */

test.describe.configure({ timeout: 180_000 });

const html = (page: Page) => page.locator('html');
const cspErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  return errors;
};

test('the chosen theme shows before the first paint and follows the merchant to another device', async ({
  page,
  browser,
}) => {
  const merchant = await signUp(page.request, { prefix: 'theme' });
  const errors = cspErrors(page);
  await page.goto('/account');
  await page.getByRole('radio', { name: 'System' }).focus();
  const saved = page.waitForResponse((r) => r.url().endsWith('/v1/users/theme') && r.ok());
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await saved;
  await expectNoAxeViolations(page);

  // With the app's code blocked, only index.html's inline script can have set the theme.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/dashboard');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  expect(errors).toEqual([]);
  await page.unroute('**/assets/*.js');

  // Another device: nothing kept there yet; the profile brings the choice.
  const other = await browser.newContext({ colorScheme: 'light' });
  const phone = await other.newPage();
  const login = await phone.request.post('/v1/auth/login', {
    data: { email: merchant.email, password: merchant.password },
  });
  expect(login.ok()).toBe(true);
  await phone.goto('/dashboard');
  await expect(html(phone)).toHaveClass(/\bdark\b/);
  await other.close();
});

test('on the system theme the page follows the device, with no reload', async ({ page }) => {
  await signUp(page.request, { prefix: 'theme-system' });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/dashboard');
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveClass(/\bdark\b/);
});

const SCREENS: [path: string, name: string][] = [
  ['/dashboard', 'dashboard'],
  ['/products', 'products'],
  ['/products?tab=orders', 'orders'],
  ['/orders/new', 'orders-new'],
  ['/orders/record-sale', 'orders-record-sale'],
  ['/invoice', 'invoices'],
  ['/invoice/settings', 'invoice-settings'],
  ['/customers', 'customers'],
  ['/wallet', 'wallet'],
  ['/reports', 'reports'],
  ['/message', 'messages'],
  ['/account', 'account'],
];

test('every main screen reads in dark, on a phone and a desktop', async ({ page }) => {
  // The demo seller keeps `system`; the device asks for dark, so no other journey sees a changed profile.
  await page.emulateMedia({ colorScheme: 'dark' });
  await loginByApi(page, demoSeller);
  for (const [path, name] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);
    await shoot(page, `dark-${name}`);
  }
});
