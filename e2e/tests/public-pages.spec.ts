import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { checkout, payOnProvider, paymentRecorded } from '../support/buyer';
import { createProduct, signUp } from '../support/merchant';
import { saveScreenshots } from '../support/screenshots';

test.use({ viewport: { width: 375, height: 812 } });

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('the buyer opens a tracking link on a phone, pays, then opens the receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const merchant = await signUp(page.request, { businessName: 'Ada Fabrics' });
  const product = await createProduct(page.request, { name: 'Adire tote <b>', price: 12_500 });
  const order = await checkout(request, {
    name: 'Ngozi Eze',
    email: 'ngozi.eze@buyer.test',
    phone: '+2348025550101',
    merchantId: merchant.id,
    deliveryAddress: { address: '5 Bode Thomas Street', city: 'Surulere', state: 'Lagos' },
    cart: [{ productId: product.id, quantity: 2 }],
  });

  // The merchant's link, as the dashboard's "Share on WhatsApp" sends it.
  const made = await page.request.post(`/v1/order/${order.id}/links`, { data: { page: 'tracking' } });
  expect(made.status()).toBe(201);
  const tracking = new URL(((await made.json()) as { data: { url: string } }).data.url).pathname;

  // The buyer, with scripts off: the page needs none.
  const buyer = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const phone = await buyer.newPage();
  await phone.goto(tracking);
  await expect(phone.getByRole('heading', { level: 1, name: order.orderReference })).toBeVisible();
  await expect(phone.getByText('Adire tote <b>')).toBeVisible();
  await expect(phone.getByText('Awaiting payment').first()).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
    'href',
    order.payment!.authorizationUrl,
  );
  expect(await noSidewaysScroll(phone)).toBe(true);
  await phone.screenshot({ path: 'e2e/screenshots/public-tracking-mobile.png', fullPage: true });

  await payOnProvider(request, order);
  await paymentRecorded(page.request, order);
  await phone.reload();
  await expect(phone.getByText('Paid').first()).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Pay now' })).toHaveCount(0);

  const receiptLink = await page.request.post(`/v1/order/${order.id}/links`, { data: { page: 'receipt' } });
  const receipt = new URL(((await receiptLink.json()) as { data: { url: string } }).data.url).pathname;
  await phone.goto(receipt);
  await expect(phone.getByRole('heading', { level: 1, name: /^RCT-\d{4}$/ })).toBeVisible();
  await expect(phone.getByText('₦25,000.00').first()).toBeVisible();
  expect(await noSidewaysScroll(phone)).toBe(true);
  await phone.screenshot({ path: 'e2e/screenshots/public-receipt-mobile.png', fullPage: true });
  const pdf = await phone.request.get(`${receipt}.pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await buyer.close();

  // Axe needs scripts: the same pages in the journey's own browser, light and dark.
  for (const path of [tracking, receipt]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await saveScreenshots(page, 'public-receipt-dark');
});
