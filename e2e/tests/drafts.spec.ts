import { expect, type Page, test } from '@playwright/test';
import { loginByApi } from '../support/demo.ts';
import { pngFile } from '../support/images.ts';

const reloadKeepingDraft = async (page: Page) => {
  // The browser asks before the reload; the journey accepts, as a user who reloads on purpose would.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
};

test('a product draft, its uploaded image included, survives a reload on /products/dimensions', async ({
  page,
}) => {
  await loginByApi(page);
  await page.goto('/products/add-product');
  await page.getByLabel('Product name').fill('Draft wrap');
  await page.getByLabel('Category', { exact: true }).selectOption('Fashion');
  await page.getByLabel('Price (₦)', { exact: true }).fill('15000');
  await page.getByLabel('Units in stock').fill('3');
  await page
    .getByLabel('Main image')
    .setInputFiles(pngFile('draft.png', [120, 120, 120], [120, 120, 120], 8));
  await expect(page.getByText('Completed').first()).toBeVisible();
  await page.getByRole('button', { name: 'Weight and dimensions' }).click();
  await expect(page).toHaveURL(/\/products\/dimensions$/);
  await page.getByLabel('Weight (kg)').fill('0.4');

  await reloadKeepingDraft(page);
  await expect(page.getByText(/Your unsaved changes from .* are back\./)).toBeVisible();
  await expect(page.getByLabel('Weight (kg)')).toHaveValue('0.4');
  await expect(page.getByText('Draft wrap')).toBeVisible();
  await expect(page.locator('form img').first()).toBeVisible();

  // Leaving in the app asks first; staying keeps the form.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/products\/dimensions$/);

  await page.getByRole('link', { name: 'Back to details' }).click();
  await expect(page.getByLabel('Product name')).toHaveValue('Draft wrap');
  await expect(page.getByRole('button', { name: 'Remove draft.png' })).toBeVisible();
});

test('a half-filled service form asks before leaving and is kept after a reload', async ({ page }) => {
  await loginByApi(page);
  await page.goto('/services/add-service');
  await page.getByLabel('Service name').fill('Bridal make-up');
  await reloadKeepingDraft(page);
  await expect(page.getByLabel('Service name')).toHaveValue('Bridal make-up');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByLabel('Service name')).toHaveValue('');
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
