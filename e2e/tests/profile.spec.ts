import { expect, test } from '@playwright/test';
import { registerAccount } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { heading } from '../support/page.ts';
import { saveScreenshots } from '../support/screenshots.ts';

test('a profile edit shows "User updated successfully" and is still there after a reload', async ({
  page,
}) => {
  await registerAccount(page.request);
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
