import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createProduct, signUp } from '../support/merchant.ts';
import { heading, toast } from '../support/page.ts';
import { saveScreenshots } from '../support/screenshots.ts';
import { newestMail } from '../support/verify-email.ts';

/**
 * The owner invites a sales member, who accepts the emailed link, edits a product, and has no wallet:
 * not in the navigation, and refused by the server (decision 047).
 */
test('an owner invites a sales member who edits products but never reaches the wallet', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await signUp(page.request, { prefix: 'team', businessName: 'Kemi Team Prints' });
  const product = await createProduct(page.request, { name: 'Adire scarf', price: 8_000 });
  const email = `sales-${owner.username}@example.com`;

  await page.goto('/account/staff');
  await expect(heading(page, 'Staff')).toBeVisible();
  await expect(page.getByText('No staff yet')).toBeVisible();
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('sales');
  await expect(
    dialog.getByText('Products, services, orders, invoices, customers, bookings and messages'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, 'Invitation sent')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'staff-owner');

  const mail = await newestMail(page.request, email, /invited to Kemi Team Prints/);
  const link = /\/join\?token=[\w-]+/.exec(mail.body)?.[0];
  expect(link, mail.body).toBeTruthy();

  const member = await (await browser.newContext({ baseURL })).newPage();
  await member.goto(link!);
  await expect(member.getByText('Kemi Team Prints', { exact: true })).toBeVisible();
  await expectNoAxeViolations(member);
  await saveScreenshots(member, 'staff-join');
  await member.getByLabel('Your name').fill('Chioma Eze');
  await member.getByLabel('Password', { exact: true }).fill('Quiet-Harbour-77');
  await member.getByLabel('Confirm password').fill('Quiet-Harbour-77');
  await member.getByRole('button', { name: 'Join Kemi Team Prints' }).click();
  await expect(member).toHaveURL('/dashboard');
  await expect(heading(member, 'Welcome, Chioma Eze')).toBeVisible();
  await expect(member.getByTestId('signed-in-name')).toHaveText('Chioma Eze');

  const nav = member.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Product' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Wallet' })).toHaveCount(0);
  expect((await member.request.get('/v1/wallet')).status()).toBe(403);
  await expectNoAxeViolations(member);
  await saveScreenshots(member, 'staff-sales-dashboard');

  await member.goto(`/products/${product.sku}/edit-product`);
  await member.getByLabel('Price (₦)', { exact: true }).fill('9500');
  await member.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(member, 'Product updated successfully')).toBeVisible();
  await expect(member.getByText('₦9,500.00')).toBeVisible();

  // The owner sees the member and removes them; their session ends at once.
  await page.reload();
  await expect(page.getByText('Chioma Eze', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Remove' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Chioma Eze?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(toast(page, 'Staff member removed; their sessions have ended')).toBeVisible();
  expect((await member.request.get('/v1/users/profile')).status()).toBe(401);
  await member.context().close();
});
