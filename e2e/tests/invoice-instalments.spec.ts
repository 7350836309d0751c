import { expect, type Page, test } from '@playwright/test';
import { signUp, unique } from '../support/merchant.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/**
 * An invoice paid over time, on a phone (375 px): the merchant asks for a 40 % deposit, the buyer pays
 * the deposit through the emailed link, comes back to 'Part paid' with the rest left, then pays the
 * balance and sees 'Paid'; the merchant's detail shows what was paid; the VAT rate is set in the invoice
 * settings. No sideways scroll, axe-clean.
 */
test.use({ viewport: { width: 375, height: 812 } });

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

async function payOnCheckout(page: Page) {
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/v1\/payments\/checkout\//);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/pay\/invoice\//);
}

test('the buyer pays a deposit, then the balance, on a phone', async ({ page }) => {
  test.setTimeout(150_000);
  await signUp(page.request, {
    prefix: 'instalments',
    firstName: 'Bisi',
    surname: 'Adebayo',
    businessName: 'Bisi Events',
    password: 'Instalments2026!',
    phone: `+23481${String(Date.now()).slice(-8)}`,
    verified: true,
  });
  const buyerEmail = `buyer-${unique()}@oja.test`;
  const created = await page.request.post('/v1/invoice', {
    data: {
      fullname: 'Tolu Martins',
      phoneNumber: '+234 803 555 0199',
      address: '3 Awolowo Road, Ikoyi, Lagos',
      email: buyerEmail,
      products: [{ name: 'Wedding decoration', quantity: 1, price: 250000 }],
      billingDate: '2026-11-24',
      dueDate: '2026-12-08',
      deposit: { kind: 'percent', value: 40 },
      vat: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const invoice = (await created.json()).data as { id: string; invoiceNumber: string };
  expect((await page.request.post(`/v1/invoice/${invoice.id}/send`)).status()).toBe(200);
  const outbox = await (await page.request.get(`/v1/dev/outbox?to=${encodeURIComponent(buyerEmail)}`)).json();
  const link = /https?:\/\/\S+\/pay\/invoice\/[A-Za-z0-9_-]+/.exec(
    (outbox.data as Array<{ body: string }>)[0]!.body,
  )?.[0];
  expect(link).toBeDefined();

  // ₦250,000.00 + VAT at 7.5 % = ₦268,750.00; the deposit first: 40 %, ₦107,500.00, prefilled.
  await page.goto(link!);
  await expect(page.getByRole('row', { name: 'VAT (7.5%) ₦18,750.00' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Total ₦268,750.00' })).toBeVisible();
  await expect(page.getByText('A deposit of ₦107,500.00 is due first')).toBeVisible();
  await expect(page.getByLabel('Amount to pay (NGN)')).toHaveValue('107500');
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'invoice-pay-deposit');
  await payOnCheckout(page);

  // Back: part paid, the balance left and offered.
  await expect(page.getByText('Paid so far ₦107,500.00 of ₦268,750.00')).toBeVisible();
  await expect(page.getByText('Part paid').first()).toBeVisible();
  await expect(page.getByLabel('Amount to pay (NGN)')).toHaveValue('161250');
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'invoice-pay-balance');
  await payOnCheckout(page);

  await expect(page.getByText(/Thank you, your payment was received/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);

  // The merchant's detail: paid in full, no cancel.
  await page.goto(`/invoice/${invoice.id}`);
  const article = page.getByRole('article', { name: `Invoice ${invoice.invoiceNumber}` });
  await expect(article.getByText('Paid', { exact: true })).toBeVisible();
  const balance = page.getByLabel('Payments');
  await expect(balance.getByText('₦268,750.00')).toBeVisible();
  await expect(balance.getByText('₦0.00')).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'invoice-instalments-detail');

  // The VAT rate lives in the invoice settings.
  await page.goto('/invoice');
  await page.getByRole('link', { name: 'Invoice settings' }).click();
  await expect(page.getByLabel('VAT rate (%)')).toHaveValue('7.5');
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'invoice-settings');
  await page.getByLabel('VAT rate (%)').fill('5');
  await page.getByRole('button', { name: 'Save VAT rate' }).click();
  await expect(page.getByText('Invoice settings updated successfully')).toBeVisible();
});
