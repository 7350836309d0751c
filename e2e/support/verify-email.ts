import { type APIRequestContext, expect } from '@playwright/test';

export interface OutboxMessage {
  subject: string;
  body: string;
}

/** The newest message to `to` whose subject matches, read from the dev outbox (waits for it). */
export async function newestMail(
  api: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await api.get(`/v1/dev/outbox?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()).data as OutboxMessage[];
      found = messages.find((message) => subject.test(message.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/**
 * Verifies a freshly registered merchant's email with the code registration sent (read from the dev
 * outbox): Oja sends emails to buyers and customers only for accounts whose owner has done this.
 */
export async function verifyEmail(api: APIRequestContext, email: string, token: string) {
  const mail = await newestMail(api, email, /verification code/i);
  const code = /\b(\d{6})\b/.exec(mail.body)?.[1];
  expect(code, mail.body).toBeTruthy();
  const response = await api.post('/v1/auth/verify-otp-email', {
    data: { otp: code },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}
