import { expect, type Page, test } from '@playwright/test';
import { signUp, unique } from '../support/merchant.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/**
 * A recurring invoice and payment reminders, on a phone (375 px): the merchant makes an invoice repeat
 * every month, sees the schedule with its next date, pauses and resumes it, then turns payment reminders
 * on in the invoice settings. No sideways scroll, axe-clean.
 */
test.use({ viewport: { width: 375, height: 812 } });

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test('the merchant makes an invoice repeat monthly and turns reminders on, on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page.request, {
    prefix: 'repeat',
    firstName: 'Kemi',
    surname: 'Ade',
    businessName: 'Kemi Cleaning',
    password: 'Repeat-Invoices-2026!',
    phone: `+23482${String(Date.now()).slice(-8)}`,
    verified: true,
  });
  const created = await page.request.post('/v1/invoice', {
    data: {
      fullname: 'Chidi Okafor',
      phoneNumber: '+234 803 555 0123',
      address: '8 Admiralty Way, Lekki, Lagos',
      email: `buyer-${unique()}@oja.test`,
      products: [{ name: 'Office cleaning (month)', quantity: 1, price: 85000 }],
      billingDate: '2026-11-24',
      dueDate: '2026-12-01',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const invoice = (await created.json()).data as { id: string };

  await page.goto(`/invoice/${invoice.id}`);
  await page.getByLabel('Repeat', { exact: true }).selectOption('month');
  await page.getByLabel('First invoice on').fill('2099-01-31');
  await page.getByLabel('Number of invoices (optional)').fill('12');
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start repeating' }).click();
  await expect(page.getByText(/Next: /)).toBeVisible();
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Paused')).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('Repeating', { exact: true })).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'invoice-repeat');

  await page.goto('/invoice/settings');
  await page.getByLabel('Email buyers a reminder while an invoice is unpaid').check();
  await page.getByLabel('Reminder days').fill('-3, 0, 7');
  await page.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByText('Reminder settings updated successfully')).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'invoice-reminders');
});
