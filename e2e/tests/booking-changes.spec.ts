import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { checkoutAndPay } from '../support/buyer';
import { signUp } from '../support/merchant';
import { saveScreenshots } from '../support/screenshots';

test.use({ viewport: { width: 375, height: 812 } });
// A loaded machine: axe scans in two themes take their time.
test.describe.configure({ timeout: 150_000 });

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

test('the merchant sets booking rules; the buyer reschedules, then cancels, from the booking link', async ({
  page,
  request,
}) => {
  const merchant = await signUp(page.request, { businessName: 'Kemi Hair Studio', serviceType: 'service' });

  // The merchant's rules, on a phone: the screen with its form, axe-clean in both themes.
  await page.goto('/services/booking-rules');
  const most = page.getByLabel('Most moves of one booking');
  await expect(most).toHaveValue('2');
  await most.fill('3');
  await page.getByRole('button', { name: 'Save booking rules' }).click();
  await expect(page.getByText('Booking rules updated successfully')).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'booking-rules');

  const service = await page.request.post('/v1/services/create', {
    data: {
      name: 'Knotless braids',
      price: 25_000,
      status: 'ACTIVE',
      description: 'Mid-back knotless braids',
      durationMinutes: 120,
      availableSchedule: DAYS.map((day) => ({
        day,
        start: '09:00',
        end: '17:00',
        location: { type: 'online' },
      })),
    },
  });
  expect(service.status(), await service.text()).toBe(201);
  const serviceId = ((await service.json()) as { data: { id: string } }).data.id;
  const bookedDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const order = await checkoutAndPay(request, page.request, {
    merchantId: merchant.id,
    name: 'Ngozi Eze',
    email: 'ngozi.eze@buyer.test',
    phone: '+2348025550101',
    service: { serviceId, bookedDate, startHour: '09:00' },
  });
  const made = await page.request.post(`/v1/order/${order.id}/links`, { data: { page: 'booking' } });
  expect(made.status()).toBe(201);
  const link = new URL(((await made.json()) as { data: { url: string } }).data.url).pathname;

  // The buyer, on a phone with scripts off: the page needs none.
  const buyer = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const phone = await buyer.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { level: 1, name: 'Knotless braids' })).toBeVisible();
  await expect(phone.getByText(`${bookedDate}, 09:00–11:00 (WAT)`)).toBeVisible();
  expect(await noSidewaysScroll(phone)).toBe(true);
  await phone.screenshot({ path: 'e2e/screenshots/public-booking-mobile.png', fullPage: true });

  const first = phone.getByRole('radio').first();
  const picked = (await first.getAttribute('value'))!;
  await first.check();
  await phone.getByRole('button', { name: 'Move my booking' }).click();
  await expect(phone.getByText('Your booking was moved. The seller has been told.')).toBeVisible();
  const [day, start] = picked.split('T');
  await expect(phone.getByText(new RegExp(`^${day}, ${start}–`))).toBeVisible();

  // Axe needs scripts: the booking page and the cancel step in the journey's own browser, light and dark.
  for (const path of [link, `${link}/cancel`]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(link);
  await saveScreenshots(page, 'public-booking-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await phone.getByRole('link', { name: 'Cancel this booking' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Cancel this booking?' })).toBeVisible();
  await expect(phone.getByText('₦25,000.00 goes back to the card or account you paid with.')).toBeVisible();
  expect(await noSidewaysScroll(phone)).toBe(true);
  await phone.screenshot({ path: 'e2e/screenshots/public-booking-cancel-mobile.png', fullPage: true });
  await phone.getByRole('button', { name: 'Yes, cancel my booking' }).click();
  await expect(phone.getByText('Your booking was cancelled. The seller has been told.')).toBeVisible();
  await expect(phone.getByText('Cancelled', { exact: true })).toBeVisible();
  await buyer.close();

  // The merchant sees it: the order is cancelled and refunded in full.
  const detail = await page.request.get(`/v1/order/${order.id}`);
  const seen = ((await detail.json()) as { data: { order: { status: string; paymentStatus: string } } }).data
    .order;
  expect(seen).toMatchObject({ status: 'CANCELLED', paymentStatus: 'refunded' });
});
