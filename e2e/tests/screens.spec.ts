import { businessDay } from '@oja/contracts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/merchant.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { demoSeller, loginByApi } from '../support/demo.ts';
import { saveScreenshots } from '../support/screenshots.ts';
import { checkoutAndPay } from '../support/buyer.ts';

/**
 * Screens that must not lie or break, walked as a merchant does: the sales charts label their axis in
 * compact naira that fits; the reports figures show money; the date-range picker fits a 1366 × 560
 * window; the dashboard fits a phone; onboarding steps follow the browser's Back; a new merchant is
 * welcomed, asked for the email code until it is verified, can set the verification prompt aside for
 * the session, and is told what a partial address lacks.
 */

test.describe.configure({ timeout: 180_000 });

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const promptDialog = (page: Page) => page.getByRole('dialog', { name: 'It is required that we verify you' });

/** A fresh merchant, signed in in the page's context; returns its email. */
const registerMerchant = async (page: Page) =>
  (
    await signUp(page.request, {
      prefix: 'screens',
      firstName: 'Tolu',
      surname: 'Bankole',
      businessName: 'Tolu Fabrics',
      password: 'Screens-2026!',
      phone: '+2348031112222',
    })
  ).email;

async function notNow(page: Page) {
  await promptDialog(page).getByRole('button', { name: 'Not now' }).click();
  await expect(promptDialog(page)).toBeHidden();
}

/** Two buyers order the merchant's lace (₦547,000 a yard): sales in the millions. */
async function sellLace(page: Page, request: APIRequestContext) {
  const merchantId = (
    (await (await page.request.get('/v1/users/profile')).json()) as { data: { id: string } }
  ).data.id;
  const product = await page.request.post('/v1/product', {
    data: { name: 'Swiss lace', category: 'Fashion', price: 547_000, units: 20, status: 'ACTIVE', weight: 1 },
  });
  expect(product.status(), await product.text()).toBe(201);
  const productId = ((await product.json()) as { data: { id: string } }).data.id;
  const pickup = await page.request.post('/v1/logistic/pickup-address', {
    data: {
      firstName: 'Tolu',
      lastName: 'Bankole',
      email: 'pickup@oja.test',
      phone: '+2348031234567',
      address: '12 Allen Avenue',
      state: 'Lagos',
      city: 'Ikeja',
    },
  });
  expect(pickup.ok(), await pickup.text()).toBe(true);
  // An order counts as a sale once paid: each buyer pays on the provider's checkout page.
  for (const email of ['kemi.adeyemi@buyer.test', 'bayo.ade@buyer.test']) {
    await checkoutAndPay(request, page.request, {
      name: 'Kemi Adeyemi',
      email,
      phone: '+2348025550101',
      merchantId,
      deliveryAddress: { address: '7 Adeola Odeku Street', city: 'Victoria Island', state: 'Lagos' },
      cart: [{ productId, quantity: 2 }],
    });
  }
}

test('charts label sales in compact naira that fits; the figures show money; the dashboard fits a phone', async ({
  page,
  request,
}) => {
  await registerMerchant(page);
  await sellLace(page, request);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/reports');

  const daily = page.getByRole('img', { name: /Daily sales/ });
  await expect(daily.locator('.chart-bar').first()).toBeVisible();
  const ticks = daily.locator('.chart-y-tick');
  await expect(ticks.first()).toBeVisible();
  const labels = await ticks.allTextContents();
  for (const label of labels) expect(label).toMatch(/^₦\d+(\.\d+)?[KMB]?$/);
  expect(labels).toContain('₦0');
  // Every label lies inside the chart: nothing cut at its left edge.
  const chartLeft = (await daily.boundingBox())!.x;
  for (const tick of await ticks.all())
    expect((await tick.boundingBox())!.x).toBeGreaterThanOrEqual(chartLeft);

  const sales = page.getByRole('table', { name: 'Figures' }).getByRole('row', { name: /^Sales/ });
  await expect(sales.getByRole('cell').first()).toHaveText(/^₦\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(page.getByRole('table', { name: 'Figures' })).not.toContainText(/\d{5,}/);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'reports-figures');

  // At 375 px: no sideways scrolling; the recent customers are cards inside the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard');
  await notNow(page);
  const customers = page.getByRole('list', { name: 'Recent customers' });
  await expect(customers).toContainText('bayo.ade@buyer.test');
  const box = (await customers.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await expect(page.getByRole('table', { name: 'Recent customers' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await customers.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(screenshots, 'dashboard-recent-customers-mobile.png') });
});

test('the date-range picker fits a 1366 × 560 window; This month ends today', async ({ page }) => {
  await loginByApi(page, demoSeller);
  await page.setViewportSize({ width: 1366, height: 560 });
  await page.goto('/dashboard');
  await notNow(page);
  await page.getByRole('combobox', { name: 'Report period' }).click();
  const popover = page.getByRole('dialog', { name: 'Choose a date range' });
  await expect(popover).toBeVisible();
  await expect(popover).toHaveCSS('opacity', '1');

  const box = (await popover.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(560);
  for (const header of await popover.getByRole('button', { name: /^Choose (month|year),/ }).all()) {
    const headerBox = (await header.boundingBox())!;
    expect(headerBox.y).toBeGreaterThanOrEqual(box.y);
    expect(headerBox.y + headerBox.height).toBeLessThanOrEqual(560);
  }
  // What does not fit scrolls inside the popover: Apply is reachable.
  const apply = popover.getByRole('button', { name: 'Apply' });
  await apply.scrollIntoViewIfNeeded();
  await expect(apply).toBeInViewport();
  await page.screenshot({ path: path.join(screenshots, 'date-picker-1366x560-desktop.png') });

  // This month on the business clock (Africa/Lagos), whatever the zone of this machine or the browser.
  const today = businessDay();
  await popover.getByRole('list', { name: 'Shortcuts' }).getByRole('button', { name: 'This month' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today.slice(0, 8)}01&to=${today}`));
});

test('onboarding follows the browser: Back returns to the step before, with what was chosen and typed', async ({
  page,
}) => {
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'Business category')).toBeVisible();
  await page.getByRole('radio', { name: /Service provider/ }).check();
  await page.getByRole('radio', { name: 'Photography', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Business name').fill('Tolu Lens');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'Create your account')).toBeVisible();
  await page.getByLabel('First name').fill('Tolu');
  await page.getByLabel('Password', { exact: true }).fill('Screens-2026!');

  await page.goBack();
  await expect(heading(page, 'Tell us about your service')).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue('Tolu Lens');
  await page.goBack();
  await expect(heading(page, 'Business category')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Service provider/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Photography', exact: true })).toBeChecked();

  await page.goForward();
  await page.goForward();
  await expect(heading(page, 'Create your account')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Tolu');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Tolu');
});

test('a new merchant is welcomed, asked for the email code until verified, and can set the prompt aside', async ({
  page,
}) => {
  const email = await registerMerchant(page);
  await page.goto('/dashboard');
  await notNow(page);
  await expect(heading(page, 'Welcome, Tolu')).toBeVisible();

  const banner = page.getByRole('region', { name: 'Email verification' });
  await banner.getByRole('button', { name: 'Verify email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'dashboard-verify-email');
  let code: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await (await page.request.get(`/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json();
      const mails = outbox.data as Array<{ subject: string; body: string }>;
      code = /\b(\d{6})\b/.exec(mails.find((m) => /verification code/i.test(m.subject))?.body ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  await dialog.getByLabel('Verification code').fill(code!);
  await dialog.getByRole('button', { name: 'Verify email' }).click();
  await expect(banner).toBeHidden();

  // The next visit: 'Welcome back', and 'Not now' still holds for this session.
  await page.reload();
  await expect(heading(page, 'Welcome back, Tolu')).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(promptDialog(page)).toHaveCount(0);

  // The business address: a country alone says what is missing; a city fills State and City.
  await page
    .getByTestId('verification-banner')
    .getByRole('button', { name: 'Start verification process' })
    .click();
  const form = page.getByRole('dialog', { name: 'Verify your Business' });
  const address = form.getByRole('combobox', { name: 'Business address' });
  await address.fill('Nigeria');
  await form.getByRole('option', { name: 'Nigeria' }).click();
  await expect(form.getByText('Select a valid pickup location')).toBeVisible();
  await expect(form.getByText(/That result is a whole country/)).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'State' })).toBeDisabled();
  await address.fill('Ikeja');
  await form.getByRole('option', { name: 'Ikeja, Lagos, Nigeria' }).click();
  await expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('Lagos');
  await expect(form.getByRole('combobox', { name: 'City' })).toHaveValue('Ikeja');
  await expect(form.getByRole('combobox', { name: 'City' })).toBeEnabled();
  await saveScreenshots(page, 'verification-address-filled');
});
