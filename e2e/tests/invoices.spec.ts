import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { signUp, unique } from '../support/merchant.ts';
import { pdfText } from '../../apps/api/test/invoices/pdf-text.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/**
 * Invoices end to end, as a FRESH merchant (registered through the API, so its lists start empty):
 * draft → edit → preview → issue → send → the buyer pays through the emailed link → 'Paid' everywhere;
 * the PDF holds the amount; axe finds nothing on the invoice screens.
 */

/** Sending an invoice emails the buyer: only a merchant with a verified email may cause that. */
const registerMerchant = (page: Page) =>
  signUp(page.request, {
    prefix: 'invoices',
    firstName: 'Ifeoma',
    surname: 'Nwosu',
    businessName: 'Ifeoma Prints',
    password: 'Invoices2026!',
    phone: `+23480${String(Date.now()).slice(-8)}`,
    verified: true,
  });

async function createProduct(request: APIRequestContext, name: string, price: number) {
  const categories = await (await request.get('/v1/product/category')).json();
  const response = await request.post('/v1/product', {
    data: { name, category: categories.data[0].title, price, units: 25, status: 'ACTIVE' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const total = (page: Page) => page.getByTestId('form-total');

test('a merchant drafts, edits, previews, issues and sends an invoice; the buyer pays it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerMerchant(page);
  const buyerEmail = `buyer-${unique()}@oja.test`;
  await createProduct(page.request, 'Adire scarf', 4500);

  // A fresh merchant's list is empty.
  await page.goto('/invoice');
  await expect(page.getByText('Nothing to see yet')).toBeVisible();
  await page.getByRole('link', { name: 'Create invoice' }).click();

  // Create: a new customer inline, a catalogue line and a free-text line, live totals.
  await expect(page).toHaveURL(/\/invoice\/add-invoice$/);
  await expect(page.getByTestId('header-title')).toHaveText('');
  await expect(page.getByRole('button', { name: 'Add Adire scarf' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'invoice-add');

  await page.getByRole('button', { name: 'New customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  await dialog.getByLabel('Customer name').fill('Kemi Adeyemi');
  await dialog.getByLabel('Customer email').fill(buyerEmail);
  await dialog.getByLabel('Customer phone').fill('+234 802 555 0101');
  await dialog.getByRole('button', { name: 'Save customer' }).click();
  await expect(page.getByText('Customer created successfully')).toBeVisible();
  await expect(page.getByLabel('Buyer name')).toHaveValue('Kemi Adeyemi');
  await expect(page.getByLabel('Buyer email')).toHaveValue(buyerEmail);
  await page.getByLabel('Buyer address').fill('7 Adeola Odeku Street, Victoria Island, Lagos');

  await page.getByRole('button', { name: 'Add Adire scarf' }).click();
  await expect(total(page)).toHaveText('₦4,500.00');
  await page.getByRole('button', { name: 'Add custom item' }).click();
  await page.getByLabel('Item 2 name').fill('Delivery');
  await page.getByLabel('Item 2 unit price').fill('1500');
  await expect(total(page)).toHaveText('₦6,000.00');
  await page.getByLabel('Note to the buyer').fill('Thank you for your order!');

  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Invoice created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/invoice\/[0-9a-f-]{36}$/);
  const invoiceId = page.url().split('/').at(-1)!;
  const invoice = page.getByRole('article', { name: 'Invoice INV-0001' });
  await expect(invoice.getByText('Draft')).toBeVisible();
  await expect(invoice.getByTestId('invoice-total')).toHaveText('₦6,000.00');

  // Edit the draft: two scarves.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/invoice/${invoiceId}/edit-invoice`);
  await page.getByLabel('Item 1 quantity').fill('2');
  await expect(total(page)).toHaveText('₦10,500.00');

  // Preview shows what the buyer will see; it survives a reload; back to the same form.
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/\/invoice\/preview$/);
  await page.reload();
  const preview = page.getByRole('article', { name: 'Invoice INV-0001' });
  await expect(preview.getByText('Kemi Adeyemi')).toBeVisible();
  await expect(preview.getByText('Ifeoma Prints')).toBeVisible();
  await expect(preview.getByTestId('invoice-total')).toHaveText('₦10,500.00');
  await expect(page.getByTestId('header-title')).toHaveText('');
  await saveScreenshots(page, 'invoice-preview');
  await page.getByRole('button', { name: 'Back to editing' }).click();
  await expect(page).toHaveURL(`/invoice/${invoiceId}/edit-invoice`);
  await expect(page.getByLabel('Item 1 quantity')).toHaveValue('2');

  // Issue it: the server recomputes the total.
  await page.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(page.getByText('Invoice updated successfully')).toBeVisible();
  await expect(page).toHaveURL(`/invoice/${invoiceId}`);
  await expect(invoice.getByText('Issued')).toBeVisible();
  await expect(invoice.getByTestId('invoice-total')).toHaveText('₦10,500.00');
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  // Send it to the buyer.
  await page.getByRole('button', { name: 'Send to buyer' }).click();
  await expect(page.getByText('Invoice sent to the buyer')).toBeVisible();
  await expect(invoice.getByText('Pending')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as paid' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'invoice-detail');

  // The printable view: only the invoice itself is printed.
  await page.emulateMedia({ media: 'print' });
  await expect(invoice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send to buyer' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeHidden();
  await page.screenshot({
    path: fileURLToPath(new URL('../screenshots/invoice-print.png', import.meta.url)),
    fullPage: true,
  });
  await page.emulateMedia({ media: 'screen' });

  // The PDF: a real PDF that says the amount.
  const pdf = await page.request.get(`/v1/invoice/${invoiceId}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
  const text = pdfText(bytes);
  expect(text).toContain('INV-0001');
  expect(text).toContain('10,500.00');
  expect(text).toContain('Kemi Adeyemi');

  // The buyer's email holds the payment link.
  const outbox = await (await page.request.get(`/v1/dev/outbox?to=${encodeURIComponent(buyerEmail)}`)).json();
  const mail = (outbox.data as Array<{ subject: string; body: string }>).find((m) =>
    m.subject.includes('INV-0001'),
  );
  expect(mail, 'the invoice email').toBeDefined();
  const link = /https?:\/\/\S+\/pay\/invoice\/[A-Za-z0-9_-]+/.exec(mail!.body)?.[0];
  expect(link, mail!.body).toBeDefined();

  // The buyer pays through the simulated provider's checkout and comes back to 'Paid'.
  await page.goto(link!);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Invoice INV-0001 for Kemi Adeyemi' }),
  ).toBeVisible();
  await expect(page.getByText('₦10,500.00').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'invoice-pay');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/v1\/payments\/checkout\//);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/pay\/invoice\//);
  await expect(page.getByText(/Thank you, your payment was received/)).toBeVisible();
  await expect(page.getByText('Paid').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await saveScreenshots(page, 'invoice-pay-paid');

  // Back in the dashboard, the list shows it paid.
  await page.goto('/invoice');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'INV-0001', exact: true }) });
  await expect(row.getByText('Paid')).toBeVisible();
  await expect(row.getByText('₦10,500.00')).toBeVisible();
  await expect(row.getByRole('link', { name: 'Edit INV-0001' })).toHaveCount(0);
});

test('the invoice list: tabs and search in the URL, edit only on drafts, no axe violations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerMerchant(page);
  const invoice = (fullname: string, status: 'DRAFT' | 'ISSUED', price: number) =>
    page.request.post('/v1/invoice', {
      data: {
        fullname,
        phoneNumber: '+2348031234567',
        address: '3 Awolowo Road, Ikoyi',
        email: `${fullname.split(' ')[0]!.toLowerCase()}-${unique()}@oja.test`,
        products: [{ name: 'Bespoke agbada', quantity: 1, price }],
        billingDate: '2025-03-05',
        dueDate: '2025-03-19',
        status,
      },
    });
  for (const [name, status, price] of [
    ['Tolu Bakare', 'ISSUED', 1234567.8],
    ['Zainab Musa', 'DRAFT', 25000],
    ['Emeka Obi', 'ISSUED', 990],
  ] as const) {
    expect((await invoice(name, status, price)).status()).toBe(201);
  }

  await page.goto('/invoice');
  await expect(page.getByRole('link', { name: 'INV-0003', exact: true })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Invoices' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  const tolu = rows.filter({ hasText: 'Tolu Bakare' });
  await expect(tolu.getByText('₦1,234,567.80')).toBeVisible();
  await expect(tolu.getByText('05 Mar 2025')).toBeVisible();
  await expect(tolu.getByText('New')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Edit INV-/ })).toHaveCount(1);
  await expect(
    rows.filter({ hasText: 'Zainab Musa' }).getByRole('link', { name: 'Edit INV-0002' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'invoice-list');

  await page.getByRole('tab', { name: 'Draft' }).click();
  await expect(page).toHaveURL(/\?tab=draft$/);
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Zainab Musa' })).toBeVisible();

  await page.getByRole('tab', { name: 'All Invoice' }).click();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('emeka');
  await expect(page).toHaveURL(/\?search=emeka$/);
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Emeka Obi' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('emeka');
  await expect(rows.filter({ hasText: 'Emeka Obi' })).toBeVisible();
});
