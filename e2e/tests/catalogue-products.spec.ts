import { expect, test } from '@playwright/test';
import { pngFile } from '../support/images.ts';
import { createProduct, registerMerchant, unique } from '../support/merchant.ts';
import { rowNamed, toast } from '../support/page.ts';

/** The product list as a merchant works it: a product added with images and a variation, then the list's rules. */

test('a product with two images and a variation: listed, unpublished, found, edited, then bulk-deleted', async ({
  page,
}) => {
  await registerMerchant(page);
  const name = `Wrap ${unique()}`;

  await page.goto('/products/add-product');
  await expect(page.getByRole('heading', { name: 'Add product', level: 1 })).toBeVisible();
  await page.getByLabel('Product name').fill(name);
  await page.getByLabel('Caption').fill('Bold prints for every occasion');
  await page.getByLabel('Description').fill('Hand-made Ankara wrap dress, 100% cotton.');
  await page.getByLabel('Category', { exact: true }).selectOption('Fashion');
  await page.getByLabel('Subcategory').selectOption('Ankara & African Prints');
  await page.getByLabel('Brand').fill('Adire House');
  await page.getByLabel('Price (₦)', { exact: true }).fill('15000');
  await page.getByLabel('Original price (₦)').fill('18000');
  await expect(page.getByText('Buyers see a 17% discount.')).toBeVisible();
  await page.getByLabel('Units in stock').fill('12');
  await page.getByLabel('Tags', { exact: true }).fill('ankara');
  await page.getByLabel('Tags', { exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: 'Remove tag ankara' })).toBeVisible();

  await page.getByRole('button', { name: 'Add variation' }).click();
  await page.getByLabel('Variation name 1').fill('Size');
  await page.getByLabel('Option of variation 1, option 1').fill('M');
  await page.getByLabel('Units of variation 1, option 1').fill('5');
  await page.getByRole('button', { name: 'Add option to variation 1' }).click();
  await page.getByLabel('Option of variation 1, option 2').fill('L');
  await page.getByLabel('Units of variation 1, option 2').fill('7');
  await page.getByLabel('Price of variation 1, option 2').fill('16500');

  // A file of another format is refused before anything is sent.
  await page
    .getByLabel('Main image')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByText('Invalid upload format. (pdf, jpg, jpeg, png)')).toBeVisible();
  await page.getByRole('button', { name: 'Remove notes.txt' }).click();
  await expect(page.getByText('Invalid upload format. (pdf, jpg, jpeg, png)')).toBeHidden();

  await page.getByLabel('Main image').setInputFiles(pngFile('wrap-front.png', [190, 60, 30], [250, 200, 60]));
  await expect(page.getByRole('button', { name: 'Remove wrap-front.png' })).toBeVisible();
  await expect(page.getByText('Completed').first()).toBeVisible();
  await page
    .getByLabel('Add a gallery image')
    .setInputFiles(pngFile('wrap-back.png', [20, 90, 120], [120, 200, 180]));
  await expect(page.getByRole('button', { name: 'Remove wrap-back.png' })).toBeVisible();
  await expect(page.getByLabel('Add another gallery image')).toBeAttached();

  // Step 2: weight and dimensions, then save.
  await page.getByRole('button', { name: 'Weight and dimensions' }).click();
  await expect(page).toHaveURL(/\/products\/dimensions$/);
  await page.getByLabel('Weight (kg)').fill('0.4');
  await page.getByLabel('Height (cm)').fill('3');
  await page.getByLabel('Width (cm)').fill('30');
  await page.getByLabel('Length (cm)').fill('40');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(toast(page, 'Product created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/products$/);

  // All Products, then Active.
  const row = rowNamed(page, name);
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row).toContainText('₦15,000.00');
  await expect(row).toContainText('In stock');
  await expect(row.locator('img')).toHaveAttribute('src', /thumb\.webp$/);
  await page.getByRole('tab', { name: 'Active', exact: true }).click();
  await expect(page).toHaveURL(/tab=active/);
  await expect(rowNamed(page, name)).toBeVisible();

  // Switch it to Inactive: it leaves the Active tab and shows under Inactive.
  await rowNamed(page, name)
    .getByRole('switch', { name: `Publish ${name}` })
    .click();
  await expect(toast(page, 'Products updated successfully')).toBeVisible();
  await expect(rowNamed(page, name)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Inactive' }).click();
  await expect(rowNamed(page, name).getByRole('switch')).toHaveAttribute('aria-checked', 'false');

  // Search by name finds it (and only it) in All Products.
  await createProduct(page.request, { name: 'Leather bag', price: 42000, units: 0 });
  await page.getByRole('tab', { name: 'All Products' }).click();
  await expect(rowNamed(page, 'Leather bag')).toBeVisible();
  await page.getByLabel('Search by name').fill(name.slice(0, 8));
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(rowNamed(page, name)).toBeVisible();
  await expect(rowNamed(page, 'Leather bag')).toHaveCount(0);

  // Edit it: a new price, then the detail page shows it with the images and the variation.
  await rowNamed(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/products\/[^/]+\/edit-product$/);
  await expect(page.getByLabel('Product name')).toHaveValue(name);
  // The stored main image and gallery image start as completed rows.
  await expect(page.getByRole('button', { name: /^Remove .+\.png$/ })).toHaveCount(2);
  await page.getByLabel('Price (₦)', { exact: true }).fill('14000');
  await page.getByLabel('Units in stock').fill('9');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Product updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('₦14,000.00')).toBeVisible();
  await expect(page.getByText('22% off')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show image 2 of 2' })).toBeVisible();
  const variation = page.getByRole('table', { name: 'Size' });
  await expect(variation.getByRole('row')).toHaveCount(3);
  await expect(variation).toContainText('₦16,500.00');
  await expect(page.getByText('3 × 30 × 40 cm')).toBeVisible();

  // Bulk-delete both products behind the confirm dialog.
  await page.goto('/products');
  await rowNamed(page, name).getByRole('checkbox').check();
  await rowNamed(page, 'Leather bag').getByRole('checkbox').check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 2 products?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Products deleted successfully')).toBeVisible();
  await expect(page.getByText('Nothing to see yet')).toBeVisible();
});

test('the toggle rule with a selection, the row menu and the category filter', async ({ page }) => {
  await registerMerchant(page);
  await createProduct(page.request, { name: 'Shea butter', price: 2500, units: 40, category: 'Beauty' });
  await createProduct(page.request, { name: 'Ankara dress', price: 15000, units: 3 });
  await createProduct(page.request, { name: 'Kids sneakers', price: 9000, units: 5 });

  await page.goto('/products');
  await expect(rowNamed(page, 'Ankara dress')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actions for Ankara dress' })).toBeVisible();

  await rowNamed(page, 'Ankara dress').getByRole('checkbox').check();
  // The row menus are gone while a row is selected.
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);

  // The toggle of an unselected row does nothing but explain.
  await rowNamed(page, 'Shea butter').getByRole('switch').click();
  await expect(toast(page, 'Please only click on the toggle beside a selected item.')).toBeVisible();
  await expect(rowNamed(page, 'Shea butter').getByRole('switch')).toHaveAttribute('aria-checked', 'true');

  // The selected row's toggle switches every selected product.
  await rowNamed(page, 'Kids sneakers').getByRole('checkbox').check();
  await rowNamed(page, 'Ankara dress').getByRole('switch').click();
  await expect(toast(page, 'Products updated successfully')).toBeVisible();
  await expect(rowNamed(page, 'Ankara dress').getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  await expect(rowNamed(page, 'Kids sneakers').getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  await expect(rowNamed(page, 'Shea butter').getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('button', { name: 'Actions for Shea butter' })).toBeVisible();

  // Filtering by category toasts the server's message and narrows the list.
  await page.getByLabel('Filter by category').selectOption('Fashion');
  await expect(toast(page, 'Fetched products of "Fashion" successfully')).toBeVisible();
  await expect(rowNamed(page, 'Shea butter')).toHaveCount(0);
  await expect(rowNamed(page, 'Ankara dress')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/v1/products/export.csv?category=Fashion',
  );
});
