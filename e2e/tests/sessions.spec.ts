import { expect, test } from '@playwright/test';
import { logIn, registerAccount } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { dismissVerificationPrompt, heading } from '../support/page.ts';
import { saveScreenshots } from '../support/screenshots.ts';
import { newestMail } from '../support/verify-email.ts';

/**
 * Login, a session that survives a reload, logout, password change and forgotten password, each as a
 * fresh merchant (the shared demo accounts are never touched).
 */

test('login, a reload keeps the session, logout shows its message and lands on /login after 2 s', async ({
  page,
  request,
}) => {
  const merchant = await registerAccount(request);
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
  const merchant = await registerAccount(page.request);
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
  const merchant = await registerAccount(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(heading(page, 'Forgot password?')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'forgot-password');

  await page.getByLabel('Email').fill(merchant.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  // docs/product/routes.md#api: the server's message, upper-cased, as a toast; the page says where the link went.
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
