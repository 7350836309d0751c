import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { uploadImage } from '../support/images.ts';
import { createProduct, registerMerchant } from '../support/merchant.ts';
import { rowNamed } from '../support/page.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/** Full-page screenshots from the top, with no field focused (a focused field scrolls the page). */
async function screenshots(page: Page, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await saveScreenshots(page, name);
}

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
  await expect(rowNamed(page, 'Leather tote bag')).toContainText('Out of stock');
  await expect(rowNamed(page, 'Adire indigo scarf set')).toContainText('Adire indigo...');
  await expectNoAxeViolations(page);
  await screenshots(page, 'products-list');

  await page.goto('/products/add-product');
  await expect(page.getByLabel('Category', { exact: true })).toContainText('Fashion');
  await expectNoAxeViolations(page);
  await screenshots(page, 'products-add');

  await page.goto('/services');
  await expect(rowNamed(page, 'Bridal makeup')).toBeVisible();
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
