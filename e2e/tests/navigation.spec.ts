import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/merchant.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { demoProvider, demoSeller, loginByApi } from '../support/demo.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/**
 * Reaching everything: the Product entry follows the kind of business (a photographer lands on their
 * services), and products, services, invoices, customers and bookings are one click from the dashboard
 * and from each other — on desktop and through the mobile menu. The bell shows the unread notifications,
 * live; when the websocket cannot connect, the top bar says live updates are off.
 */

const PROVIDER_LINKS = ['Services', 'Bookings', 'Invoices', 'Customers', 'Products'];
const SELLER_LINKS = ['Products', 'Invoices', 'Customers', 'Services', 'Bookings'];

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const business = (page: Page) => page.getByRole('navigation', { name: 'Business' });

/** Unverified merchants are asked to verify on the dashboard; 'Not now' sets that aside for the session. */
async function closeVerificationPrompt(page: Page) {
  const prompt = page.getByRole('dialog', { name: 'It is required that we verify you' });
  await prompt.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  if (await prompt.isVisible()) {
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expect(prompt).toBeHidden();
  }
}

/** From the sidebar (desktop) or the full-screen menu (phone): the Product entry. */
async function openProductEntry(page: Page, mobile: boolean) {
  if (mobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Product' }).click();
    await expect(menu).toBeHidden();
  } else {
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Product' }).click();
  }
}

for (const [label, width, height] of [
  ['desktop', 1366, 768],
  ['mobile menu', 375, 812],
] as const) {
  const mobile = width < 768;

  test(`a photographer reaches services, bookings and invoices (${label})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await loginByApi(page, demoProvider);
    await page.goto('/dashboard');
    await closeVerificationPrompt(page);
    await expect(business(page).getByRole('link')).toHaveText(PROVIDER_LINKS);

    await openProductEntry(page, mobile);
    await expect(page).toHaveURL('/services');
    await expect(heading(page, 'Services')).toBeVisible();
    await expect(business(page).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    if (!mobile) {
      const entry = page
        .getByRole('complementary', { name: 'Sidebar' })
        .getByRole('link', { name: 'Product' });
      await expect(entry).toHaveAttribute('aria-current', 'page');
    }
    await expectNoAxeViolations(page);
    if (!mobile) await saveScreenshots(page, 'services-business-links');

    await business(page).getByRole('link', { name: 'Bookings' }).click();
    await expect(page).toHaveURL('/calendar');
    await expect(heading(page, 'Bookings and calendar')).toBeVisible();

    await business(page).getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL('/invoice');
    await expect(heading(page, 'Invoices')).toBeVisible();
    // No sideways scrolling of the page at any width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });

  test(`a seller reaches invoices and customers (${label})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await loginByApi(page, demoSeller);
    await page.goto('/wallet');
    await openProductEntry(page, mobile);
    await expect(page).toHaveURL('/products');
    await expect(business(page).getByRole('link')).toHaveText(SELLER_LINKS);

    await business(page).getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL('/invoice');
    await business(page).getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL('/customers');
    await expect(heading(page, 'Customers')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add customer' })).toBeVisible();
    await expectNoAxeViolations(page);
    if (!mobile) await saveScreenshots(page, 'customers');
  });
}

/** A fresh merchant, signed in on `api` (a page's request context or a separate one); returns its email. */
const registerMerchant = async (api: APIRequestContext, serviceType: 'product' | 'service') =>
  (
    await signUp(api, {
      serviceType,
      prefix: 'nav',
      domain: 'example.com',
      firstName: 'Tolu',
      surname: 'Bankole',
      businessName: 'Tolu Lens',
      password: 'Nav-pass-2026',
      phone: '+2348031112222',
    })
  ).email;

test('the bell counts unread notifications, live, and clears when they are read', async ({
  page,
  request,
}) => {
  const email = await registerMerchant(page.request, 'service');
  await page.goto('/account');
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // Two other merchants (signed up in the test's own request context) send requests: each one
  // notifies, and the bell follows without a reload.
  for (const message of ['Shall we bundle frames with your shoots?', 'Albums for your weddings?']) {
    await registerMerchant(request, 'product');
    const sent = await request.post('/v1/merchant/request', { data: { recipient: email, message } });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await expect(bell).toContainText('2');
  await saveScreenshots(page, 'bell-count');

  await bell.click();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('when the websocket cannot connect, the top bar says live updates are off', async ({ page }) => {
  await page.routeWebSocket(/\/v1\/ws$/, (ws) => ws.close({ code: 1011, reason: 'unavailable' }));
  await registerMerchant(page.request, 'product');
  await page.goto('/account');
  await expect(page.getByText('Live updates off')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live updates off' })).toContainText(
    'counts refresh every 30 seconds',
  );
  await saveScreenshots(page, 'live-updates-off');
});
