import { addBusinessDays, businessDay } from '@oja/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { demoNewcomer, demoProvider, demoSeller, loginByApi } from '../support/demo.ts';

/**
 * The demo a visitor meets on `npm start`, walked on the full seed (SEED_DEMO=full) while its buyers
 * keep arriving (DEMO_LIVE, every 8 s here): Adaeze Fabrics' dashboard, orders, Call Logistics, wallet
 * and messages, and a buyer arriving without a reload; Tunde Bakare Photography's services, bookings
 * and the verification rule at level 1 with stage 2 in review; the newcomer's verification prompt.
 * Nothing here counts exact figures: the live buyers change them while the journey runs.
 */

const promptDialog = (page: Page) => page.getByRole('dialog', { name: 'It is required that we verify you' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const banner = (page: Page) => page.getByTestId('verification-banner');
const pagination = (scope: Page | Locator) => scope.getByRole('navigation', { name: 'Pagination' });

/** The number in "Page 1 of N". */
async function pageCount(scope: Page | Locator) {
  const text = await pagination(scope).getByRole('paragraph').innerText();
  return Number(/of ([\d,]+)/.exec(text)?.[1]?.replaceAll(',', ''));
}

/** What a buyer's visit changes: the order list's total and the unread messages beside Message. */
async function liveState(page: Page) {
  const results = await pagination(page).getByRole('paragraph').innerText();
  const message = await mainNav(page)
    .getByRole('link', { name: /^Message/ })
    .innerText();
  return `${results} | ${message}`;
}

/** Every booked day of the signed-in provider, page by page. */
async function bookedDates(page: Page) {
  const dates: string[] = [];
  for (let n = 1, pages = 1; n <= pages; n++) {
    const response = await page.request.get(`/v1/bookings/seller?page=${n}&limit=50`);
    expect(response.ok(), await response.text()).toBe(true);
    const body = (await response.json()) as {
      data: { results: { bookedDate: string }[]; totalPages: number };
    };
    pages = body.data.totalPages;
    dates.push(...body.data.results.map((b) => b.bookedDate.slice(0, 10)));
  }
  return dates;
}

test('seller: dashboard → orders → Call Logistics → wallet → messages → a buyer arrives live', async ({
  page,
}) => {
  await loginByApi(page, demoSeller);
  await page.goto('/dashboard');
  // Verified to level 3: no prompt; the banner says so.
  await expect(banner(page)).toContainText('Account Verified');
  await expect(promptDialog(page)).toHaveCount(0);

  // The default range (the last 30 days) is full: sales, orders, bars, recent customers.
  const figures = page.getByRole('list', { name: 'Sales figures' });
  await expect(figures.getByTestId('figure-Total sales')).toHaveText(/^₦[1-9][\d,]*\.\d{2}$/);
  await expect(figures.getByTestId('figure-Orders')).toHaveText(/^[1-9]\d*$/);
  for (const chart of [/Daily sales/, /Monthly sales/]) {
    await expect(page.getByRole('img', { name: chart }).locator('.chart-bar').first()).toBeVisible();
  }
  expect(
    await page
      .getByRole('img', { name: /Daily sales/ })
      .locator('.chart-bar')
      .count(),
  ).toBeGreaterThan(20);
  const customers = page.getByRole('table', { name: 'Recent customers' });
  await expect(customers.getByRole('row').filter({ hasText: '@example.com' })).toHaveCount(5);

  // The order list pages; the newest orders wait for Call Logistics.
  await page.goto('/products?tab=orders');
  const orders = page.getByRole('table');
  await expect(orders.getByRole('row').filter({ hasText: /#ORD-/ })).toHaveCount(10);
  expect(await pageCount(page)).toBeGreaterThanOrEqual(20);
  const waiting = orders.getByRole('row').filter({ hasText: 'Processing' }).first();
  const orderLink = waiting.getByRole('link', { name: /^#ORD-/ });
  const orderId = await orderLink.innerText();
  await orderLink.click();
  const detail = page.getByRole('article').filter({
    has: page.getByRole('heading', { name: `Order ${orderId}` }),
  });
  await expect(detail).toBeVisible();
  // The seller's pickup address is there: the carrier is called at once.
  await detail.getByRole('button', { name: 'Call Logistics' }).click();
  await expect(detail.getByText(/Logistics called: .+ will collect this order/)).toBeVisible();
  await expect(detail.getByText('In transit').first()).toBeVisible();

  // The wallet: money available and pending in escrow, settlements linking to their orders.
  await mainNav(page).getByRole('link', { name: 'Wallet' }).click();
  const naira = page.getByRole('article', { name: 'NGN wallet' });
  await expect(naira.getByTestId('balance-NGN')).toHaveText(/^₦[1-9][\d,]*\.\d{2}$/);
  await expect(naira.getByTestId('pending-NGN')).toHaveText(/^₦[1-9][\d,]*\.\d{2}$/);
  const settlements = page.getByRole('table', { name: 'Sales settlements' });
  await expect(settlements.getByRole('link', { name: /^Order #ORD-/ })).toHaveCount(5);
  expect(await pageCount(page)).toBeGreaterThan(1);
  await settlements
    .getByRole('link', { name: /^Order #ORD-/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/products\/order\//);
  await expect(page.getByRole('heading', { level: 1, name: /^Order #ORD-/ })).toBeVisible();

  // Messages: buyer conversations, some unread, the count beside Message.
  await mainNav(page)
    .getByRole('link', { name: /^Message/ })
    .click();
  await expect(mainNav(page).getByRole('link', { name: /^Message/ })).toContainText(/\d+ unread messages/);
  const conversations = page.getByRole('region', { name: 'Conversations' });
  await expect(
    conversations
      .getByRole('link')
      .filter({ hasText: /unread/ })
      .first(),
  ).toBeVisible();

  // A buyer comes while the visitor looks: the order list or the unread badge moves, without a reload.
  await page.goto('/products?tab=orders');
  await expect(orders.getByRole('row').filter({ hasText: /#ORD-/ })).toHaveCount(10);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'no-reload'));
  const before = await liveState(page);
  await expect.poll(() => liveState(page), { timeout: 30_000, intervals: [500] }).not.toBe(before);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('no-reload');
});

test('provider: services, bookings over the past and the next 14 days, level 1 with stage 2 in review', async ({
  page,
}) => {
  await loginByApi(page, demoProvider);
  await page.goto('/dashboard');
  // Stage 2 is pending review: the banner says so and the prompt stays closed (docs/product/interface.md#layout-and-header).
  await expect(banner(page)).toContainText('in review');
  await expect(banner(page)).toContainText('We are reviewing your level 2 details');
  await expect(page.getByRole('list', { name: 'Sales figures' })).toBeVisible();
  await expect(promptDialog(page)).toHaveCount(0);

  await page.goto('/services');
  const services = page.getByRole('table');
  await expect(
    services
      .getByRole('row')
      .filter({ hasText: /photo|Photo|session/ })
      .first(),
  ).toBeVisible();
  expect(await services.getByRole('row').count()).toBeGreaterThanOrEqual(4);

  await page.goto('/calendar');
  const items = page.getByTestId('calendar-item');
  await expect(items.first()).toBeVisible();
  // The bookings behind the calendar: weeks back and within the next 14 days (the business's days).
  const dates = await bookedDates(page);
  const today = businessDay();
  expect(dates.some((d) => d <= addBusinessDays(today, -30))).toBe(true);
  expect(dates.some((d) => d > today && d <= addBusinessDays(today, 14))).toBe(true);
  expect(dates.every((d) => d <= addBusinessDays(today, 14))).toBe(true);
  await expect(items.getByRole('link', { name: /Meeting link/ }).first()).toBeVisible();
});

test('newcomer: the verification prompt asks to start', async ({ page }) => {
  await loginByApi(page, demoNewcomer);
  await page.goto('/dashboard');
  const prompt = promptDialog(page);
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Start verification process' })).toBeEnabled();
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toBeHidden();
  await expect(banner(page).getByRole('button', { name: 'Start verification process' })).toBeVisible();
});
