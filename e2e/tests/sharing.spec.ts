import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { checkout } from '../support/buyer';
import { createInvoice, createProduct } from '../support/merchant';
import { registerMessagingMerchant } from '../support/messaging';
import { saveScreenshots } from '../support/screenshots';

test.use({ viewport: { width: 375, height: 812 } });

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A dashboard card by its title. */
const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title }) });

/** The newest email to `to` whose subject matches, from the dev outbox. */
async function mailTo(page: Page, to: string, subject: RegExp) {
  let body: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/v1/dev/outbox?to=${encodeURIComponent(to)}`);
      const mails = (await response.json()).data as Array<{ subject: string; body: string }>;
      body = mails.find((mail) => subject.test(mail.subject))?.body;
      return body;
    })
    .toBeTruthy();
  return body!;
}

/** "Send by email" in a ShareLink: the dialog, the buyer's address prefilled, a note, Send, the toast. */
async function sendByEmail(page: Page, card: Locator, email: string, note: string) {
  await card.getByRole('button', { name: 'Send by email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the link by email' });
  await expect(dialog.getByLabel("Buyer's email")).toHaveValue(email);
  await dialog.getByLabel('Note (optional)').fill(note);
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Link sent by email to ${email}`)).toBeVisible();
}

test('the merchant emails an invoice pay link and a tracking link; the buyer messages the seller', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const merchant = await registerMessagingMerchant(page.request, 'Ada Fabrics');

  // An invoice: its pay link, shared from the invoice's page.
  const invoice = await createInvoice(page.request, 'ISSUED', 45_000);
  await page.goto(`/invoice/${invoice.id}`);
  const payCard = card(page, 'Share the pay link');
  await payCard.getByRole('button', { name: 'Get pay link' }).click();
  const payUrl = await payCard.getByLabel('Pay link').inputValue();
  expect(payUrl).toMatch(/\/pay\/invoice\/[\w-]{43}$/);
  const invoiceEmail = await page.request
    .get(`/v1/invoice/${invoice.id}`)
    .then(async (res) => ((await res.json()) as { data: { email: string } }).data.email);
  await sendByEmail(page, payCard, invoiceEmail, 'Thank you for your order');
  expect(await mailTo(page, invoiceEmail, /^Invoice INV-\d{4} from Ada Fabrics$/)).toContain(payUrl);
  await saveScreenshots(page, 'invoice-share-link');

  // An order: its tracking link, shared from the order's page.
  const product = await createProduct(page.request, { name: 'Adire tote', price: 12_500 });
  const buyerEmail = `ngozi-${Date.now()}@buyer.test`;
  const order = await checkout(request, {
    name: 'Ngozi Eze',
    email: buyerEmail,
    phone: '+2348025550101',
    merchantId: merchant.id,
    deliveryAddress: { address: '5 Bode Thomas Street', city: 'Surulere', state: 'Lagos' },
    cart: [{ productId: product.id, quantity: 1 }],
  });
  await page.goto(`/products/order/${order.id}`);
  const shareCard = card(page, 'Share with the buyer');
  await shareCard.getByRole('button', { name: 'Get tracking page link' }).click();
  const trackingUrl = await shareCard.getByLabel('Tracking page link').inputValue();
  await sendByEmail(page, shareCard, buyerEmail, 'Here is your order');
  const mail = await mailTo(page, buyerEmail, /^Your order OJ-/);
  expect(mail).toContain(trackingUrl);

  // The buyer opens the emailed link on a phone and messages the seller.
  const buyer = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 375, height: 812 } });
  const phone = await buyer.newPage();
  await phone.goto(new URL(trackingUrl).pathname);
  await expect(phone.getByRole('heading', { level: 1, name: order.orderReference })).toBeVisible();
  expect(await noSidewaysScroll(phone)).toBe(true);
  for (const colorScheme of ['light', 'dark'] as const) {
    await phone.emulateMedia({ colorScheme });
    await expectNoAxeViolations(phone);
  }
  await phone.emulateMedia({ colorScheme: 'light' });
  await phone.screenshot({ path: 'e2e/screenshots/public-tracking-message-mobile.png', fullPage: true });
  await phone.getByRole('button', { name: 'Message the seller' }).click();
  await expect(phone).toHaveURL(/\/chat\/[\w-]{43}$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'Chat with Ada Fabrics' })).toBeVisible();
  await phone.getByRole('textbox', { name: 'Message' }).fill('Can it come on Friday?');
  await phone.getByRole('button', { name: 'Send' }).click();
  await expect(phone.getByText('Can it come on Friday?')).toBeVisible();
  await phone.screenshot({ path: 'e2e/screenshots/public-chat-entry-mobile.png', fullPage: true });
  await buyer.close();

  // The merchant reads it in the inbox.
  await page.goto('/message');
  await expect(page.getByText('Can it come on Friday?').first()).toBeVisible();
});
