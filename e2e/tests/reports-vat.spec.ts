import { expect, type Page, test } from '@playwright/test';
import { createProduct, signUp, unique } from '../support/merchant.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/**
 * VAT in the reports, on a phone (375 px): an invoice with VAT is paid (marked paid by the merchant, the
 * money taken outside Oja), and /reports shows its VAT as "VAT collected" for the period. A walk-in cash
 * sale counts in the sales, not in the customers. No sideways scroll, axe-clean in both themes.
 */
test.use({ viewport: { width: 375, height: 812 } });

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test('the reports show the VAT collected and leave walk-in buyers out of the customers', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page.request, {
    prefix: 'reports-vat',
    firstName: 'Kemi',
    surname: 'Lawal',
    businessName: 'Kemi Interiors',
    password: 'ReportsVat2026!',
    phone: `+23482${String(Date.now()).slice(-8)}`,
    verified: true,
  });
  const today = new Date().toISOString().slice(0, 10);
  const created = await page.request.post('/v1/invoice', {
    data: {
      fullname: 'Tolu Martins',
      phoneNumber: '+234 803 555 0199',
      address: '3 Awolowo Road, Ikoyi, Lagos',
      email: `buyer-${unique()}@oja.test`,
      products: [{ name: 'Curtain fitting', quantity: 1, price: 250000 }],
      billingDate: today,
      dueDate: today,
      status: 'ISSUED',
      vat: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const invoice = (await created.json()).data as { id: string };
  const paid = await page.request.patch(`/v1/invoice/${invoice.id}/status/`, {
    data: { paymentStatus: 'PAID' },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  // A walk-in buyer pays cash for a ₦12,500.00 tote: a sale, not a customer.
  const tote = await createProduct(page.request, { name: 'Adire tote', price: 12500 });
  const sale = await page.request.post('/v1/order/offline-sale', {
    headers: { 'Idempotency-Key': unique() },
    data: { method: 'cash', cart: [{ productId: tote.id, quantity: 1 }] },
  });
  expect(sale.status(), await sale.text()).toBe(201);

  // ₦250,000.00 + VAT at 7.5 %: ₦18,750.00 collected.
  await page.goto('/reports');
  const figures = page.getByRole('table', { name: 'Figures' });
  await expect(figures.getByRole('row', { name: /VAT collected ₦18,750\.00 ₦0\.00/ })).toBeVisible();
  await expect(page.getByTestId('figure-Total sales')).toHaveText('₦12,500.00');
  await expect(page.getByTestId('figure-Customers')).toHaveText('0');
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await figures.getByRole('rowheader', { name: 'VAT collected' }).scrollIntoViewIfNeeded();
  await saveScreenshots(page, 'reports-vat');
});
