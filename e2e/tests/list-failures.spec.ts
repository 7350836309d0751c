import { type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { appRoutePatterns, fillRoute } from '../support/app-routes.ts';
import { createProduct, registerMerchant } from '../support/merchant.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/**
 * A list that cannot be loaded never looks wiped: it says it could not load, keeps what it showed
 * before, and offers Retry (the error toast of docs/product/messages.md#failed-list-loads still shows). Walked on the catalogue, then
 * checked on every route with every list call failing.
 */

test.describe.configure({ timeout: 240_000 });

/** The products list call fails with the server's words while `state.down` is set. */
async function failProducts(page: Page, state: { down: boolean }) {
  await page.route(
    (url) => url.pathname === '/v1/products',
    (route) =>
      state.down
        ? route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({
              code: 429,
              status: 'Failed',
              message: 'Too many requests, slow down',
              data: null,
            }),
          })
        : route.fallback(),
  );
}

test('the catalogue: a failed load says so with Retry, never "Nothing to see yet"; rows shown stay', async ({
  page,
}) => {
  await registerMerchant(page);
  for (const [name, price] of [
    ['Adire tie-dye fabric', 42000],
    ['Aso oke headwrap', 9500],
  ] as const) {
    await createProduct(page.request, { name, price });
  }
  const state = { down: true };
  await failProducts(page, state);

  await page.goto('/products');
  const failed = page.getByRole('alert').filter({ hasText: "Couldn't load products" });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Too many requests, slow down');
  // docs/product/messages.md#failed-list-loads's toast is still shown.
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Too many requests, slow down' }),
  ).toBeVisible();
  await expect(page.getByText('Nothing to see yet')).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: 'Products' }).getByRole('link', { name: 'Add product' }),
  ).toHaveCount(0);
  await saveScreenshots(page, 'products-load-failed');

  state.down = false;
  await failed.getByRole('button', { name: 'Retry' }).click();
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.getByRole('row', { name: /Adire tie-dye fabric/ })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: "Couldn't load" })).toHaveCount(0);
  await saveScreenshots(page, 'products-list-and-phone-cards');

  // Rows on screen, then a load fails (the Active tab): the rows stay, under the failure.
  state.down = true;
  await page.getByRole('tab', { name: 'Active', exact: true }).click();
  const banner = page.getByRole('alert').filter({ hasText: "Couldn't load products" });
  await expect(banner).toContainText('Showing what was loaded before.');
  await expect(table.getByRole('row', { name: /Adire tie-dye fabric/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Aso oke headwrap/ })).toBeVisible();
  await expect(page.getByText('Nothing to see yet')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'products-load-failed-kept-rows');

  state.down = false;
  await banner.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Couldn't load" })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Aso oke headwrap/ })).toBeVisible();
});

test('on every route, failing list calls never show an empty list', async ({ page }) => {
  await registerMerchant(page);
  // Every read but the signed-in user's profile fails with a 4xx (a 5xx would go to /temporarily-down).
  await page.route(
    (url) => url.pathname.startsWith('/v1/') && url.pathname !== '/v1/users/profile',
    (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({ code: 429, status: 'Failed', message: 'Too many requests', data: null }),
          })
        : route.fallback(),
  );
  const samples: Record<string, string> = {
    ':id': 'x1',
    ':sku': 'SKU-1',
    ':token': 'x',
    ':roomId': 'abcde-fghij-klmno-pqrst-uvwxy-z',
  };
  const shown: string[] = [];
  for (const url of appRoutePatterns().map((pattern) => fillRoute(pattern, samples))) {
    await page.goto(url);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    if ((await page.getByText('Nothing to see yet').count()) > 0) shown.push(url);
  }
  expect(shown, `"Nothing to see yet" after a failed load on ${shown.join(', ')}`).toEqual([]);
});
