import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshots } from '../support/screenshots.ts';
import {
  banner,
  createOperator,
  fillBusinessForm,
  fillIdentity,
  finishResult,
  pdf,
  png,
  promptDialog,
  registerVerificationMerchant,
  review,
  uploadDocument,
} from '../support/verification.ts';

/**
 * Verification as a new merchant walks it through the dashboard, an operator approving or declining
 * through the reviewer API.
 */

test.describe('verification', () => {
  test.use({ geolocation: { latitude: 6.4541, longitude: 3.3947 }, permissions: ['geolocation'] });

  test('a new merchant goes from level 0 to Account Verified', async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const operator = await createOperator(baseURL!);
    const merchant = await registerVerificationMerchant(page);

    // Level 0: the prompt.
    await page.goto('/dashboard');
    await expect(promptDialog(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'verification-prompt');
    await promptDialog(page).getByRole('button', { name: 'Start verification process' }).click();

    // Level 1: the business form, verified at once. The browser's position is the first suggestion.
    const business = page.getByRole('dialog', { name: 'Verify your Business' });
    await expect(business).toBeVisible();
    await page.getByRole('combobox', { name: 'Business address' }).focus();
    await expect(page.getByRole('option', { name: /Near you Lagos Island, Lagos, Nigeria/ })).toBeVisible();
    await fillBusinessForm(page);
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'verification-business-form');
    await business.getByRole('button', { name: 'Save' }).click();
    const levelOne = await finishResult(page, 'Congratulation your account is verified for level 1');
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'verification-result-verified');
    await levelOne.getByRole('button', { name: 'Done' }).click();
    await expect(banner(page)).toContainText('Level 1 Verified');
    await saveScreenshots(page, 'verification-banner-level-1');

    // Level 2: the identity form (a sole trader's name, email and phone are locked), then in review.
    await banner(page).getByRole('button', { name: 'Complete verification process' }).click();
    const identity = page.getByRole('dialog', { name: 'Main contact or personal information' });
    await expect(identity).toBeVisible();
    await expect(identity.getByLabel('First name')).toHaveValue('Adaeze');
    await expect(identity.getByLabel('First name')).toHaveAttribute('readonly', '');
    await expect(identity.getByLabel('Email')).toHaveValue(merchant.email);
    await expect(identity.getByRole('button', { name: 'Save' })).toBeDisabled();
    await fillIdentity(identity, {
      birthDate: '1990-05-17',
      idType: 'bvn',
      idNumber: '22212345678',
      documentType: 'intl_passport',
    });
    await uploadDocument(page, 'Regulatory ID card', png('passport.png'));
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'verification-identity-form');
    await identity.getByRole('button', { name: 'Save' }).click();
    const levelTwo = await finishResult(page, 'Your Level 2 Verification in Progress');
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'verification-result-pending');
    await levelTwo.getByRole('button', { name: 'Done' }).click();
    await expect(banner(page)).toContainText('in review');
    await expect(banner(page).getByRole('button')).toHaveCount(0);

    // The operator approves level 2: 'Level 2 Verified', and the prompt asks for the last level.
    await review(operator, merchant.id, 'approve');
    await page.reload();
    await expect(banner(page)).toContainText('Level 2 Verified');
    await promptDialog(page).getByRole('button', { name: 'Complete verification process' }).click();

    // Level 3: the company form with its country picker.
    const company = page.getByRole('dialog', { name: 'Business information' });
    await expect(company).toBeVisible();
    await expect(company.getByLabel('CAC No.')).toBeVisible();
    await company.getByRole('button', { name: 'Country of registration' }).click();
    const picker = page.getByRole('dialog', { name: 'Select country' });
    await picker.getByRole('searchbox', { name: 'Search countries' }).fill('united');
    await expect(picker.getByRole('button', { name: /United Kingdom/ })).toBeVisible();
    await expect(picker.getByRole('button', { name: /Nigeria/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await picker.getByRole('button', { name: /United Kingdom/ }).click();
    await expect(company.getByLabel('Company House Number')).toBeVisible();
    await company.getByRole('button', { name: 'Country of registration' }).click();
    await picker.getByRole('searchbox', { name: 'Search countries' }).fill('nigeria');
    await picker.getByRole('button', { name: /Nigeria/ }).click();
    await company.getByLabel('Registration name').fill('Adaeze Fabrics Ltd');
    await company.getByLabel('CAC No.').fill('RC123456');
    await company.getByLabel('Company email').fill('hello@adaeze.ng');
    await company.getByLabel('Company phone').fill('803 (123) 4567');
    await expect(company.getByLabel('Company phone')).toHaveValue('803 123 4567');
    await company.getByLabel('Tax identification number (TIN)').fill('12345678-0001');
    await company.getByRole('combobox', { name: 'Proof of address' }).selectOption('nepa_bill');
    await uploadDocument(page, 'Proof of address document', pdf('electricity-bill.pdf'));
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'verification-company-form');
    await company.getByRole('button', { name: 'Save' }).click();
    const levelThree = await finishResult(page, 'Your Level 3 Verification in Progress');
    await levelThree.getByRole('button', { name: 'Done' }).click();
    await expect(banner(page)).toContainText('in review');

    // The operator approves level 3: the account is verified and the prompt is gone for good.
    await review(operator, merchant.id, 'approve');
    await page.reload();
    await expect(banner(page)).toContainText('Account Verified');
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toContainText('Account Verified');
    await expect(promptDialog(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'verification-account-verified');
    await operator.dispose();
  });

  test('a declined stage shows declined and can be submitted again', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const operator = await createOperator(baseURL!);
    const merchant = await registerVerificationMerchant(page);

    // Levels 1 and 2 through the UI.
    await page.goto('/dashboard');
    await promptDialog(page).getByRole('button', { name: 'Start verification process' }).click();
    await fillBusinessForm(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await (
      await finishResult(page, 'Congratulation your account is verified for level 1')
    )
      .getByRole('button', { name: 'Done' })
      .click();
    await banner(page).getByRole('button', { name: 'Complete verification process' }).click();
    const identity = page.getByRole('dialog', { name: 'Main contact or personal information' });
    await fillIdentity(identity, {
      birthDate: '1988-11-02',
      idType: 'nin',
      idNumber: '12345678901',
      documentType: 'nin',
    });
    // A file of another type is refused before anything is sent.
    await identity.getByLabel('Regulatory ID card', { exact: true }).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a document'),
    });
    await expect(identity.getByText('Invalid upload format. (pdf, jpg, jpeg, png)')).toBeVisible();
    await expect(identity.getByRole('button', { name: 'Save' })).toBeDisabled();
    await uploadDocument(page, 'Regulatory ID card', png('nin-slip.png'));
    await expect(identity.getByText('Invalid upload format. (pdf, jpg, jpeg, png)')).toHaveCount(0);
    await identity.getByRole('button', { name: 'Save' }).click();
    await (
      await finishResult(page, 'Your Level 2 Verification in Progress')
    )
      .getByRole('button', { name: 'Done' })
      .click();

    // The operator declines: the banner says so, with the reason, and the prompt offers the form again.
    await review(operator, merchant.id, 'decline');
    await page.reload();
    await expect(banner(page)).toContainText('declined');
    await expect(banner(page)).toContainText('The ID card photo is blurred');
    await promptDialog(page).getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toContainText('declined');
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'verification-banner-declined');

    await banner(page).getByRole('button', { name: 'Complete verification process' }).click();
    const again = page.getByRole('dialog', { name: 'Main contact or personal information' });
    await fillIdentity(again, {
      birthDate: '1988-11-02',
      idType: 'nin',
      idNumber: '12345678901',
      documentType: 'nin',
    });
    await uploadDocument(page, 'Regulatory ID card', pdf('nin-slip.pdf'));
    await again.getByRole('button', { name: 'Save' }).click();
    await (
      await finishResult(page, 'Your Level 2 Verification in Progress')
    )
      .getByRole('button', { name: 'Done' })
      .click();
    await expect(banner(page)).toContainText('in review');
    await operator.dispose();
  });
});
