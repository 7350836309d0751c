import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { merchantPage, registerMessagingMerchant, socketOpen } from '../support/messaging.ts';
import { toast } from '../support/page.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/** Partnership requests between fresh merchants, accepted and declined, with notifications arriving live. */

test('merchants send partnership requests; the receiver accepts one and declines another, notified live', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000); // three merchants, two browsers
  const a = await merchantPage(browser, 'Kemi Crafts');
  const b = await merchantPage(browser, 'Bayo Leather');
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const c = await registerMessagingMerchant(api, 'Tola Beads');

  // B watches /notification; C's request (sent through the API) arrives live.
  const socketLive = await socketOpen(b.page);
  await b.page.goto('/notification');
  await expect(b.page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(b.page.getByText('Nothing to see yet')).toBeVisible();
  await socketLive.opened;
  const sent = await api.post('/v1/merchant/request', {
    headers: { authorization: `Bearer ${c.token}` },
    data: { recipient: b.merchant.email, message: 'Let us sell beads with your bags.' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const notifications = b.page.getByRole('list', { name: 'Notifications' });
  await expect(
    notifications.getByRole('listitem').filter({ hasText: 'Tola Beads sent you a request' }),
  ).toBeVisible();

  // A sends one from the dashboard, by B's username.
  await a.page.goto('/market-place');
  await a.page.getByRole('button', { name: 'Send request' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Send a partnership request' });
  await dialog.getByLabel("Merchant's username or email").fill(b.merchant.username);
  await dialog.getByLabel('Message').fill('Shall we bundle our crafts with your leather goods?');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(toast(a.page, 'Request sent successfully')).toBeVisible();
  await expect(a.page.getByRole('tab', { name: 'Sent' })).toHaveAttribute('aria-selected', 'true');
  await expect(a.page.getByRole('row', { name: /Bayo Leather/ })).toContainText('Pending');

  // Live on B's /notification.
  await expect(
    notifications.getByRole('listitem').filter({ hasText: 'Kemi Crafts sent you a request' }),
  ).toBeVisible();

  // B answers: accept A's, decline C's.
  await b.page.getByRole('link', { name: 'Market Place' }).first().click();
  const received = b.page.getByRole('table', { name: 'Received requests' });
  await expect(received.getByRole('row')).toHaveCount(3); // header + 2 pending
  await expectNoAxeViolations(b.page);
  await saveScreenshots(b.page, 'market-place-received');

  await received
    .getByRole('row', { name: /Kemi Crafts/ })
    .getByRole('button', { name: /^Accept/ })
    .click();
  await expect(toast(b.page, 'Request Accepted Successfully!')).toBeVisible();
  await expect(received.getByRole('row', { name: /Kemi Crafts/ })).toHaveCount(0);
  await received
    .getByRole('row', { name: /Tola Beads/ })
    .getByRole('button', { name: /^Decline/ })
    .click();
  await expect(toast(b.page, 'Request Declined Successfully!')).toBeVisible();
  await expect(b.page.getByText('Nothing to see yet')).toBeVisible();

  await b.page.getByRole('group', { name: 'Request status' }).getByText('All', { exact: true }).click();
  await expect(received.getByRole('row', { name: /Kemi Crafts/ })).toContainText('Accepted');
  await expect(received.getByRole('row', { name: /Tola Beads/ })).toContainText('Declined');
  await expectNoAxeViolations(b.page);

  // A learns the answer.
  await a.page.reload();
  await expect(a.page.getByRole('row', { name: /Bayo Leather/ })).toContainText('Accepted');
  await a.page.getByRole('link', { name: 'Notifications' }).click();
  await expect(
    a.page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'Bayo Leather accepted your request' }),
  ).toBeVisible();

  await api.dispose();
  await a.close();
  await b.close();
});
