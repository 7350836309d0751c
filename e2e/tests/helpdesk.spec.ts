import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { registerMessagingMerchant } from '../support/messaging.ts';
import { toast } from '../support/page.ts';
import { saveScreenshots } from '../support/screenshots.ts';

test('the helpdesk: open a ticket, reply to it, and find it in the tickets and the message history', async ({
  page,
}) => {
  const merchant = await registerMessagingMerchant(page.request, 'Ada Fabrics');
  await page.goto('/message');
  await page.getByRole('tab', { name: 'Helpdesk' }).click();
  await expect(page).toHaveURL(/\/message\?tab=helpdesk$/);
  const tickets = page.getByRole('table', { name: 'Support tickets' });
  await expect(tickets.getByText('Nothing to see yet')).toBeVisible();

  await page.getByRole('button', { name: 'New ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'New helpdesk ticket' });
  await dialog.getByLabel('Subject').fill('Payout not received');
  await dialog.getByLabel('Message').fill('My payout for March has not arrived in my bank account.');
  await dialog.getByRole('button', { name: 'Open ticket' }).click();
  await expect(toast(page, 'Ticket opened')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Payout not received' })).toBeVisible();
  await expect(page.getByText(`replies go to ${merchant.email}`)).toBeVisible();

  await page.getByLabel('Your reply').fill('The account ends in 4821, at GTBank.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  const thread = page.getByRole('list', { name: 'Ticket messages' });
  await expect(thread.getByRole('listitem')).toHaveCount(2);
  await expect(thread.getByRole('listitem').last()).toContainText('The account ends in 4821, at GTBank.');
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'messages-helpdesk-ticket');

  await page.getByRole('link', { name: 'All tickets' }).click();
  await expect(tickets.getByRole('row', { name: /Payout not received/ })).toContainText('Awaiting support');
  const history = page.getByRole('table', { name: 'Helpdesk messages' });
  await expect(history.getByRole('row')).toHaveCount(3); // header + 2 messages, newest first
  await expect(history.getByRole('row').nth(1)).toContainText('The account ends in 4821, at GTBank.');
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'messages-helpdesk');
});
