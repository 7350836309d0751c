import { addBusinessDays, businessDay } from '@oja/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { checkoutAndPay } from '../support/buyer.ts';
import { saveScreenshots } from '../support/screenshots.ts';
import { verifyEmail } from '../support/verify-email.ts';

/**
 * Issue 9 end to end, each test as a FRESH merchant: orders placed through POST /v1/checkout show on
 * /dashboard and the figures follow the date-range picker; tasks are added and completed; /reports
 * exports CSV; a booking of an online service shows in /calendar with its meeting link; the private
 * .ics feed is iCalendar. axe and screenshots on every screen.
 */

test.describe.configure({ timeout: 180_000 });

let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function registerMerchant(page: Page, serviceType: 'product' | 'service' = 'product') {
  const id = unique();
  const response = await page.request.post('/v1/auth/register', {
    data: {
      email: `dash-${id}@oja.test`,
      firstName: 'Ada',
      surname: 'Okafor',
      username: `dash${id}`,
      password: 'Dashboard-2026!',
      confirmPassword: 'Dashboard-2026!',
      phone: '+2348031234567',
      serviceType,
      businessName: 'Ada Crafts',
      category: 'Fashion',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  // A verified email: the booking journey emails the buyer, which Oja does only for verified owners.
  await verifyEmail(page.request, `dash-${id}@oja.test`, (await response.json()).data.tokens.access.token);
  const profile = await page.request.get('/v1/users/profile');
  return ((await profile.json()) as { data: { id: string } }).data.id;
}

/** A buyer's checkout, paid on the provider's checkout page (an order counts as a sale once paid). */
async function checkout(
  request: APIRequestContext,
  data: Record<string, unknown>,
  email = 'kemi.adeyemi@buyer.test',
) {
  await checkoutAndPay(request, { name: 'Kemi Adeyemi', email, phone: '+2348025550101', ...data });
}

/** Unverified merchants get the verification prompt on /dashboard first. */
async function dismissPrompt(page: Page) {
  const notNow = page.getByRole('button', { name: 'Not now' });
  await notNow.click({ timeout: 15_000 }).catch(() => undefined);
  await expect(notNow).toBeHidden();
}

const toastsGone = (page: Page) =>
  expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
const money = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshots(page, name);
}

test('orders show on the dashboard, follow the range, and tasks are added and completed', async ({
  page,
  request,
}) => {
  const merchantId = await registerMerchant(page);
  const product = await page.request.post('/v1/product', {
    data: {
      name: 'Ankara tote bag',
      category: 'Fashion',
      price: 4500,
      units: 20,
      status: 'ACTIVE',
      weight: 0.8,
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const productId = ((await product.json()) as { data: { id: string } }).data.id;
  const pickup = await page.request.post('/v1/logistic/pickup-address', {
    data: {
      firstName: 'Ada',
      lastName: 'Okafor',
      email: 'pickup@oja.test',
      phone: '+2348031234567',
      address: '12 Allen Avenue',
      state: 'Lagos',
      city: 'Ikeja',
    },
  });
  expect(pickup.ok(), await pickup.text()).toBe(true);
  const order = {
    merchantId,
    deliveryAddress: { address: '7 Adeola Odeku Street', city: 'Victoria Island', state: 'Lagos' },
    cart: [{ productId, quantity: 2 }],
  };
  await checkout(request, order);
  await checkout(request, order, 'bayo.ade@buyer.test');

  // The dashboard's days are business days (Africa/Lagos), whatever the zone of this machine.
  const today = businessDay();
  const from = addBusinessDays(today, -29);
  const current = async () => {
    const reports = await page.request.get(`/v1/dashboard/reports?from=${from}&to=${today}`);
    return ((await reports.json()) as { data: { current: { sales: number; orders: number } } }).data.current;
  };
  // Both are counted once the provider's webhooks have reached the server.
  await expect.poll(async () => (await current()).orders, { timeout: 15_000 }).toBe(2);
  const figures = await current();

  const firstReport = page.waitForRequest((r) => r.url().includes('/v1/dashboard/reports'));
  await page.goto('/dashboard');
  expect(new URL((await firstReport).url()).searchParams.get('from')).toBe(from);
  await dismissPrompt(page);
  await expect(page.getByTestId('figure-Orders')).toHaveText('2');
  await expect(page.getByTestId('figure-Total sales')).toContainText(money(figures.sales));
  await expect(page.getByTestId('figure-Customers')).toHaveText('2');
  await expect(
    page
      .getByRole('img', { name: /Daily sales/ })
      .locator('.recharts-bar-rectangle')
      .first(),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Monthly sales' }).locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recent customers' })).toContainText('bayo.ade@buyer.test');

  // The range changes: Yesterday had no orders.
  await page.getByRole('combobox', { name: 'Report period' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose a date range' }).getByRole('grid')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'dashboard-date-picker');
  const yesterday = addBusinessDays(businessDay(), -1);
  const changed = page.waitForRequest((r) =>
    r.url().includes(`/v1/dashboard/reports?from=${yesterday}&to=${yesterday}`),
  );
  await page.getByRole('list', { name: 'Shortcuts' }).getByRole('button', { name: 'Yesterday' }).click();
  await changed;
  await expect(page).toHaveURL(new RegExp(`from=${yesterday}&to=${yesterday}`));
  await expect(page.getByTestId('figure-Orders')).toHaveText('0');
  // The popover has closed after the last pick (a click while it is closing would toggle it shut).
  await expect(page.getByRole('dialog', { name: 'Choose a date range' })).toBeHidden();
  await page.getByRole('combobox', { name: 'Report period' }).click();
  // The popover has finished opening (its closing from the last pick included) before a shortcut is picked.
  await expect(page.getByRole('dialog', { name: 'Choose a date range' })).toHaveCSS('opacity', '1');
  await page.getByRole('list', { name: 'Shortcuts' }).getByRole('button', { name: 'Today' }).click();
  await expect(page.getByTestId('figure-Orders')).toHaveText('2');

  // Tasks: add one and complete it.
  await page.getByRole('textbox', { name: 'New task' }).fill('Restock tote bags');
  await page.getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByRole('list', { name: 'Tasks' })).toContainText('Restock tote bags');
  await page.getByRole('button', { name: 'Complete Restock tote bags' }).click();
  await expect(page.getByRole('button', { name: 'Reopen Restock tote bags' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const tasks = await page.request.get('/v1/dashboard/task');
  expect(JSON.stringify(await tasks.json())).toContain('"status":"done"');
  await toastsGone(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'dashboard');

  // Reports: tables, charts and CSV export of the shown range.
  await page.goto(`/reports?from=${from}&to=${today}`);
  await expect(page.getByRole('table', { name: 'Top products' })).toContainText('Ankara tote bag');
  await expect(page.getByRole('table', { name: 'Figures' })).toContainText('Orders');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const c of file) chunks.push(c as Buffer);
  const csv = Buffer.concat(chunks).toString('utf8');
  expect(csv).toContain(`Report ${from} to ${today}`);
  expect(csv).toContain('Orders,2,0');
  expect(csv).toContain('Ankara tote bag,4,');
  await expectNoAxeViolations(page);
  await shoot(page, 'reports');
});

test('a booking of an online service shows in the calendar with its meeting link; the .ics feed', async ({
  page,
  request,
}) => {
  const merchantId = await registerMerchant(page, 'service');
  const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  const service = await page.request.post('/v1/services/create', {
    data: {
      name: 'Style consultation',
      price: 15000,
      status: 'ACTIVE',
      description: 'A video call about your wardrobe',
      availableSchedule: days.map((day) => ({
        day,
        start: '08:00',
        end: '18:00',
        location: { type: 'online' },
      })),
    },
  });
  expect(service.status(), await service.text()).toBe(201);
  const serviceId = ((await service.json()) as { data: { id: string } }).data.id;
  const bookedDate = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await checkout(request, {
    merchantId,
    service: {
      serviceId,
      bookedDate,
      startHour: '10:00',
      endHour: '11:00',
      description: 'Wedding guest outfit',
    },
  });

  // The provider's payment webhook arrives a moment after the buyer pays: the booking shows once paid.
  const item = page.getByTestId('calendar-item').filter({ hasText: 'Style consultation' });
  await expect(async () => {
    await page.goto('/calendar');
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const link = item.getByRole('link', { name: /Meeting link/ });
  await expect(link).toHaveAttribute('href', /^https?:\/\//);
  await item.getByRole('button', { name: /Email the buyer/ }).click();
  await expect(page.getByText('Booking details sent to')).toBeVisible();

  // Week view still shows it; an own entry is added and deleted.
  await page.getByRole('button', { name: 'Week' }).click();
  await expect(
    page
      .getByTestId('calendar-item')
      .filter({ hasText: 'Style consultation' })
      .or(page.getByRole('heading', { name: /Week of/ })),
  ).not.toHaveCount(0);
  await page.getByRole('button', { name: 'Month' }).click();
  await page.getByRole('button', { name: 'Add entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to calendar' });
  await dialog.getByLabel('Title').fill('Fabric market trip');
  await dialog.getByLabel('Starts').fill(`${bookedDate}T14:00`);
  await dialog.getByLabel('Ends').fill(`${bookedDate}T15:00`);
  await dialog.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.getByTestId('calendar-item').filter({ hasText: 'Fabric market trip' })).toBeVisible();

  const feedUrl = await page.getByLabel('Private calendar feed (.ics)').inputValue();
  const feed = await request.get(feedUrl);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
  expect(ics).toContain('Style consultation');
  await toastsGone(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'calendar');

  await page.getByRole('button', { name: 'Delete Fabric market trip' }).click();
  await expect(page.getByTestId('calendar-item').filter({ hasText: 'Fabric market trip' })).toHaveCount(0);
});
