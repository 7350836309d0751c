import { addBusinessDays, businessDay } from '@oja/contracts';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { checkout, dismissPrompt, money, registerDashboardMerchant } from '../support/dashboard.ts';
import { addPickupAddress, createProduct } from '../support/merchant.ts';
import { toastsGone } from '../support/page.ts';
import { saveScreenshots, shoot } from '../support/screenshots.ts';

/**
 * The dashboard as a FRESH merchant: orders placed through POST /v1/checkout show on /dashboard and the
 * figures follow the date-range picker; tasks are added and completed; /reports exports CSV. axe and
 * screenshots on every screen.
 */

test.describe.configure({ timeout: 180_000 });

test('orders show on the dashboard, follow the range, and tasks are added and completed', async ({
  page,
  request,
}) => {
  const merchantId = await registerDashboardMerchant(page);
  const { id: productId } = await createProduct(page.request, { name: 'Ankara tote bag', price: 4500 });
  await addPickupAddress(page.request);
  const order = {
    merchantId,
    deliveryAddress: { address: '7 Adeola Odeku Street', city: 'Victoria Island', state: 'Lagos' },
    cart: [{ productId, quantity: 2 }],
  };
  await checkout(request, page.request, order);
  await checkout(request, page.request, order, 'bayo.ade@buyer.test');

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
      .locator('.chart-bar')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Monthly sales' }).locator('.chart-bar').first()).toBeVisible();
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
