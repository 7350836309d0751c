import { addBusinessDays, businessDay } from '@oja/contracts';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { checkoutAndPay } from '../support/buyer.ts';
import { dismissPrompt, money, registerDashboardMerchant } from '../support/dashboard.ts';
import { addPickupAddress, createProduct } from '../support/merchant.ts';
import { toastsGone } from '../support/page.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/**
 * On a phone (375 px): the merchant refunds half of a paid order from its page — amount, reason,
 * destination, a confirmation — sees it on the order's timeline, and the dashboard's sales net of it.
 */
test.describe.configure({ timeout: 180_000 });

test('the merchant refunds half an order on a phone and the dashboard counts the rest', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const merchantId = await registerDashboardMerchant(page);
  const { id: productId } = await createProduct(page.request, { name: 'Adire throw pillow', price: 12000 });
  await addPickupAddress(page.request);
  const order = (await checkoutAndPay(request, page.request, {
    merchantId,
    name: 'Kemi Adeyemi',
    email: 'kemi.refund@buyer.test',
    phone: '+2348025550101',
    deliveryAddress: { address: '7 Adeola Odeku Street', city: 'Victoria Island', state: 'Lagos' },
    cart: [{ productId, quantity: 1 }],
  })) as { id: string; totalPrice: number; orderReference: string };
  const half = Math.round(order.totalPrice * 50) / 100;

  await page.goto(`/products/order/${order.id}`);
  await dismissPrompt(page);
  const card = page.getByRole('region', { name: 'Refunds and returns' });
  await expect(card.getByText('No refunds or returns yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Refund' }).click();

  const form = page.getByRole('dialog', { name: `Refund order ${order.orderReference}` });
  await form.getByLabel('Amount to refund').fill(String(half));
  await form.getByLabel('Reason').fill('One pillow arrived stained');
  await expect(form.getByRole('radio', { name: /Original payment/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'order-refund-form');
  await form.getByRole('button', { name: 'Review refund' }).click();

  const confirm = page.getByRole('dialog', { name: `Refund ₦${money(half)}?` });
  await expect(confirm).toContainText('This cannot be undone.');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: `Refund ₦${money(half)}` }).click();
  await expect(confirm).toBeHidden();

  await expect(card.getByText(`Refund made · ₦${money(half)}`)).toBeVisible();
  await expect(card.getByText('One pillow arrived stained')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Partially refunded');
  await toastsGone(page);
  await expectNoAxeViolations(page);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(375);
  await saveScreenshots(page, 'order-refunded');

  // The dashboard counts the half the merchant kept.
  const today = businessDay();
  await page.goto(`/dashboard?from=${addBusinessDays(today, -29)}&to=${today}`);
  await dismissPrompt(page);
  await expect(page.getByTestId('figure-Total sales')).toContainText(money(order.totalPrice - half));
  await expect(page.getByTestId('figure-Orders')).toHaveText('1');
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await saveScreenshots(page, 'order-refund-dashboard');
});
