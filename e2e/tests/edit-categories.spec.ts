import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createProduct, createService, registerMerchant } from '../support/merchant.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/** Edit product and edit service open on the saved category and subcategory, and a save keeps them. */

test.describe.configure({ timeout: 120_000 });

test('edit product shows Fashion › Bags and keeps them on save', async ({ page }) => {
  await registerMerchant(page);
  const product = await createProduct(page.request, {
    name: 'Leather tote',
    price: 42000,
    category: 'Fashion',
    subCategory: 'Bags',
  });
  await page.goto(`/products/${product.sku}/edit-product`);
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('Fashion');
  await expect(page.getByLabel('Subcategory')).toHaveValue('Bags');
  // Once the category list has loaded too: Bags is among Fashion's subcategories, still chosen.
  await expect(page.getByLabel('Subcategory').locator('option', { hasText: 'Shoes' })).toHaveCount(1);
  await expect(page.getByLabel('Subcategory')).toHaveValue('Bags');
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'edit-product-category');

  await page.getByLabel('Price (₦)', { exact: true }).fill('45,000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(`/products/${product.id}`);
  const saved = (await (await page.request.get(`/v1/products/sku/${product.sku}`)).json()) as {
    data: { category: string; subCategory: string | null; price: number };
  };
  expect(saved.data).toMatchObject({ category: 'Fashion', subCategory: 'Bags', price: 45000 });
});

test('edit service shows Photography › Event Photography and keeps them on save', async ({ page }) => {
  await registerMerchant(page, 'service');
  const service = await createService(page.request, 'Wedding coverage', ['Photography', 'Event Photography']);
  await page.goto(`/services/${service.id}/edit-service`);
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('Photography');
  await expect(page.getByLabel('Subcategory')).toHaveValue('Event Photography');
  await expect(page.getByLabel('Subcategory').locator('option', { hasText: 'Videography' })).toHaveCount(1);
  await expect(page.getByLabel('Subcategory')).toHaveValue('Event Photography');
  await saveScreenshots(page, 'edit-service-category');

  await page.getByLabel('Service name').fill('Wedding coverage (full day)');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(`/services/${service.id}`);
  const saved = (await (await page.request.get(`/v1/services/${service.id}`)).json()) as {
    data: { name: string; categories: { name: string }[] };
  };
  expect(saved.data.name).toBe('Wedding coverage (full day)');
  expect(saved.data.categories.map((c) => c.name)).toEqual(['Photography', 'Event Photography']);
});
