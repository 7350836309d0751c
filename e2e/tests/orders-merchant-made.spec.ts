import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { payOnProvider } from '../support/buyer.ts';
import { registerDashboardMerchant } from '../support/dashboard.ts';
import { addPickupAddress, createProduct } from '../support/merchant.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/**
 * Orders the merchant makes, on a 375 px phone: a payment-link order with a 30 % deposit (the buyer pays
 * the deposit, then the rest through a second link) and an offline sale paid on a POS terminal; both
 * counted in the sales per channel. axe-clean, no sideways scroll, screenshots of both screens.
 */

test.describe.configure({ timeout: 180_000 });

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

async function addProduct(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  await page.getByRole('button', { name: `Add ${name}` }).click();
  await expect(page.getByRole('list', { name: 'Order lines' })).toContainText(name);
}

const orderOf = async (page: Page, id: string) =>
  (
    (await (await page.request.get(`/v1/order/${id}`)).json()) as {
      data: { order: { paymentStatus: string; balanceDue: number } };
    }
  ).data.order;

test('a payment link with a deposit, then the balance; an offline POS sale; both counted by channel', async ({
  page,
  request,
}) => {
  await registerDashboardMerchant(page);
  await createProduct(page.request, { name: 'Aso oke gele', price: 20_000, units: 5 });
  await createProduct(page.request, { name: 'Beaded clutch', price: 8_000, units: 3 });
  await addPickupAddress(page.request);
  await page.setViewportSize({ width: 375, height: 812 });

  await page.goto('/products?tab=orders');
  await page.getByRole('link', { name: 'New order' }).click();
  await expect(page.getByRole('heading', { name: 'New order' })).toBeVisible();
  await addProduct(page, 'Aso oke gele');
  await page.getByLabel('Full name').fill('Kemi Adeyemi');
  await page.getByLabel('Phone').fill('08025550101');
  await page.getByLabel('Email').fill('kemi.adeyemi@buyer.test');
  await page.getByLabel('Street address').fill('7 Adeola Odeku Street');
  await page.getByLabel('City').fill('Ikeja');
  await page.getByLabel('State').fill('Lagos');
  await page.getByLabel('Payment').selectOption('percent');
  await page.getByLabel('Deposit (%)').fill('30');
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'orders-new-payment-link');

  await page.getByRole('button', { name: 'Create payment link' }).click();
  const created = page.waitForResponse((r) => r.url().endsWith('/v1/order/payment-link'));
  await page.getByRole('dialog').getByRole('button', { name: 'Create link' }).click();
  const order = (
    (await (await created).json()) as {
      data: {
        id: string;
        depositAmount: number;
        totalPrice: number;
        payment: { authorizationUrl: string };
        buyerLink: { url: string };
      };
    }
  ).data;
  await expect(page.getByRole('heading', { name: /is waiting for payment/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  const share = page.getByRole('link', { name: 'Share on WhatsApp' });
  expect(await share.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/2348025550101\?text=Hello/);
  await expect(page.getByRole('textbox', { name: 'Link for the buyer' })).toHaveValue(order.buyerLink.url);
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'orders-payment-link-created');

  // The buyer pays the deposit; the order is partially paid with the rest visible.
  expect(order.depositAmount).toBe(Math.round(order.totalPrice * 30) / 100);
  await payOnProvider(request, {
    id: order.id,
    orderReference: '',
    totalPrice: 0,
    payment: { ...order.payment, reference: '', expiresAt: '' },
  });
  await expect
    .poll(async () => (await orderOf(page, order.id)).paymentStatus, { timeout: 30_000 })
    .toBe('partially_paid');
  expect((await orderOf(page, order.id)).balanceDue).toBeCloseTo(order.totalPrice - order.depositAmount, 2);
  const balance = await page.request.post(`/v1/order/${order.id}/balance-payment`, {
    headers: { 'Idempotency-Key': `balance-${order.id}` },
  });
  expect(balance.status(), await balance.text()).toBe(201);
  const rest = ((await balance.json()) as { data: { authorizationUrl: string } }).data;
  await payOnProvider(request, {
    id: order.id,
    orderReference: '',
    totalPrice: 0,
    payment: { ...rest, reference: '', expiresAt: '' },
  });
  await expect
    .poll(async () => (await orderOf(page, order.id)).paymentStatus, { timeout: 30_000 })
    .toBe('paid');

  // A walk-in buyer pays on the POS terminal.
  await page.goto('/products?tab=orders');
  await page.getByRole('link', { name: 'Record sale' }).click();
  await expect(page.getByRole('heading', { name: 'Record sale' })).toBeVisible();
  await addProduct(page, 'Beaded clutch');
  await page.getByLabel('Paid by').selectOption('pos');
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'orders-record-sale');
  await page.getByRole('button', { name: 'Record sale' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Record sale' }).click();
  await expect(page.getByRole('heading', { name: /Sale OJ-.* recorded/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const channels = (
    (await (await page.request.get('/v1/order/channels')).json()) as {
      data: { channels: { channel: string; orders: number }[] };
    }
  ).data.channels;
  expect(Object.fromEntries(channels.map((c) => [c.channel, c.orders]))).toEqual({
    offline: 1,
    payment_link: 1,
  });

  // The reports show each channel on its own row.
  await page.goto('/reports');
  const byChannel = page.getByRole('table', { name: 'Sales by channel' });
  await expect(byChannel.getByRole('row', { name: /^Offline 1 / })).toBeVisible();
  await expect(byChannel.getByRole('row', { name: /^Payment link 1 / })).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'orders-reports-by-channel');
});
