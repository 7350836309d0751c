import { type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { appRoutePatterns, fillRoute } from '../support/app-routes.ts';
import { saveScreenshots } from '../support/screenshots.ts';
import { checkout } from '../support/buyer.ts';
import {
  addPickupAddress,
  buyProduct,
  createInvoice,
  createProduct,
  createService,
  registerMerchant,
} from '../support/merchant.ts';

/**
 * Every route of the app (read from the router, so a new route is covered the day it is added), as a
 * merchant with something in each list: at 375 × 812 and 1366 × 768 no page scrolls sideways, and at
 * 375 none has an axe violation. At 1366 an order table shows each status in full.
 */

test.describe.configure({ timeout: 120_000 });

const phone = { width: 375, height: 812 };
const laptop = { width: 1366, height: 768 };

/** Waits until the screen has settled: nothing loading, the network quiet for a moment. */
async function settle(page: Page) {
  await expect(page.getByText('Please wait...')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${page.url()} at ${width} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(width);
}

// One merchant per worker, with something in every list; its session is the tests' browser state.
let session: { file: string; urls: Map<string, string> } | undefined;

test.beforeAll(async ({ browser }, workerInfo) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const merchantId = await registerMerchant(page);
  await addPickupAddress(page.request);
  const products = [];
  for (const [name, price] of [
    ['Ankara wrap dress with a very long descriptive name for the catalogue', 18500],
    ['Adire tie-dye fabric (6 yards)', 42000],
    ['Aso oke headwrap', 9500],
  ] as const) {
    products.push(await createProduct(page.request, { name, price, subCategory: 'Ankara & African Prints' }));
  }
  const buyer = await browser.newContext();
  const orders = [];
  for (const product of products)
    orders.push(await buyProduct(buyer.request, page.request, merchantId, product.id));
  await buyer.close();
  const invoice = await createInvoice(page.request, 'ISSUED', 1_234_567.8);
  const draft = await createInvoice(page.request, 'DRAFT', 25_000);
  const service = await createService(page.request, 'Bridal styling session', [
    'Photography',
    'Event Photography',
  ]);
  await page.request.post('/v1/dashboard/task', { data: { title: 'Restock adire fabric' } });

  const samples: Record<string, string> = {
    '/products/:sku/edit-product:sku': products[0]!.sku,
    '/products/:id:id': products[0]!.id,
    '/products/order/:id:id': orders[0]!.id,
    ':id': service.id,
    '/invoice/:id:id': invoice.id,
    '/invoice/:id/edit-invoice:id': draft.id,
    // Public pages reached from links; an unknown token shows their not-found state.
    ':token': 'not-a-real-token',
    ':roomId': 'abcde-fghij-klmno-pqrst-uvwxy-z',
  };
  const file = workerInfo.project.outputDir + `/every-route-session-${workerInfo.workerIndex}.json`;
  await context.storageState({ path: file });
  await context.close();
  session = {
    file,
    urls: new Map(appRoutePatterns().map((pattern) => [pattern, fillRoute(pattern, samples)])),
  };
});

for (const pattern of appRoutePatterns()) {
  test(`${pattern} fits 375 and 1366 px without sideways scrolling; no axe violations at 375`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: session!.file, viewport: phone });
    const page = await context.newPage();
    const url = session!.urls.get(pattern)!;
    await page.goto(url);
    await settle(page);
    await expectNoSidewaysScroll(page, phone.width);
    await expectNoAxeViolations(page);
    await page.setViewportSize(laptop);
    await page.goto(url);
    await settle(page);
    await expectNoSidewaysScroll(page, laptop.width);
    await context.close();
  });
}

test('order tables at 1366 px show every status in full, and are cards on a phone', async ({
  page,
  request,
}) => {
  const merchantId = await registerMerchant(page);
  const product = await createProduct(page.request, { name: 'Kente stole', price: 27000 });
  await buyProduct(request, page.request, merchantId, product.id);
  // A buyer with a long name and address must not push the last columns out of view, beside the widest
  // payment chip: this order is left unpaid ('Awaiting payment').
  await checkout(request, {
    name: 'Oluwaseun Adebayo-Ogunleye Babatunde',
    email: 'oluwaseun.adebayo-ogunleye.babatunde@lagos-fashion-house.example.com',
    phone: '+2348025550101',
    merchantId,
    deliveryAddress: { address: '5 Bode Thomas Street', city: 'Surulere', state: 'Lagos' },
    cart: [{ productId: product.id, quantity: 1 }],
  });

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/products?tab=orders');
  const table = page.getByRole('table', { name: 'Product orders' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByText('Awaiting payment')).toBeVisible();
  const box = (await table.locator('xpath=..').boundingBox())!;
  expect(
    await table.locator('xpath=..').evaluate((element) => element.scrollWidth <= element.clientWidth),
    'the order table fits its box at 1366 px',
  ).toBe(true);
  for (const chip of await table.locator('[data-tone]').all()) {
    const text = (await chip.textContent()) ?? '';
    expect(text).not.toContain('…');
    const fits = await chip.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits, `status "${text}" is clipped`).toBe(true);
    const chipBox = (await chip.boundingBox())!;
    expect(chipBox.x + chipBox.width, `status "${text}" is outside the table's view`).toBeLessThanOrEqual(
      box.x + box.width,
    );
  }

  await page.setViewportSize({ width: 375, height: 812 });
  const cards = page.getByRole('list', { name: 'Product orders' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Product orders' })).toHaveCount(0);
  await expect(cards.getByText('processing').first()).toBeVisible();
  await saveScreenshots(page, 'orders-table-and-phone-cards');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
