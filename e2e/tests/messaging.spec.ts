import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { verifyEmail } from '../support/verify-email.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/**
 * Issue 10, messaging: a merchant and a buyer (their emailed /chat link) talk live — the buyer's
 * message raises the merchant's unread badge over the websocket, opening the thread clears it, the
 * reply reaches the buyer; partnership requests between fresh merchants are accepted and declined;
 * notifications arrive live on /notification. Every test registers its own merchants.
 */

const PASSWORD = 'Start-pass-2026';
let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Merchant {
  email: string;
  username: string;
  businessName: string;
  token: string;
}

/** Registers a merchant through the API; with `page.request` the page is signed in as it. */
async function registerMerchant(api: APIRequestContext, businessName: string): Promise<Merchant> {
  const id = unique();
  const merchant = { email: `msg-${id}@example.com`, username: `msg${id}`, businessName };
  const response = await api.post('/v1/auth/register', {
    data: {
      ...merchant,
      firstName: 'Kemi',
      surname: 'Adebayo',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      phone: '+2348031112222',
      serviceType: 'product',
      category: 'Fashion',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const token = (await response.json()).data.tokens.access.token as string;
  // Conversations email the buyer: only a merchant with a verified email may cause that.
  await verifyEmail(api, merchant.email, token);
  return { ...merchant, token };
}

/** A page signed in as a fresh merchant, in its own browser context. */
async function merchantPage(browser: Browser, businessName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const merchant = await registerMerchant(page.request, businessName);
  return { page, merchant, close: () => context.close() };
}

/** The chat link emailed to a buyer when a merchant starts a conversation with them. */
async function chatLink(api: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await api.get(`/v1/dev/outbox?to=${encodeURIComponent(to)}`);
      const mails = (await response.json()).data as Array<{ subject: string; body: string }>;
      link = mails
        .find((mail) => /wants to chat with you/.test(mail.subject))
        ?.body.match(/\/chat\/[\w-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/**
 * Resolves once the page's websocket (/v1/ws) has completed its handshake: from then on, events
 * reach the page live. Call before the navigation that opens it. (Chromium's DevTools protocol.)
 */
async function socketOpen(page: Page): Promise<{ opened: Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const opened = new Promise<void>((resolve) => {
    cdp.on('Network.webSocketHandshakeResponseReceived', (event) => {
      if (event.response.status === 101) resolve();
    });
  });
  return { opened };
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const messageNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Message/ });

test('a buyer’s message arrives live, the badge rises and clears, and the reply reaches the buyer', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // two browsers and a polling buyer, on a loaded 2-core machine
  await registerMerchant(page.request, 'Ada Fabrics');
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

test('merchants send partnership requests; the receiver accepts one and declines another, notified live', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000); // three merchants, two browsers
  const a = await merchantPage(browser, 'Kemi Crafts');
  const b = await merchantPage(browser, 'Bayo Leather');
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const c = await registerMerchant(api, 'Tola Beads');

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

test('the helpdesk: open a ticket, reply to it, and find it in the tickets and the message history', async ({
  page,
}) => {
  const merchant = await registerMerchant(page.request, 'Ada Fabrics');
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
