import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { dismissPrompt, registerDashboardMerchant } from '../support/dashboard.ts';
import { buyProduct, createProduct } from '../support/merchant.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/**
 * The command palette and the keyboard shortcuts: Ctrl+K, an order's number typed, Enter opens the
 * order; `?` lists the shortcuts, `g` + a letter goes to a screen; a full-screen sheet at 375 px with no
 * sideways scroll; axe-clean in light and dark; screenshots of the palette with its results.
 */

test.describe.configure({ timeout: 120_000 });

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test('Ctrl+K finds an order by its number and Enter opens it; ? lists the shortcuts; g i goes to invoices', async ({
  page,
  request,
}) => {
  const merchantId = await registerDashboardMerchant(page);
  const product = await createProduct(page.request, { name: 'Adire palette scarf', price: 12_000, units: 5 });
  const order = await buyProduct(request, page.request, merchantId, product.id);

  await page.goto('/dashboard');
  await dismissPrompt(page);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await page.keyboard.press('Control+K');
  const input = page.getByRole('combobox');
  await expect(input).toBeFocused();
  await input.fill(order.orderReference);
  const option = page
    .getByRole('group', { name: 'Orders' })
    .getByRole('option', { name: order.orderReference });
  await expect(option).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products/order/${order.id}$`));

  // Shortcuts are keys typed outside any field.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Go to Invoices');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('g');
  await page.keyboard.press('i');
  await expect(page).toHaveURL(/\/invoice$/);

  // On a phone: the header's search button opens the palette as a full-screen sheet.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox').fill('palette');
  await expect(page.getByRole('group', { name: 'Products' })).toContainText('Adire palette scarf');
  const sheet = await page.getByRole('dialog').boundingBox();
  expect(sheet?.width).toBe(375);
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'command-palette');
});
