import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { addPickupAddress } from '../support/merchant.ts';
import {
  checkout,
  orderRow,
  ordId,
  pickFilter,
  productWithImage,
  registerOrdersMerchant,
} from '../support/orders.ts';
import { shoot } from '../support/screenshots.ts';

/**
 * A product order end to end, as a FRESH merchant: a buyer checks out through POST /v1/checkout (an
 * unauthenticated request context) and pays on the simulated provider's checkout → the order shows under
 * all → Call Logistics → in transit → the simulated carrier (LOGISTICS_STEP_SECONDS in the config) moves it
 * to awaiting pickup and delivered, live, without a reload. axe and screenshots on each screen.
 */

// A loaded CI machine: axe scans and screenshots take their time.
test.describe.configure({ timeout: 150_000 });

test('a buyer orders → all → Call Logistics → in transit → awaiting pickup → delivered, live', async ({
  page,
  request,
}) => {
  const merchantId = await registerOrdersMerchant(page);
  const tote = await productWithImage(page.request, 'Ankara tote bag', 4500, [190, 60, 30], [250, 200, 60]);
  const scarf = await productWithImage(
    page.request,
    'Adire silk scarf',
    7250.5,
    [20, 60, 140],
    [110, 160, 220],
  );
  await addPickupAddress(page.request);

  // The buyer (no session: the `request` fixture is not the page's context) places the order.
  expect((await request.get('/v1/users/profile')).status()).toBe(401);
  const order = await checkout(request, page.request, {
    merchantId,
    deliveryAddress: { address: '7 Adeola Odeku Street', city: 'Victoria Island', state: 'Lagos' },
    deliveryNote: 'Call on arrival, gate 2',
    cart: [
      { productId: tote, quantity: 2 },
      { productId: scarf, quantity: 1 },
    ],
  });

  await page.goto('/products?tab=orders');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'no-reload'));
  const row = orderRow(page, order.id);
  await expect(row).toContainText('Kemi Adeyemi');
  await expect(row).toContainText('3 items');
  await expect(row).toContainText('₦16,250.50'); // 2 × 4,500 + 7,250.50
  await expect(row).toContainText('processing');
  await expect(row).toContainText('Paid');
  await expect(page.getByRole('radio', { name: 'all' })).toBeChecked();
  await expectNoAxeViolations(page);
  await shoot(page, 'orders-products-list');

  // The detail, in place.
  await page.getByRole('link', { name: ordId(order.id) }).click();
  const detail = page.getByRole('article', { name: `Order ${order.orderReference}` });
  await expect(detail.getByRole('heading', { name: `Order ${ordId(order.id)}` })).toBeVisible();
  await expect(detail.getByRole('img', { name: 'Ankara tote bag' })).toBeVisible();
  await expect(detail.getByText('Call on arrival, gate 2')).toBeVisible();
  await expect(detail.getByText('Order placed')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'orders-product-detail');

  // Call Logistics: once the carrier has it, in transit and the filter moves there; 3 s later the detail closes.
  await detail.getByRole('button', { name: 'Call Logistics' }).click();
  await expect(detail.getByText('In transit').first()).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Call Logistics' })).toHaveCount(0);
  await expect(detail.getByText(/Logistics called: .+ will collect this order/)).toBeVisible();
  await expect(page).toHaveURL(/status=in\+transit/);
  await expect(detail).toHaveCount(0, { timeout: 6000 });
  await expect(page.getByRole('radio', { name: 'in transit' })).toBeChecked();
  await expect(orderRow(page, order.id)).toContainText('In transit');

  // The carrier advances it; the list follows over the websocket.
  await pickFilter(page, 'Product order status', 'all');
  await expect(orderRow(page, order.id)).toContainText('awaiting pickup', { timeout: 20_000 });
  await expect(orderRow(page, order.id)).toContainText('delivered', { timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('no-reload');

  // Its own page shows the whole timeline of the shipment.
  await page.goto(`/products/order/${order.id}`);
  const page1 = page.getByRole('article', { name: `Order ${order.orderReference}` });
  await expect(page1.getByRole('heading', { level: 1 })).toHaveText(`Order ${ordId(order.id)}`);
  const timeline = page1.getByRole('list', { name: 'Timeline' });
  // Placed, paid, then the carrier's three steps.
  await expect(timeline.getByRole('listitem')).toHaveCount(5);
  await expect(timeline).toContainText('Delivered to Kemi Adeyemi');
  await expect(page1.getByRole('button', { name: 'Call Logistics' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'orders-product-delivered');
});
