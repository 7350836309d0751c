import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Verifies a freshly registered merchant's email with the code registration sent (read from the dev
 * outbox): Oja sends emails to buyers and customers only for accounts whose owner has done this.
 */
export async function verifyEmail(api: APIRequestContext, email: string, token: string) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await (await api.get(`/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json();
      const mails = outbox.data as Array<{ subject: string; body: string }>;
      code = /\b(\d{6})\b/.exec(mails.find((m) => /verification code/i.test(m.subject))?.body ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  const response = await api.post('/v1/auth/verify-otp-email', {
    data: { otp: code },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}
