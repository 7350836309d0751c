import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshots } from '../support/screenshots.ts';
import { ACCOUNT_NUMBER, PIN, registerWalletOwner } from '../support/wallet.ts';

/**
 * The wallet end to end, as a FRESH merchant (registered through the API, so it has no wallet yet):
 * create a PIN → verify and save a bank account → top up ₦50,000 through the simulated checkout →
 * a wrong PIN is refused with its message → withdraw ₦20,000 with the right PIN, held for review since
 * the bank account is new → All Transactions lists both with their statuses; axe finds nothing on
 * /wallet and /wallet/transactions.
 */
test('a merchant sets a PIN, saves a bank account, tops up, withdraws and sees both transactions', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerWalletOwner(page, 'wallet');

  // A fresh merchant gets an NGN wallet on the first visit.
  await page.goto('/wallet');
  await expect(page.getByTestId('header-title')).toHaveText('wallet');
  await expect(page.getByTestId('balance-NGN')).toHaveText('₦0.00');
  await expect(page.getByText('Nigeria Naria (NGN)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeDisabled();

  // Create the PIN; a trivial one is refused first.
  await page.getByRole('button', { name: 'Create PIN' }).click();
  const pinDialog = page.getByRole('dialog', { name: 'Create transaction PIN' });
  await pinDialog.getByLabel('New PIN', { exact: true }).fill('1234');
  await pinDialog.getByLabel('Confirm new PIN', { exact: true }).fill('1234');
  await pinDialog.getByRole('button', { name: 'Create PIN' }).click();
  await expect(pinDialog.getByText(/harder to guess/)).toBeVisible();
  await pinDialog.getByLabel('New PIN', { exact: true }).fill(PIN);
  await pinDialog.getByLabel('Confirm new PIN', { exact: true }).fill(PIN);
  await pinDialog.getByRole('button', { name: 'Create PIN' }).click();
  await expect(pinDialog).toBeHidden();
  await expect(page.getByText('Your PIN is set.')).toBeVisible();

  // Verify a bank account (the bank's account name shows), then save it with the PIN.
  await page.getByRole('button', { name: 'Add account' }).click();
  const bankDialog = page.getByRole('dialog', { name: 'Bank account' });
  await bankDialog.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' });
  await bankDialog.getByLabel('Account number').fill('0000000000');
  await bankDialog.getByRole('button', { name: 'Verify account' }).click();
  await expect(bankDialog.getByText('Could not resolve account name')).toBeVisible();
  await bankDialog.getByLabel('Account number').fill(ACCOUNT_NUMBER);
  await bankDialog.getByRole('button', { name: 'Verify account' }).click();
  const accountName = (await bankDialog.getByTestId('resolved-account-name').textContent())?.trim() ?? '';
  expect(accountName.length).toBeGreaterThan(3);
  // The simulated bank's holder is not Chidi Okafor: the mismatch is confirmed explicitly.
  await bankDialog.getByRole('checkbox', { name: /This account is mine/ }).check();
  await bankDialog.getByLabel('Transaction PIN', { exact: true }).fill(PIN);
  await bankDialog.getByRole('button', { name: 'Save account' }).click();
  await expect(bankDialog).toBeHidden();
  await expect(page.getByTestId('bank-account')).toContainText(accountName);
  await expect(page.getByTestId('bank-account')).toContainText(ACCOUNT_NUMBER);

  // Top up ₦50,000 through the provider's checkout page; the webhook credits the wallet.
  await page.getByRole('button', { name: 'Top up' }).click();
  const topupDialog = page.getByRole('dialog', { name: 'Top up wallet' });
  await topupDialog.getByLabel('Amount (₦)').fill('50000');
  await topupDialog.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/wallet/);
  await expect(page.getByTestId('balance-NGN')).toHaveText('₦50,000.00', { timeout: 30_000 });

  await expectNoAxeViolations(page);

  // A wrong PIN is refused with the server's message; the same dialog then succeeds with the right one.
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const withdrawDialog = page.getByRole('dialog', { name: 'Withdraw' });
  await withdrawDialog.getByLabel('Amount (₦)').fill('20000');
  await withdrawDialog.getByRole('button', { name: 'Continue' }).click();
  await expect(withdrawDialog.getByTestId('review-total')).toHaveText('₦20,000.00');
  await withdrawDialog.getByRole('button', { name: 'Confirm and enter PIN' }).click();
  await withdrawDialog.getByLabel('Transaction PIN', { exact: true }).fill('9731');
  await withdrawDialog.getByRole('button', { name: 'Withdraw ₦20,000.00' }).click();
  await expect(withdrawDialog.getByText('Incorrect PIN. 4 attempts left.')).toBeVisible();
  await expect(page.getByTestId('balance-NGN')).toHaveText('₦50,000.00');
  await saveScreenshots(page, 'wallet-withdraw');
  // The PIN pad: digits tapped on screen, masked in the field.
  for (const digit of PIN) await withdrawDialog.getByRole('button', { name: digit, exact: true }).click();
  await expect(withdrawDialog.getByLabel('Transaction PIN', { exact: true })).toHaveAttribute(
    'type',
    'password',
  );
  await withdrawDialog.getByRole('button', { name: 'Withdraw ₦20,000.00' }).click();
  await expect(withdrawDialog).toBeHidden();
  await expect(page.getByTestId('balance-NGN')).toHaveText('₦30,000.00');

  // Recent transactions, then All Transactions with both movements and their statuses.
  const recent = page.getByRole('table', { name: 'Recent transactions' });
  await expect(recent.getByRole('row')).toHaveCount(3);
  // The bank account was saved minutes ago, so the withdrawal is held for review, not sent.
  await expect(page.getByText(/^Withdrawal held for review: your bank account changed/)).toBeVisible();
  await expect(page.getByText(/^Withdrawal held for review/)).toBeHidden({ timeout: 15_000 });
  await saveScreenshots(page, 'wallet');
  await page.getByRole('link', { name: 'See all' }).click();
  await expect(page).toHaveURL(/\/wallet\/transactions$/);
  await expect(page.getByTestId('header-title')).toHaveText('All Transactions');
  const table = page.getByRole('table', { name: 'All transactions' });
  const credit = table.getByRole('row').filter({ hasText: 'Credit' });
  const debit = table.getByRole('row').filter({ hasText: 'Debit' });
  await expect(credit).toContainText('+₦50,000.00');
  await expect(credit).toContainText('Success');
  await expect(debit).toContainText('-₦20,000.00');
  // Reserved on the ledger and shown as held; it is paid out when the hold ends (or an operator releases it).
  await expect(debit).toContainText('Held');
  await expect(table.getByRole('row').filter({ hasText: 'Debit' }).first()).toContainText(
    /\d{2} \w{3} \d{4} \d{2}:\d{2}/,
  );

  // Filters: only the debit.
  await page.getByLabel('Action', { exact: true }).selectOption('debit');
  await expect(page).toHaveURL(/action=debit/);
  await expect(table.getByRole('row').filter({ hasText: 'Credit' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'Debit' })).toHaveCount(1);
  await page.getByLabel('Action', { exact: true }).selectOption('');
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'wallet-transactions');
});
