import { expect, test } from '@playwright/test';
import { registerMerchant } from '../support/merchant.ts';
import { toast } from '../support/page.ts';

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
