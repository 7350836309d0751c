import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { registerOrdersMerchant } from '../support/orders.ts';
import { toastsGone } from '../support/page.ts';
import { shoot } from '../support/screenshots.ts';

// A loaded CI machine: axe scans and screenshots take their time.
test.describe.configure({ timeout: 150_000 });

test('/account: a pickup address (state, then city) and a logistics company', async ({ page }) => {
  await registerOrdersMerchant(page);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Logistics' });
  await expect(section.getByText('Add the address the carrier collects your orders from.')).toBeVisible();

  await section.getByRole('button', { name: 'Add pickup address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add pickup address' });
  await expect(dialog.getByLabel('First name')).toHaveValue('Tolu');
  await expect(dialog.getByLabel('City')).toBeDisabled();
  await dialog.getByLabel('Street address').fill('21 Awolowo Road');
  await dialog.getByLabel('State').selectOption('Lagos');
  await expect(dialog.getByLabel('City')).toBeEnabled();
  await dialog.getByLabel('City').selectOption('Lekki');
  await expectNoAxeViolations(page);
  await shoot(page, 'account-pickup-address-form');
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('Pickup address added successfully')).toBeVisible();
  await expect(section.getByText('21 Awolowo Road')).toBeVisible();
  await expect(section.getByText('Lekki, Lagos')).toBeVisible();

  await section.getByRole('button', { name: 'Edit pickup address 21 Awolowo Road' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit pickup address' });
  await edit.getByLabel('State').selectOption('Oyo');
  await expect(edit.getByLabel('City')).toHaveValue('');
  await edit.getByLabel('City').selectOption('Ibadan');
  await edit.getByLabel('Street address').fill('4 Ring Road');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Pickup address changed')).toBeVisible();
  await expect(section.getByText('Ibadan, Oyo')).toBeVisible();

  await section.getByRole('button', { name: 'Add logistics company' }).click();
  const company = page.getByRole('dialog', { name: 'Add logistics company' });
  await company.getByLabel('Company name').fill('GIG Logistics');
  await company.getByLabel('Contact person (optional)').fill('Chidi Okafor');
  await company.getByLabel('Phone number').fill('+234 700 444 7000');
  await company.getByRole('button', { name: 'Add a rate' }).click();
  await company.getByLabel('Rate 1 name').fill('Within Lagos');
  await company.getByLabel('Rate 1 amount (₦)').fill('2500');
  await company.getByRole('button', { name: 'Add company' }).click();
  await expect(page.getByText('Logistics company added successfully')).toBeVisible();
  await expect(section.getByText('GIG Logistics')).toBeVisible();
  await expect(section.getByText('Within Lagos: ₦2,500.00')).toBeVisible();

  await toastsGone(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'account-logistics');
});
