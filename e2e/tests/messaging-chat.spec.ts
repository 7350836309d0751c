import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { unique } from '../support/merchant.ts';
import { chatLink, messageNav, registerMessagingMerchant, socketOpen } from '../support/messaging.ts';
import { toast } from '../support/page.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/**
 * A merchant and a buyer (their emailed /chat link) talk live: the buyer's message raises the merchant's
 * unread badge over the websocket, opening the thread clears it, the reply reaches the buyer.
 */

test('a buyer’s message arrives live, the badge rises and clears, and the reply reaches the buyer', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // two browsers and a polling buyer, on a loaded 2-core machine
  await registerMessagingMerchant(page.request, 'Ada Fabrics');
  const buyerEmail = `buyer-${unique()}@example.com`;

  const socketLive = await socketOpen(page);
  await page.goto('/message');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByText('Nothing to see yet')).toBeVisible();

  // The merchant writes first; the buyer is emailed a private link.
  await page.getByRole('button', { name: 'New conversation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New conversation' });
  await dialog.getByLabel("Buyer's email").fill(buyerEmail);
  await dialog.getByLabel("Buyer's name (optional)").fill('Ngozi Eze');
  // An order named here must be one of the merchant's own; this conversation is about none.
  await dialog.getByLabel('First message (optional)').fill('Hello Ngozi, your order is packed.');
  await dialog.getByRole('button', { name: 'Start conversation' }).click();
  await expect(toast(page, 'Conversation started')).toBeVisible();
  await expect(page).toHaveURL(/\/message\?conversation=/);
  await socketLive.opened;

  // The merchant moves on; the badge is empty.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await expect(messageNav(page)).toHaveText('Message');

  // The buyer opens the emailed link in another browser (no account) and answers.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await buyer.goto(await chatLink(page.request, buyerEmail));
  await expect(buyer.getByRole('heading', { level: 1, name: 'Chat with Ada Fabrics' })).toBeVisible();
  await expect(buyer.getByText('Hello Ngozi, your order is packed.')).toBeVisible();
  await buyer.getByRole('textbox', { name: 'Message' }).fill('Is the blue one still in stock?');
  await buyer.getByRole('button', { name: 'Send' }).click();
  await expect(buyer.getByText('Is the blue one still in stock?')).toBeVisible();

  // Live: the merchant's badge goes up without a reload.
  await expect(messageNav(page)).toContainText('1 unread messages');

  // The conversation list shows it; opening the thread clears the badge.
  await messageNav(page).click();
  const conversation = page
    .getByRole('region', { name: 'Conversations' })
    .getByRole('link', { name: /Ngozi Eze/ });
  await expect(conversation).toContainText('Is the blue one still in stock?');
  await expect(conversation).toContainText('1 unread');
  await conversation.click();
  const thread = page.getByRole('log', { name: 'Messages with Ngozi Eze' });
  await expect(thread.getByText('Is the blue one still in stock?')).toBeVisible();
  await expect(messageNav(page)).toHaveText('Message');
  await expect(conversation).not.toContainText('unread');

  // The merchant replies; the buyer's page picks it up, and its read receipt comes back live.
  await page.getByRole('textbox', { name: 'Message' }).fill('Yes, three are left. Shall I reserve one?');
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(thread.getByText('Yes, three are left. Shall I reserve one?')).toBeVisible();
  await expect(buyer.getByText('Yes, three are left. Shall I reserve one?')).toBeVisible({ timeout: 15_000 });
  await expect(thread.getByRole('listitem').filter({ hasText: 'Yes, three are left.' })).toContainText(
    'Seen',
  );

  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'messages-thread');
  await expectNoAxeViolations(buyer);
  await saveScreenshots(buyer, 'messages-buyer-chat');

  // Notifications arrive live: the buyer writes again while the merchant reads /notification.
  await page.getByRole('link', { name: 'Notifications' }).click();
  const notifications = page.getByRole('list', { name: 'Notifications' });
  await expect(
    notifications.getByRole('listitem').filter({ hasText: 'New message from Ngozi Eze' }),
  ).toHaveCount(1);
  await buyer.getByRole('textbox', { name: 'Message' }).fill('Yes please, I will pay today.');
  await buyer.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(
    notifications.getByRole('listitem').filter({ hasText: 'New message from Ngozi Eze' }),
  ).toHaveCount(2);
  await expect(notifications.getByRole('listitem').first()).toContainText(
    'Unread: New message from Ngozi Eze',
  );
  await expect(messageNav(page)).toContainText('1 unread messages');
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'notifications');

  // Mark all as read; the link of a notification opens its conversation.
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(notifications.getByRole('listitem').filter({ hasText: /^Unread:/ })).toHaveCount(0);
  await notifications.getByRole('link', { name: /View/ }).first().click();
  await expect(page).toHaveURL(/\/message\?conversation=/);
  await expect(
    page.getByRole('log', { name: 'Messages with Ngozi Eze' }).getByText('Yes please, I will pay today.'),
  ).toBeVisible();
  await expect(messageNav(page)).toHaveText('Message');

  await buyerContext.close();
});
