import { expect, test } from '@playwright/test';
import { signUp } from '../support/merchant.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshots } from '../support/screenshots.ts';
import { createPin } from '../support/wallet.ts';

/**
 * A locked PIN, as the owner meets it: five wrong PINs lock PIN use for the merchant (not for one login);
 * the wallet says so and until when; the owner unlocks it with the code emailed to the account's
 * address (read here from the development outbox), and PIN actions open again.
 */
test('five wrong PINs lock the wallet; the code emailed to the owner unlocks it', async ({ page }) => {
  test.setTimeout(120_000);
  const { email } = await signUp(page.request, { prefix: 'pinlock' });
  await page.goto('/wallet');
  await createPin(page);

  // Changing the PIN with a wrong current PIN counts as a wrong PIN.
  await page.getByRole('button', { name: 'Change PIN' }).click();
  const change = page.getByRole('dialog', { name: 'Change transaction PIN' });
  for (let i = 0; i < 5; i += 1) {
    await change.getByLabel('Current PIN', { exact: true }).fill('9731');
    await change.getByLabel('New PIN', { exact: true }).fill('4826');
    await change.getByLabel('Confirm new PIN', { exact: true }).fill('4826');
    await change.getByRole('button', { name: 'Change PIN' }).click();
    await expect(page.getByText(/^Incorrect PIN\./).last()).toBeVisible();
  }
  await change.getByRole('button', { name: 'Cancel' }).click();

  const notice = page.getByTestId('pin-locked');
  await expect(notice).toContainText(/locked until \d{2}:\d{2}/);
  await expect(page.getByRole('button', { name: 'Add account' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'wallet-pin-locked');

  await notice.getByRole('button', { name: 'Unlock PIN' }).click();
  const unlock = page.getByRole('dialog', { name: 'Unlock your PIN' });
  await unlock.getByRole('button', { name: 'Email me a code' }).click();
  await expect(unlock.getByText(/Sent to p•••@oja\.test\./)).toBeVisible();
  const mail = await page.request.get(`/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  const messages = (await mail.json()).data as { subject: string; body: string }[];
  expect(messages.map((m) => m.subject)).toContain('Your Oja wallet PIN was locked');
  const code = messages.find((m) => m.subject.includes('unlock'))!.body.match(/Your code is (\d{6})/)![1]!;
  await unlock.getByLabel('Code from the email').fill(code);
  await unlock.getByRole('button', { name: 'Unlock PIN' }).click();
  await expect(unlock).toBeHidden();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('button', { name: 'Change PIN' })).toBeEnabled();
});
