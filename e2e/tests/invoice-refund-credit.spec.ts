import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { dismissPrompt, registerDashboardMerchant } from '../support/dashboard.ts';
import { createProduct, unique } from '../support/merchant.ts';
import { toastsGone } from '../support/page.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/**
 * On a phone (375 px): the merchant refunds half of a paid invoice to the buyer's store credit — amount,
 * reason, destination, a confirmation — sees "Partly refunded" and the refund on the invoice, then
 * records an offline sale for the same buyer that spends that credit. axe-clean in both themes, no
 * sideways scroll.
 */
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 375, height: 812 } });

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test('half an invoice refunded to store credit, then the credit spent on an offline sale', async ({
  page,
}) => {
  await registerDashboardMerchant(page);
  await createProduct(page.request, { name: 'Ankara wrap dress', price: 15_000, units: 5 });
  const buyerEmail = `credit-${unique()}@buyer.test`;
  const created = await page.request.post('/v1/invoice', {
    data: {
      fullname: 'Funke Alabi',
      phoneNumber: '+234 803 555 0123',
      address: '9 Bode Thomas Street, Surulere, Lagos',
      email: buyerEmail,
      products: [{ name: 'Bridal fitting', quantity: 1, price: 20_000 }],
      billingDate: '2026-11-24',
      dueDate: '2026-12-08',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const invoice = (await created.json()).data as { id: string; invoiceNumber: string };
  expect((await page.request.post(`/v1/invoice/${invoice.id}/send`)).status()).toBe(200);
  const outbox = await (await page.request.get(`/v1/dev/outbox?to=${encodeURIComponent(buyerEmail)}`)).json();
  const link = /https?:\/\/\S+\/pay\/invoice\/[A-Za-z0-9_-]+/.exec(
    (outbox.data as Array<{ body: string }>)[0]!.body,
  )![0];
  // The buyer pays it all through the link.
  await page.goto(link);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText(/Thank you, your payment was received/)).toBeVisible();

  await page.goto(`/invoice/${invoice.id}`);
  await dismissPrompt(page);
  const card = page.getByRole('region', { name: 'Refunds' });
  await expect(card.getByText('No refunds yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Refund' }).click();
  const form = page.getByRole('dialog', { name: `Refund invoice ${invoice.invoiceNumber}` });
  await form.getByLabel('Amount to refund').fill('10000');
  await form.getByLabel('Reason').fill('The second fitting was cancelled');
  await form.getByRole('radio', { name: /Store credit/ }).check();
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'invoice-refund-form');
  await form.getByRole('button', { name: 'Review refund' }).click();
  const confirm = page.getByRole('dialog', { name: 'Refund ₦10,000.00?' });
  await expect(confirm).toContainText('store credit');
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Refund ₦10,000.00' }).click();
  await expect(confirm).toBeHidden();

  await expect(card.getByText('₦10,000.00 to store credit')).toBeVisible();
  await expect(card.getByText('The second fitting was cancelled')).toBeVisible();
  await expect(page.getByText('Partly refunded').first()).toBeVisible();
  await toastsGone(page);
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'invoice-refunded');

  // The same buyer walks in: the sale form offers their credit, and the sale spends it.
  await page.goto('/products?tab=orders');
  await page.getByRole('link', { name: 'Record sale' }).click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('Ankara wrap dress');
  await page.getByRole('button', { name: 'Add Ankara wrap dress' }).click();
  await page.getByLabel('Full name (optional)').fill('Funke Alabi');
  await page.getByLabel('Email (optional)').fill(buyerEmail);
  const credit = page.getByLabel(/Store credit available: ₦10,000.00, apply ₦10,000.00/);
  await credit.check();
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'offline-sale-store-credit');
  await page.getByRole('button', { name: 'Record sale' }).click();
  const record = page.getByRole('dialog');
  await expect(record).toContainText('₦10,000.00 from the buyer’s store credit');
  await record.getByRole('button', { name: 'Record sale' }).click();
  await expect(page.getByRole('heading', { name: /Sale OJ-.* recorded/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const held = await (
    await page.request.get(`/v1/store-credit?email=${encodeURIComponent(buyerEmail)}`)
  ).json();
  expect(held.data.credits[0].balance).toBe(0);
});
