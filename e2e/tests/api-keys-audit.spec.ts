import { expect, request, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signUp } from '../support/merchant.ts';
import { shoot } from '../support/screenshots.ts';

/**
 * API keys and the audit log (decision 048): the owner creates a key with a scope and sees its secret
 * once; a client with only that secret (no cookie, as curl) creates a product; the audit log names the
 * key beside the product; then the key is revoked after a confirmation and refused.
 */
test('a key made on Settings → API keys creates a product, and the audit log shows it', async ({
  page,
  baseURL,
}) => {
  await signUp(page.request, { prefix: 'api-key' });
  await page.goto('/account');
  await page.getByRole('link', { name: /API keys/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expect(page.getByText('No API keys yet')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Create key' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('Give the key a name')).toBeVisible();
  await dialog.getByLabel('Name').fill('Stock sync');
  await dialog.getByRole('checkbox', { name: /products\.write/ }).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const secretField = dialog.getByRole('textbox', { name: 'API key secret' });
  await expect(secretField).toHaveValue(/^oja_live_/);
  const secret = await secretField.inputValue();
  await expectNoAxeViolations(page);
  await shoot(page, 'api-key-secret');
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  // Shown once: the list has its prefix, never the secret.
  const row = page.getByRole('row', { name: /Stock sync/ });
  await expect(row).toContainText(secret.slice(0, 15));
  await expect(page.getByText(secret)).toHaveCount(0);
  await shoot(page, 'api-keys');

  // As curl would: only the bearer key, no session cookie.
  const curl = await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${secret}` } });
  const made = await curl.post('/v1/product', {
    data: {
      name: 'Key-made adire',
      category: 'Fashion',
      subCategory: 'Ankara & African Prints',
      price: 8500,
      units: 4,
    },
  });
  expect(made.status()).toBe(201);
  expect(made.headers()['ratelimit-limit']).toBeTruthy();
  const product = (await made.json()).data as { id: string };

  await page.goto('/settings/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entry = page.getByRole('row', { name: /product\.create/ });
  await expect(entry).toContainText('Stock sync');
  await expect(entry).toContainText('API key');
  await expect(entry).toContainText(product.id);
  await page.getByLabel('Action').fill('api_key.');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/action=api_key/);
  await expect(page.getByRole('row', { name: /api_key\.create/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /product\.create/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'audit-log');

  await page.goto('/settings/api-keys');
  await page.getByRole('button', { name: 'Revoke Stock sync' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByText('No API keys yet')).toBeVisible();
  expect((await curl.get('/v1/products')).status()).toBe(401);
  await curl.dispose();
});
