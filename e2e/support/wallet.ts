import { expect, type Page } from '@playwright/test';
import { signUp } from './merchant.ts';

/** What the wallet journeys share: a PIN, a bank account number, the owner and the PIN's creation. */

export const PIN = '2580';
/** Any 10-digit number except the simulated bank's 000000000x test numbers resolves to a name. */
export const ACCOUNT_NUMBER = '0123456789';

/** Chidi Okafor of Chidi Stores, whose names are not the simulated bank's holder's; signs the page in. */
export const registerWalletOwner = (page: Page, prefix: string) =>
  signUp(page.request, {
    prefix,
    firstName: 'Chidi',
    surname: 'Okafor',
    businessName: 'Chidi Stores',
    password: 'Wallet2026!x',
    phone: `+23480${String(Date.now()).slice(-8)}`,
  });

/** Creates the transaction PIN from /wallet (the page must be there). */
export async function createPin(page: Page) {
  await page.getByRole('button', { name: 'Create PIN' }).click();
  const pinDialog = page.getByRole('dialog', { name: 'Create transaction PIN' });
  await pinDialog.getByLabel('New PIN', { exact: true }).fill(PIN);
  await pinDialog.getByLabel('Confirm new PIN', { exact: true }).fill(PIN);
  await pinDialog.getByRole('button', { name: 'Create PIN' }).click();
  await expect(pinDialog).toBeHidden();
}
