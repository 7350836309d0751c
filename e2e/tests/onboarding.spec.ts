import { expect, test } from '@playwright/test';
import { PASSWORD } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { unique } from '../support/merchant.ts';
import { heading } from '../support/page.ts';
import { saveScreenshots } from '../support/screenshots.ts';
import { newestMail } from '../support/verify-email.ts';

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
