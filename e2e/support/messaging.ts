import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { signUp } from './merchant.ts';

/** The messaging journeys' merchants, the buyer's chat link and the live socket. */

/**
 * Registers a verified merchant through the API (conversations email the buyer: only a merchant with a
 * verified email may cause that); with `page.request` the page is signed in as it.
 */
export const registerMessagingMerchant = (api: APIRequestContext, businessName: string) =>
  signUp(api, {
    prefix: 'msg',
    domain: 'example.com',
    businessName,
    password: 'Start-pass-2026',
    phone: '+2348031112222',
    verified: true,
  });

/** A page signed in as a fresh merchant, in its own browser context. */
export async function merchantPage(browser: Browser, businessName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const merchant = await registerMessagingMerchant(page.request, businessName);
  return { page, merchant, close: () => context.close() };
}

/** The chat link emailed to a buyer when a merchant starts a conversation with them. */
export async function chatLink(api: APIRequestContext, to: string): Promise<string> {
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
export async function socketOpen(page: Page): Promise<{ opened: Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const opened = new Promise<void>((resolve) => {
    cdp.on('Network.webSocketHandshakeResponseReceived', (event) => {
      if (event.response.status === 101) resolve();
    });
  });
  return { opened };
}

export const messageNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Message/ });
