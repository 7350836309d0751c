import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { addPickupAddress } from '../support/merchant.ts';
import { checkout, orderRow, productWithImage, registerOrdersMerchant } from '../support/orders.ts';
import { toastsGone } from '../support/page.ts';
import { shoot } from '../support/screenshots.ts';

/** Call Logistics on a product order: the pickup address it needs first, a double click, a carrier's refusal. */

// A loaded CI machine: axe scans and screenshots take their time.
test.describe.configure({ timeout: 150_000 });

test('Call Logistics without a pickup address asks for one first, then dispatches once, however often it is clicked', async ({
  page,
  request,
}) => {
  const merchantId = await registerOrdersMerchant(page);
  const basket = await productWithImage(page.request, 'Raffia basket', 3000, [200, 170, 90], [240, 220, 160]);
  const order = await checkout(request, page.request, {
    merchantId,
    deliveryAddress: { address: '5 Bode Thomas Street', city: 'Surulere', state: 'Lagos' },
    cart: [{ productId: basket, quantity: 1 }],
  });
  const dispatches: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/v1/logistic/dispatch-order'))
      dispatches.push(sent.url());
  });

  await page.goto(`/products?tab=orders&order=${order.id}`);
  const detail = page.getByRole('article', { name: `Order ${order.orderReference}` });
  await expect(detail.getByText('You have no pickup address yet: Call Logistics asks for one')).toBeVisible();
  await detail.getByRole('button', { name: 'Call Logistics' }).click();

  // The pickup-address form, in a dialog over the order; nothing was sent to the carrier.
  const dialog = page.getByRole('dialog', { name: 'Add a pickup address first' });
  await expect(dialog).toBeVisible();
  expect(dispatches).toHaveLength(0);
  await expect(dialog.getByLabel('First name')).toHaveValue('Tolu');
  await dialog.getByLabel('Street address').fill('21 Awolowo Road');
  await dialog.getByLabel('State').selectOption('Lagos');
  await dialog.getByLabel('City').selectOption('Ikeja');
  await expectNoAxeViolations(page);
  await shoot(page, 'orders-call-logistics-pickup-address');
  await dialog.getByRole('button', { name: 'Add address' }).click();

  // Saved: the dispatch goes on by itself, once.
  await expect(dialog).toHaveCount(0);
  await expect(detail.getByText(/Logistics called: .+ will collect this order/)).toBeVisible();
  await expect(page).toHaveURL(/status=in\+transit/);
  expect(dispatches).toHaveLength(1);
  await expect(detail).toHaveCount(0, { timeout: 6000 });
  await expect(orderRow(page, order.id)).toContainText('In transit');

  // A second order, double-clicked: one dispatch.
  const second = await checkout(request, page.request, {
    merchantId,
    deliveryAddress: { address: '5 Bode Thomas Street', city: 'Surulere', state: 'Lagos' },
    cart: [{ productId: basket, quantity: 1 }],
  });
  await page.goto(`/products?tab=orders&order=${second.id}`);
  const secondDetail = page.getByRole('article', { name: `Order ${second.orderReference}` });
  const button = secondDetail.getByRole('button', { name: 'Call Logistics' });
  await expect(button).toBeEnabled();
  await button.dblclick();
  await expect(secondDetail.getByText(/Logistics called/)).toBeVisible();
  await page.waitForTimeout(500);
  expect(dispatches.filter((url) => url.includes(second.id))).toHaveLength(1);
});

test('a dispatch that fails leaves the order where it was, processing, with the reason', async ({
  page,
  request,
}) => {
  const merchantId = await registerOrdersMerchant(page);
  await addPickupAddress(page.request);
  const basket = await productWithImage(page.request, 'Raffia basket', 3000, [200, 170, 90], [240, 220, 160]);
  const order = await checkout(request, page.request, {
    merchantId,
    deliveryAddress: { address: '5 Bode Thomas Street', city: 'Surulere', state: 'Lagos' },
    cart: [{ productId: basket, quantity: 1 }],
  });
  // The carrier refuses this one.
  await page.route('**/v1/logistic/dispatch-order**', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 422,
        status: 'Failed',
        message: 'The carrier cannot collect from this address today',
        data: null,
      }),
    }),
  );
  await page.goto(`/products?tab=orders&order=${order.id}`);
  const detail = page.getByRole('article', { name: `Order ${order.orderReference}` });
  await detail.getByRole('button', { name: 'Call Logistics' }).click();

  await expect(detail.getByRole('alert')).toContainText(
    'Logistics was not called: The carrier cannot collect from this address today',
  );
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'The carrier cannot collect' }),
  ).toBeVisible();
  // Still on the order, on the filter it was on, still processing; it can be tried again.
  await expect(page).not.toHaveURL(/status=in\+transit/);
  await expect(detail).toBeVisible();
  await expect(detail.getByText('In transit')).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Call Logistics' })).toBeEnabled();
  await toastsGone(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'orders-call-logistics-failed');
  await detail.getByRole('button', { name: 'Back' }).click();
  await expect(orderRow(page, order.id)).toContainText('processing');
});
