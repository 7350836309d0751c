import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { toast, toastsGone } from '../support/page.ts';
import { saveScreenshots } from '../support/screenshots.ts';
import { ACCOUNT_NUMBER, createPin, PIN, registerWalletOwner } from '../support/wallet.ts';

/**
 * Money out, as a fresh merchant on a phone (375 px) and a laptop (1366 px): a bank account whose name is
 * not the merchant's is warned about and saved only once confirmed; the withdrawal amount refuses what it
 * cannot show (visibly); the confirmation shows amount, fee, account name and bank before the PIN; the
 * withdrawal is then pending. Axe finds nothing on either dialog.
 */
async function createPinAndTopUp(page: Page) {
  await page.goto('/wallet');
  await expect(page.getByTestId('balance-NGN')).toHaveText('₦0.00');
  await createPin(page);

  await page.getByRole('button', { name: 'Top up' }).click();
  await page.getByRole('dialog', { name: 'Top up wallet' }).getByLabel('Amount (₦)').fill('50000');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/wallet/);
  await expect(page.getByTestId('balance-NGN')).toHaveText('₦50,000.00', { timeout: 30_000 });
  // The top-up's toast sits over the header's Withdraw at 1366 px.
  await expect(toast(page, 'Top-up of ₦50,000.00 received')).toBeVisible();
  await toastsGone(page);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1366, height: 768 },
]) {
  test(`a withdrawal is confirmed before the PIN, to an account whose other name was confirmed (${viewport.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const shots = viewport.width === 1366;
    await registerWalletOwner(page, 'withdraw');
    await createPinAndTopUp(page);

    // The bank's name for the account is not Chidi Okafor's: a warning beside his names, and a box to tick.
    await page.getByRole('button', { name: 'Add account' }).click();
    const bank = page.getByRole('dialog', { name: 'Bank account' });
    await bank.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' });
    await bank.getByLabel('Account number').fill(ACCOUNT_NUMBER);
    await bank.getByRole('button', { name: 'Verify account' }).click();
    const warning = bank.getByTestId('name-mismatch');
    await expect(warning).toContainText('This account is not in your name');
    await expect(warning.getByTestId('merchant-names')).toHaveText('Chidi Okafor · Chidi Stores');
    const accountName = (await warning.getByTestId('resolved-account-name').textContent())?.trim() ?? '';
    expect(accountName).toMatch(/^[A-Z]+ [A-Z]+ [A-Z]+$/);
    await bank.getByLabel('Transaction PIN', { exact: true }).fill(PIN);
    await bank.getByRole('button', { name: 'Save account' }).click();
    const box = bank.getByRole('checkbox', { name: /This account is mine/ });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(bank.getByText('Tick the box to confirm that this account is yours.')).toBeVisible();
    await expectNoAxeViolations(page);
    if (shots) await saveScreenshots(page, 'withdraw-confirm-bank-mismatch');
    await box.check();
    await bank.getByRole('button', { name: 'Save account' }).click();
    await expect(bank).toBeHidden();
    await expect(page.getByTestId('bank-account')).toContainText(accountName);
    await expect(page.getByTestId('bank-name-confirmed')).toBeVisible();

    // The amount refuses what it cannot show, visibly, and keeps what it had.
    await page.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw' });
    const amount = dialog.getByLabel('Amount (₦)');
    const refusal = dialog.getByRole('alert');
    for (const [typed, message] of [
      ['e', '“e” is not allowed in an amount'],
      ['-', 'An amount cannot be negative.'],
    ] as const) {
      await amount.pressSequentially(`1${typed}`);
      await expect(amount).toHaveValue('1');
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expect(refusal).toContainText(message);
      await amount.fill('');
    }
    await amount.fill('1e9'); // a paste: refused whole
    await expect(amount).toHaveValue('');
    await expect(refusal).toContainText('“e” is not allowed in an amount');
    await amount.pressSequentially('12345.678');
    await expect(amount).toHaveValue('12,345.67');
    await expect(refusal).toHaveText('An amount can have at most 2 decimal places.');
    // What is shown is not what was typed: the withdrawal does not go on until the refusal is dealt with.
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    if (shots) await saveScreenshots(page, 'withdraw-confirm-amount-refused');
    await amount.press('Backspace');
    await amount.pressSequentially('7');
    await expect(amount).toHaveValue('12,345.67');
    await expect(amount).not.toHaveAttribute('aria-invalid');

    // The confirmation: amount, fee, account name and bank — and no PIN yet.
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByTestId('review-amount')).toHaveText('₦12,345.67');
    await expect(dialog.getByTestId('review-fee')).toHaveText('₦0.00');
    await expect(dialog.getByTestId('review-total')).toHaveText('₦12,345.67');
    await expect(dialog.getByTestId('review-account-name')).toHaveText(accountName);
    await expect(dialog.getByTestId('review-bank')).toHaveText('Guaranty Trust Bank');
    await expect(dialog.getByTestId('review-balance')).toHaveText('₦37,654.33');
    await expect(dialog.getByLabel('Transaction PIN', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    if (shots) await saveScreenshots(page, 'withdraw-confirm-review');

    await dialog.getByRole('button', { name: 'Confirm and enter PIN' }).click();
    await expect(dialog).toContainText(`Withdraw ₦12,345.67 to ${accountName} · Guaranty Trust Bank`);
    await dialog.getByLabel('Transaction PIN', { exact: true }).fill(PIN);
    await expectNoAxeViolations(page);
    if (shots) await saveScreenshots(page, 'withdraw-confirm-pin');
    await dialog.getByRole('button', { name: 'Withdraw ₦12,345.67' }).click();
    await expect(dialog).toBeHidden();

    // The withdrawal is pending; the balance is down by exactly the amount.
    await expect(page.getByTestId('balance-NGN')).toHaveText('₦37,654.33');
    // A table on a laptop, a card per transaction on a phone.
    const row = page
      .getByRole('table', { name: 'Recent transactions' })
      .getByRole('row')
      .or(page.getByRole('list', { name: 'Recent transactions' }).getByRole('listitem'))
      .filter({ hasText: 'Debit' });
    await expect(row).toContainText('-₦12,345.67');
    // The account was saved moments ago: the withdrawal is held for review (money reserved, not sent).
    await expect(row).toContainText('Held');
  });
}
