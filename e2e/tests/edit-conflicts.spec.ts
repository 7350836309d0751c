import { expect, test } from '@playwright/test';
import { demoProvider, loginByApi } from '../support/demo.ts';
import { toast } from '../support/page.ts';

test('two tabs editing one product: the second save is stopped and offered a choice', async ({ context }) => {
  const first = await context.newPage();
  await loginByApi(first);
  const name = `Two tabs ${Date.now()}`;
  const created = await first.request.post('/v1/product', {
    data: { name, category: 'Fashion', price: 1000, units: 4 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { sku } = ((await created.json()) as { data: { sku: string } }).data;
  const second = await context.newPage();

  for (const page of [first, second]) {
    await page.goto(`/products/${sku}/edit-product`);
    await expect(page.getByLabel('Product name')).toHaveValue(name);
  }

  await first.getByLabel('Price (₦)', { exact: true }).fill('2000');
  await first.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(first, 'Product updated successfully')).toBeVisible();

  await second.getByLabel('Units in stock').fill('9');
  await second.getByRole('button', { name: 'Save changes' }).click();
  const dialog = second.getByRole('dialog', { name: 'This was changed elsewhere' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reload theirs' }).click();
  await expect(second.getByLabel('Price (₦)', { exact: true })).toHaveValue(/2,?000/);
  await expect(second.getByLabel('Units in stock')).toHaveValue('4');

  // Reloaded, the second tab edits the current version and saves normally.
  await second.getByLabel('Units in stock').fill('7');
  await second.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(second, 'Product updated successfully')).toBeVisible();
  const stored = await first.request.get(`/v1/products?search=${encodeURIComponent(name)}`);
  expect(await stored.text()).toContain('"units":7');
});

test('two tabs editing one service: the second save is stopped, and may overwrite the first', async ({
  context,
}) => {
  const first = await context.newPage();
  await loginByApi(first, demoProvider);
  const name = `Portraits ${Date.now()}`;
  const created = await first.request.post('/v1/services/create', {
    data: {
      name,
      description: 'Studio portraits',
      price: 15000,
      categories: [{ name: 'beauty & wellness' }],
      availableSchedule: [{ day: 'saturday', start: '10:00', end: '18:00', location: { type: 'online' } }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const second = await context.newPage();

  for (const page of [first, second]) {
    await page.goto(`/services/${id}/edit-service`);
    await expect(page.getByLabel('Service name')).toHaveValue(name);
  }

  await first.getByLabel('Description').fill('Studio and outdoor portraits');
  await first.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(first, 'Service updated successfully')).toBeVisible();

  await second.getByLabel('Service name').fill(`${name} (weekends)`);
  await second.getByRole('button', { name: 'Save changes' }).click();
  const dialog = second.getByRole('dialog', { name: 'This was changed elsewhere' });
  await expect(dialog).toBeVisible();
  // Nothing was saved from the second tab yet: the first tab's description is what is stored.
  const before = (await (await first.request.get(`/v1/services/${id}`)).json()) as {
    data: { name: string; description: string; version: number };
  };
  expect(before.data).toMatchObject({ name, description: 'Studio and outdoor portraits', version: 2 });

  await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expect(toast(second, 'Service updated successfully')).toBeVisible();
  const after = (await (await first.request.get(`/v1/services/${id}`)).json()) as {
    data: { name: string; description: string; version: number };
  };
  expect(after.data).toMatchObject({
    name: `${name} (weekends)`,
    description: 'Studio portraits',
    version: 3,
  });
});
