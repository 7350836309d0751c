import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { checkout } from '../support/buyer.ts';
import { addPickupAddress, createProduct, signUp } from '../support/merchant.ts';
import { shoot } from '../support/screenshots.ts';

/**
 * A sale ends in the merchant's wallet, end to end, as a FRESH merchant: a buyer checks out through the
 * API → the order says "Awaiting payment" → the buyer pays on the simulated provider's checkout page in
 * Chromium → the order is paid, its money "In escrow" (the wallet's pending balance) → Call Logistics →
 * the simulated carrier delivers (LOGISTICS_STEP_SECONDS in the config) → the wallet's available balance
 * grows by the order's amount, with a settlement row linking to the order.
 */

const registerMerchant = async (page: Page) => (await signUp(page.request, { prefix: 'money' })).id;

/** An active product (weight 1 kg) and the pickup address Call Logistics needs; returns the product's id. */
async function prepareShop(page: Page) {
  const product = await createProduct(page.request, {
    name: 'Woven raffia basket',
    price: 18_000,
    units: 12,
    weight: 1,
  });
  await addPickupAddress(page.request);
  return product.id;
}

const naira = (value: number) =>
  `₦${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe.configure({ timeout: 150_000 });

test('checkout → pay on the provider page → in escrow → Call Logistics → delivered → available', async ({
  page,
  browser,
  request,
}) => {
  const merchantId = await registerMerchant(page);
  const productId = await prepareShop(page);

  // The buyer checks out (no session) and is handed the provider's checkout page.
  const order = await checkout(request, {
    merchantId,
    name: 'Chiamaka Obi',
    email: 'chiamaka.obi@buyer.test',
    phone: '+2348025550199',
    deliveryAddress: { address: '7 Adeola Odeku Street', city: 'Victoria Island', state: 'Lagos' },
    cart: [{ productId, quantity: 2 }],
  });
  expect(order.payment?.authorizationUrl).toMatch(/\/v1\/payments\/checkout\//);
  const total = naira(order.totalPrice);

  await page.goto('/wallet');
  await expect(page.getByTestId('balance-NGN')).toHaveText('₦0.00');
  await expect(page.getByTestId('pending-NGN')).toHaveText('₦0.00');

  // Unpaid: "Awaiting payment", never "Total paid"; nothing to dispatch yet.
  await page.goto(`/products/order/${order.id}`);
  const detail = page.getByRole('article', { name: `Order ${order.orderReference}` });
  await expect(detail.getByText('Awaiting payment').first()).toBeVisible();
  await expect(detail.getByText('Total paid')).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Call Logistics' })).toHaveCount(0);
  await shoot(page, 'money-order-awaiting-payment');

  // The buyer pays on the simulated provider's page, in a browser of their own.
  const buyer = await browser.newContext();
  const buyerPage = await buyer.newPage();
  await buyerPage.goto(order.payment!.authorizationUrl);
  await expect(buyerPage.getByText(`NGN ${total.slice(1)}`)).toBeVisible();
  await buyerPage.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(buyerPage.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await buyer.close();

  // The merchant's page follows live: paid, its money in escrow.
  const payment = detail.getByRole('region', { name: 'Payment' });
  await expect(detail.getByText('Total paid')).toBeVisible({ timeout: 20_000 });
  await expect(payment.getByText('In escrow', { exact: true })).toBeVisible();
  await expect(payment.getByTestId('settlement-note')).toContainText('until the carrier delivers');
  await expectNoAxeViolations(page);
  await shoot(page, 'money-order-in-escrow');

  await page.goto('/wallet');
  await expect(page.getByTestId('pending-NGN')).toHaveText(total);
  await expect(page.getByTestId('balance-NGN')).toHaveText('₦0.00');
  const settlements = page.getByRole('table', { name: 'Sales settlements' });
  await expect(settlements.getByRole('row').nth(1)).toContainText('In escrow');

  // Call Logistics; the carrier takes it to delivered by itself.
  await page.goto(`/products/order/${order.id}`);
  await detail.getByRole('button', { name: 'Call Logistics' }).click();
  await expect(page).toHaveURL(/tab=orders/, { timeout: 10_000 });
  await page.goto(`/products/order/${order.id}`);
  await expect(detail.getByText('Delivered to Chiamaka Obi')).toBeVisible({ timeout: 40_000 });
  await expect(payment.getByText('Released', { exact: true })).toBeVisible({ timeout: 10_000 });

  // The wallet: available grew by the order's amount, nothing pending, a settlement row to the order.
  await page.goto('/wallet');
  await expect(page.getByTestId('balance-NGN')).toHaveText(total);
  await expect(page.getByTestId('pending-NGN')).toHaveText('₦0.00');
  const row = settlements.getByRole('row').nth(1);
  await expect(row).toContainText('Released');
  await expect(row).toContainText(total);
  const recent = page.getByRole('table', { name: 'Recent transactions' });
  await expect(recent.getByRole('row').nth(1)).toContainText(`+${total}`);
  await expectNoAxeViolations(page);
  await shoot(page, 'money-wallet-released');

  await row.getByRole('link', { name: new RegExp(order.orderReference) }).click();
  await expect(page).toHaveURL(new RegExp(`/products/order/${order.id}$`));
  await expect(detail.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(payment.getByText('Released', { exact: true })).toBeVisible();
  await shoot(page, 'money-order-released');
});
