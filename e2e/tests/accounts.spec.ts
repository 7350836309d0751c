import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/**
 * Issue 3, accounts: onboarding with the emailed code, login, a session that survives a reload,
 * logout, password change, forgotten password and profile edits — real browser, real API. Every test
 * that changes an account registers a fresh merchant; the shared demo accounts are never touched.
 */

const PASSWORD = 'Start-pass-2026';
let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Merchant {
  email: string;
  password: string;
  firstName: string;
  surname: string;
}

/**
 * Registers a merchant through the API. With `page.request` the browser is signed in as it (the
 * cookie lands in the page's context); with the `request` fixture it is not.
 */
async function registerMerchant(api: APIRequestContext): Promise<Merchant> {
  const id = unique();
  const merchant = {
    email: `acc-${id}@example.com`,
    password: PASSWORD,
    firstName: 'Kemi',
    surname: 'Adebayo',
  };
  const response = await api.post('/v1/auth/register', {
    data: {
      ...merchant,
      username: `acc${id}`,
      confirmPassword: PASSWORD,
      phone: '+2348031112222',
      serviceType: 'product',
      businessName: 'Kemi Crafts',
      category: 'Fashion',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return merchant;
}

interface OutboxMessage {
  subject: string;
  body: string;
}

/** The newest message to `to` whose subject matches, read from the dev outbox (waits for it). */
async function newestMail(api: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMessage> {
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

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A fresh merchant at stage 0 is asked to verify on the dashboard; the tests here close that prompt. */
async function dismissVerificationPrompt(page: Page) {
  const prompt = page.getByRole('dialog', { name: 'It is required that we verify you' });
  await prompt.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  if (await prompt.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
  }
}

test('onboarding from scratch: the 3 steps, the account details, the emailed code, then the dashboard', async ({
  page,
}) => {
  const id = unique();
  const email = `onboard-${id}@example.com`;
  await page.goto('/onboarding');

  // Step 0
  await expect(heading(page, 'Launch your business now')).toBeVisible();
  await expect(page.getByText('Getting started takes around 10 minutes')).toBeVisible();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'onboarding-step-0');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 1: the business category, from the API for the chosen kind of business.
  await expect(heading(page, 'Business category')).toBeVisible();
  await expect(page.getByText('Select the category that best describes your service')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(heading(page, 'Launch your business now')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /Service provider/ }).check();
  await page.getByRole('radio', { name: 'Photography', exact: true }).check();
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'onboarding-step-1');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2
  await expect(heading(page, 'Tell us about your service')).toBeVisible();
  await expect(page.getByText('Select the category that best describes your service')).toBeVisible();
  await page.getByLabel('Business name').fill('Lens & Light Studio');
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'onboarding-step-2');
  await page.getByRole('button', { name: 'Next' }).click();

  // Account details
  await expect(heading(page, 'Create your account')).toBeVisible();
  await page.getByLabel('First name').fill('Chiamaka');
  await page.getByLabel('Surname').fill('Eze');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(`lens${id}`);
  await page.getByLabel('Phone number').fill('+2348035556666');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'onboarding-details');
  await page.getByRole('button', { name: 'Create account' }).click();

  // The code emailed at registration, read from the outbox.
  await expect(heading(page, 'Verify your email')).toBeVisible();
  await expect(page.getByText(`Enter the 6-digit code we sent to ${email}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'onboarding-verify');
  const mail = await newestMail(page.request, email, /verification code/i);
  const code = /\b(\d{6})\b/.exec(mail.body)?.[1];
  expect(code).toBeDefined();
  await page.getByLabel('Verification code').fill(code!);
  await page.getByRole('button', { name: 'Verify email' }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Onboarding Successful')).toBeVisible();
  const profile = (await (await page.request.get('/v1/users/profile')).json()).data;
  expect(profile).toMatchObject({
    email,
    firstName: 'Chiamaka',
    lastName: 'Eze',
    role: 'serviceProvider',
    serviceType: 'service',
    category: 'Photography',
    businessName: 'Lens & Light Studio',
    isEmailVerified: true,
    stage: 0,
    level: 1,
    verificationStatus: false,
  });
});

test('login, a reload keeps the session, logout shows its message and lands on /login after 2 s', async ({
  page,
  request,
}) => {
  const merchant = await registerMerchant(request);
  await page.goto('/login');
  await expect(heading(page, 'Log in to Oja')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'accounts-login');

  await logIn(page, merchant.email, merchant.password);
  await expect(page).toHaveURL('/dashboard');
  await dismissVerificationPrompt(page);
  const accountLink = page.getByRole('link', { name: `${merchant.firstName} ${merchant.surname}` });
  await expect(accountLink).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL('/dashboard');
  await dismissVerificationPrompt(page);
  await expect(accountLink).toBeVisible();

  await accountLink.click();
  await expect(page).toHaveURL('/account');
  await page.getByRole('button', { name: 'Log out' }).click();
  const clickedAt = Date.now();
  await expect(page.getByText('Logged out successfully!')).toBeVisible();
  await expect(page).toHaveURL('/account');
  await page.waitForURL('/login');
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1_800);
  await expect(heading(page, 'Log in to Oja')).toBeVisible();

  // The server ended the session: the dashboard asks for a login again.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard');
});

test('a wrong current password shows "Incorrect password"; a password change logs out and the old password stops working', async ({
  page,
}) => {
  const merchant = await registerMerchant(page.request);
  await page.goto('/account');
  const form = page.locator('section', { has: page.getByRole('heading', { name: 'Change password' }) });
  const current = form.getByLabel('Current password');
  await current.fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('Fresh-pass-2027');
  await form.getByLabel('Confirm new password').fill('Fresh-pass-2027');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Incorrect password', { exact: true })).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/account');

  await current.fill(merchant.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(page.getByText('Logged out successfully!')).toBeVisible();
  await page.waitForURL('/login');

  await logIn(page, merchant.email, merchant.password);
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
  await expect(page).toHaveURL('/login');
  await logIn(page, merchant.email, 'Fresh-pass-2027');
  await expect(page).toHaveURL('/dashboard');
});

test('forgot password: the emailed link resets it once, and the new password logs in', async ({
  page,
  request,
}) => {
  const merchant = await registerMerchant(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(heading(page, 'Forgot password?')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'forgot-password');

  await page.getByLabel('Email').fill(merchant.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  // SPEC §7: the server's message, upper-cased, as a toast; the page says where the link went.
  await expect(
    page.getByText('IF AN ACCOUNT EXISTS FOR THIS EMAIL, A PASSWORD RESET LINK HAS BEEN SENT TO IT'),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: merchant.email })).toBeVisible();

  const mail = await newestMail(request, merchant.email, /reset/i);
  const link = new URL(/https?:\/\/\S+/.exec(mail.body)![0]);
  expect(link.pathname).toBe('/reset-password');
  const resetPath = `${link.pathname}${link.search}`;
  await page.goto(resetPath);
  await expect(heading(page, 'Set a new password')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Reset-pass-2027');
  await page.getByLabel('Confirm new password').fill('Reset-pass-2027');
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'reset-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset successfully')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await logIn(page, merchant.email, 'Reset-pass-2027');
  await expect(page).toHaveURL('/dashboard');

  // The link works once.
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill('Another-pass-2028');
  await page.getByLabel('Confirm new password').fill('Another-pass-2028');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired');
  await expect(page.getByRole('alert').getByRole('link', { name: 'Get a new reset link' })).toBeVisible();
});

test('a profile edit shows "User updated successfully" and is still there after a reload', async ({
  page,
}) => {
  await registerMerchant(page.request);
  await page.goto('/account');
  await expect(heading(page, 'Account')).toBeVisible();
  // Other sections of /account (e.g. logistics) have fields of their own; these are the profile's.
  const profile = page.locator('section', {
    has: page.getByRole('heading', { name: 'Profile', exact: true }),
  });
  await expect(profile.getByLabel('Business name')).toHaveValue('Kemi Crafts');
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'account');

  await profile.getByLabel('Business name').fill('Kemi Crafts & Beads');
  await profile.getByLabel('About your business').fill('Beaded jewellery and woven bags, made in Ibadan.');
  await profile.getByLabel('State').fill('Oyo');
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();

  await page.reload();
  await expect(profile.getByLabel('Business name')).toHaveValue('Kemi Crafts & Beads');
  await expect(profile.getByLabel('About your business')).toHaveValue(
    'Beaded jewellery and woven bags, made in Ibadan.',
  );
  await expect(profile.getByLabel('State')).toHaveValue('Oyo');
});
