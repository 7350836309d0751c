import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshots } from '../support/screenshots.ts';

test('the server reports a healthy database', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
});

test('the OpenAPI document is served', async ({ request }) => {
  const response = await request.get('/docs/json');
  expect(response.ok()).toBe(true);
  expect((await response.json()).info.title).toBe('Oja API');
});

test('the login page loads as a single-page app with no accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /log in|sign in/i })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'login');
});

test('hashed assets are cached for a year and the page itself is not', async ({ page, request }) => {
  const response = await page.goto('/login');
  expect(response?.headers()['cache-control']).toBe('no-cache');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toContain('immutable');
});
