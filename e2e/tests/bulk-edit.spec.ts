import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createProduct, registerMerchant } from '../support/merchant.ts';
import { rowNamed, toast, toastsGone } from '../support/page.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/** Bulk edit, price and stock edited in place, and saved views on the products list. */

/** `count` products at ₦1,000 each, imported in one CSV file. */
async function importProducts(page: Page, count: number) {
  const lines = Array.from({ length: count }, (_, i) => `Bulk item ${i + 1},Fashion,1000,10,ACTIVE`);
  const res = await page.request.post('/v1/products/import', {
    multipart: {
      file: {
        name: 'products.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(['name,category,price,units,status', ...lines].join('\n')),
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const pricesOf = async (page: Page) => {
  const res = await page.request.get('/v1/products?limit=100&page=5');
  return ((await res.json()) as { data: { results: { price: number }[] } }).data.results.map((p) => p.price);
};

test('500 products repriced by 10 % across every page, then undone', async ({ page }) => {
  test.setTimeout(120_000);
  await registerMerchant(page);
  await importProducts(page, 500);
  await page.goto('/products');
  await expect(rowNamed(page, 'Bulk item 500')).toBeVisible();

  await page.getByRole('button', { name: 'Bulk edit all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk edit' });
  await expect(dialog.getByText('all 500 products in this view, across every page')).toBeVisible();
  await dialog.getByLabel('Change price by %').fill('10');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('500 products will change. The first ones:')).toBeVisible();
  await expect(dialog.getByRole('cell', { name: '₦1,000.00 → ₦1,100.00' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'bulk-edit-preview');

  await dialog.getByRole('button', { name: 'Apply to 500 products' }).click();
  await expect(toast(page, 'Bulk edit applied to 500 products')).toBeVisible();
  await expect(rowNamed(page, 'Bulk item 500').getByRole('button', { name: /^Price of/ })).toHaveText(
    '₦1,100.00',
  );
  // The last page too: the edit reached every product, not the page on screen.
  expect(new Set(await pricesOf(page))).toEqual(new Set([1100]));
  await toastsGone(page);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'bulk-edit-undo');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'Bulk edit undone: 500 products restored')).toBeVisible();
  await expect(rowNamed(page, 'Bulk item 500').getByRole('button', { name: /^Price of/ })).toHaveText(
    '₦1,000.00',
  );
  expect(new Set(await pricesOf(page))).toEqual(new Set([1000]));
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden();
});

test('a price edited in place by keyboard; a refused stock shows its error in the cell', async ({ page }) => {
  await registerMerchant(page);
  await createProduct(page.request, { name: 'Shea butter jar', price: 2500, units: 8 });
  await page.goto('/products');

  const row = rowNamed(page, 'Shea butter jar');
  const price = row.getByRole('button', { name: /^Price of Shea butter jar/ });
  await price.focus();
  await page.keyboard.press('Enter');
  const input = row.getByRole('textbox', { name: 'Price of Shea butter jar' });
  await expect(input).toBeFocused();
  await input.fill('2750');
  await page.keyboard.press('Enter');
  await expect(price).toHaveText('₦2,750.00');
  await expect(price).toBeFocused();

  // Escape leaves the value as it was; Tab saves and moves on to the stock cell.
  await page.keyboard.press('F2');
  await input.fill('1');
  await page.keyboard.press('Escape');
  await expect(price).toHaveText('₦2,750.00');
  await page.keyboard.press('Enter');
  await input.fill('2800');
  await page.keyboard.press('Tab');
  await expect(price).toHaveText('₦2,800.00');
  const units = row.getByRole('button', { name: /^Units of Shea butter jar/ });
  await expect(units).toBeFocused();

  await page.keyboard.press('Enter');
  const unitsInput = row.getByRole('textbox', { name: 'Units of Shea butter jar' });
  await unitsInput.fill('1000000000');
  await page.keyboard.press('Enter');
  await expect(row.getByRole('alert')).toHaveText('Units is too large');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(units).toHaveText('8');
  const stored = await page.request.get('/v1/products?limit=10');
  expect(((await stored.json()) as { data: { results: { price: number }[] } }).data.results[0]!.price).toBe(
    2800,
  );
});

test('a saved view restores the tab and search it was saved with', async ({ page }) => {
  await registerMerchant(page);
  await createProduct(page.request, { name: 'Hidden kaftan', price: 9000, status: 'INACTIVE' });
  await createProduct(page.request, { name: 'Shown kaftan', price: 9000 });
  await page.goto('/products?tab=inactive&search=kaftan');
  await expect(rowNamed(page, 'Hidden kaftan')).toBeVisible();

  await page.getByRole('button', { name: 'Views' }).click();
  await expect(page.getByText('No saved views yet.')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Save or manage views…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved views' });
  await dialog.getByLabel('Save the list as it is now').fill('Hidden kaftans');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(toast(page, 'View saved')).toBeVisible();
  await expect(dialog.getByText('Hidden kaftans')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.goto('/products');
  await expect(rowNamed(page, 'Shown kaftan')).toBeVisible();
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Hidden kaftans' }).click();
  await expect(page).toHaveURL(/tab=inactive/);
  await expect(page).toHaveURL(/search=kaftan/);
  await expect(rowNamed(page, 'Hidden kaftan')).toBeVisible();
  await expect(rowNamed(page, 'Shown kaftan')).toBeHidden();
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await saveScreenshots(page, 'saved-views');
});
