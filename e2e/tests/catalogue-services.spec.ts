import { expect, test } from '@playwright/test';
import { registerMerchant, unique } from '../support/merchant.ts';
import { rowNamed, toast } from '../support/page.ts';

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
  const row = rowNamed(page, name);
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
