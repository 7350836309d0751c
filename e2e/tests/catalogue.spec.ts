import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/* ---------- helpers: fresh merchants, generated PNGs, API shortcuts ---------- */

const unique = () => randomBytes(3).toString('hex');

/** Registers a fresh merchant through the API; the session cookie lands in the page's context. */
async function registerMerchant(page: Page, serviceType: 'product' | 'service' = 'product') {
  const id = unique();
  const password = 'Catalogue-2026!';
  const response = await page.request.post('/v1/auth/register', {
    data: {
      email: `catalogue-${id}@example.com`,
      firstName: 'Kemi',
      surname: 'Adeyemi',
      username: `kemi-${id}`,
      password,
      confirmPassword: password,
      phone: '+2348012345678',
      serviceType,
      businessName: serviceType === 'product' ? 'Kemi Prints' : 'Kemi Studio',
      category: serviceType === 'product' ? 'Fashion' : 'Photography',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A small RGB PNG: a diagonal gradient between two colours (so thumbnails look like something). */
function png(from: [number, number, number], to: [number, number, number], size = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * (size - 1));
      for (let c = 0; c < 3; c++) rows.push(Math.round(from[c]! + (to[c]! - from[c]!) * t));
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pngFile = (name: string, from: [number, number, number], to: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: png(from, to),
});

async function uploadImage(
  request: APIRequestContext,
  name: string,
  from: [number, number, number],
  to: [number, number, number],
) {
  const response = await request.post('/v1/uploads', {
    multipart: { upload_preset: 'products', file: pngFile(name, from, to) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { secure_url: string } }).data.secure_url;
}

interface ProductSeed {
  name: string;
  price: number;
  units: number;
  category?: string;
  subCategory?: string;
  status?: 'ACTIVE' | 'INACTIVE';
  image?: string;
  original_price?: number;
}

async function createProduct(request: APIRequestContext, product: ProductSeed) {
  const response = await request.post('/v1/product', { data: { category: 'Fashion', ...product } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string; sku: string } }).data;
}

/** The row of the product (or service) named `name`, found by its selection checkbox. */
const rowOf = (page: Page, name: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${name}`, exact: true }) });

/** Full-page screenshots from the top, with no field focused (a focused field scrolls the page). */
async function screenshots(page: Page, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await saveScreenshots(page, name);
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/* ---------- products ---------- */

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
  const row = rowOf(page, name);
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row).toContainText('₦15,000.00');
  await expect(row).toContainText('In stock');
  await expect(row.locator('img')).toHaveAttribute('src', /thumb\.webp$/);
  await page.getByRole('tab', { name: 'Active', exact: true }).click();
  await expect(page).toHaveURL(/tab=active/);
  await expect(rowOf(page, name)).toBeVisible();

  // Switch it to Inactive: it leaves the Active tab and shows under Inactive.
  await rowOf(page, name)
    .getByRole('switch', { name: `Publish ${name}` })
    .click();
  await expect(toast(page, 'Products updated successfully')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Inactive' }).click();
  await expect(rowOf(page, name).getByRole('switch')).toHaveAttribute('aria-checked', 'false');

  // Search by name finds it (and only it) in All Products.
  await createProduct(page.request, { name: 'Leather bag', price: 42000, units: 0 });
  await page.getByRole('tab', { name: 'All Products' }).click();
  await expect(rowOf(page, 'Leather bag')).toBeVisible();
  await page.getByLabel('Search by name').fill(name.slice(0, 8));
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(rowOf(page, name)).toBeVisible();
  await expect(rowOf(page, 'Leather bag')).toHaveCount(0);

  // Edit it: a new price, then the detail page shows it with the images and the variation.
  await rowOf(page, name)
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
  await rowOf(page, name).getByRole('checkbox').check();
  await rowOf(page, 'Leather bag').getByRole('checkbox').check();
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
  await expect(rowOf(page, 'Ankara dress')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actions for Ankara dress' })).toBeVisible();

  await rowOf(page, 'Ankara dress').getByRole('checkbox').check();
  // The row menus are gone while a row is selected.
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);

  // The toggle of an unselected row does nothing but explain.
  await rowOf(page, 'Shea butter').getByRole('switch').click();
  await expect(toast(page, 'Please only click on the toggle beside a selected item.')).toBeVisible();
  await expect(rowOf(page, 'Shea butter').getByRole('switch')).toHaveAttribute('aria-checked', 'true');

  // The selected row's toggle switches every selected product.
  await rowOf(page, 'Kids sneakers').getByRole('checkbox').check();
  await rowOf(page, 'Ankara dress').getByRole('switch').click();
  await expect(toast(page, 'Products updated successfully')).toBeVisible();
  await expect(rowOf(page, 'Ankara dress').getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  await expect(rowOf(page, 'Kids sneakers').getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  await expect(rowOf(page, 'Shea butter').getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('button', { name: 'Actions for Shea butter' })).toBeVisible();

  // Filtering by category toasts the server's message and narrows the list.
  await page.getByLabel('Filter by category').selectOption('Fashion');
  await expect(toast(page, 'Fetched products of "Fashion" successfully')).toBeVisible();
  await expect(rowOf(page, 'Shea butter')).toHaveCount(0);
  await expect(rowOf(page, 'Ankara dress')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/v1/products/export.csv?category=Fashion',
  );
});

test('20 products imported from a CSV built on the template, after a refused file with its report', async ({
  page,
}) => {
  await registerMerchant(page);
  const template = await page.request.get('/v1/products/import/template.csv');
  expect(template.ok()).toBe(true);
  const header = (await template.text()).split(/\r?\n/)[0]!.split(',');
  expect(header).toContain('name');
  const line = (values: Record<string, string>) => header.map((column) => values[column] ?? '').join(',');
  const rows = Array.from({ length: 20 }, (_, i) =>
    line({
      sku: `IMP-${String(i + 1).padStart(3, '0')}`,
      name: `Imported item ${i + 1}`,
      category: 'Fashion',
      price: String(1000 + i * 50),
      units: String(i),
      status: 'ACTIVE',
      tags: 'import|csv',
    }),
  );
  const csv = (lines: string[]) => ({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header.join(','), ...lines].join('\n')),
  });

  await page.goto('/products');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
  await expect(dialog.getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute(
    'href',
    '/v1/products/import/template.csv',
  );

  // One bad row: nothing is imported and the report names it.
  const bad = [...rows];
  bad[4] = bad[4]!.replace(',1200,', ',-5,');
  await dialog.getByLabel('CSV file').setInputFiles(csv(bad));
  await dialog.getByRole('button', { name: 'Import' }).click();
  const report = dialog.getByRole('table', { name: 'Problems found in the file' });
  await expect(report.getByRole('row').nth(1)).toContainText('6');
  await expect(report.getByRole('row').nth(1)).toContainText('price');
  await expect(dialog.getByText(/Nothing was imported/)).toBeVisible();

  await dialog.getByLabel('CSV file').setInputFiles(csv(rows));
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(toast(page, 'Imported 20 products successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const paginator = page.getByRole('navigation', { name: 'Pagination' });
  await expect(paginator).toContainText('Page 1 of 2');
  await expect(paginator).toContainText('20 results');
  await expect(page.getByRole('checkbox', { name: /^Select Imported item/ })).toHaveCount(10);
  await paginator.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('checkbox', { name: /^Select Imported item/ })).toHaveCount(10);
  await expect(page.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('11');
});

/* ---------- services ---------- */

test('a service with a weekly schedule: added, edited, then deleted by selection', async ({ page }) => {
  await registerMerchant(page, 'service');
  const name = `Portrait session ${unique()}`;

  await page.goto('/services/add-service');
  await page.getByLabel('Service name').fill(name);
  await page.getByLabel('Description').fill('A one-hour studio portrait session with ten edited photos.');
  await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Price (₦)', { exact: true }).fill('25000');

  await page.getByRole('button', { name: 'Add slot on Monday' }).click();
  await page.getByRole('button', { name: 'Add slot on Monday' }).click();
  await expect(page.getByLabel('Start (Monday slot 2)')).toHaveValue('17:00');
  // An overlap and an end before the start show the contract's messages.
  await page.getByLabel('Start (Monday slot 2)').fill('16:00');
  await page.getByLabel('End (Monday slot 2)').fill('18:00');
  await expect(page.getByText('This slot overlaps another slot on Monday')).toBeVisible();
  await page.getByLabel('Start (Monday slot 2)').fill('17:30');
  await expect(page.getByText('This slot overlaps another slot on Monday')).toBeHidden();
  await page.getByLabel('End (Monday slot 2)').fill('17:00');
  await expect(page.getByText('End time must be after start time')).toBeVisible();
  await page.getByLabel('End (Monday slot 2)').fill('19:00');
  await expect(page.getByText('End time must be after start time')).toBeHidden();

  await page.getByRole('button', { name: 'Add slot on Wednesday' }).click();
  await page.getByLabel('Location (Wednesday slot 1)').selectOption('address');
  await page.getByLabel('Address (Wednesday slot 1)').fill('12 Admiralty Way, Lekki, Lagos');
  await page.getByRole('button', { name: 'Save service' }).click();

  await expect(toast(page, 'Service created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('₦25,000.00')).toBeVisible();
  // Monday 09:00–17:00 online, and the Wednesday slot (same default hours) at an address.
  await expect(page.getByText('09:00–17:00')).toHaveCount(2);
  await expect(page.getByText('17:30–19:00')).toBeVisible();
  await expect(page.getByText('12 Admiralty Way, Lekki, Lagos')).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Service name')).toHaveValue(name);
  await page.getByLabel('Price (₦)', { exact: true }).fill('30000');
  await page.getByRole('button', { name: 'Remove Monday slot 2' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Service updated successfully')).toBeVisible();
  await expect(page.getByText('₦30,000.00')).toBeVisible();
  await expect(page.getByText('17:30–19:00')).toBeHidden();

  await page.goto('/services');
  const row = rowOf(page, name);
  await expect(row).toContainText('Mon, Wed · 2 slots');
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this service?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Service(s) deleted successfully')).toBeVisible();
  await expect(page.getByText('Nothing to see yet')).toBeVisible();
});

/* ---------- accessibility and screenshots ---------- */

test('catalogue screens have no axe violations; desktop and mobile screenshots', async ({ page }) => {
  await registerMerchant(page);
  const palette: Array<[string, number, [number, number, number], [number, number, number], number]> = [
    ['Adire indigo scarf set', 15000, [190, 60, 30], [250, 200, 60], 12],
    ['Leather tote bag', 42000, [90, 50, 30], [170, 120, 80], 0],
    ['Shea butter 500g', 2500, [230, 215, 170], [250, 245, 225], 40],
    ['Ankara dress', 6500, [20, 60, 140], [110, 160, 220], 7],
  ];
  for (const [name, price, from, to, units] of palette) {
    const image = await uploadImage(page.request, `${name}.png`, from, to);
    await createProduct(page.request, { name, price, units, image, original_price: Math.round(price * 1.2) });
  }
  const service = await page.request.post('/v1/services/create', {
    data: {
      name: 'Bridal makeup',
      price: 55000,
      description: 'On-location bridal makeup',
      availableSchedule: [{ day: 'saturday', start: '08:00', end: '14:00', location: { type: 'online' } }],
    },
  });
  expect(service.status(), await service.text()).toBe(201);

  await page.goto('/products');
  await expect(rowOf(page, 'Leather tote bag')).toContainText('Out of stock');
  await expect(rowOf(page, 'Adire indigo scarf set')).toContainText('Adire indigo...');
  await expectNoAxeViolations(page);
  await screenshots(page, 'products-list');

  await page.goto('/products/add-product');
  await expect(page.getByLabel('Category', { exact: true })).toContainText('Fashion');
  await expectNoAxeViolations(page);
  await screenshots(page, 'products-add');

  await page.goto('/services');
  await expect(rowOf(page, 'Bridal makeup')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'services-list');

  await page.goto('/services/add-service');
  await page.getByRole('button', { name: 'Add slot on Tuesday' }).click();
  await expect(page.getByLabel('Start (Tuesday slot 1)')).toHaveValue('09:00');
  await expectNoAxeViolations(page);
  await screenshots(page, 'services-add');

  await page.goto('/products');
  await page.getByRole('link', { name: 'Adire indigo...' }).click();
  await expect(page.getByRole('heading', { name: 'Adire indigo scarf set' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'products-detail');
});
