import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/**
 * SPEC §2, §4, §5 verification: a new merchant walks levels 0 → 3 through the dashboard, an operator
 * approves or declines through the reviewer API, and a declined stage is submitted again.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * The e2e server's data directory, as playwright.config.ts names it (`.tmp/e2e-<port>`): the operator
 * command finds the running server's database there (DATA_DIR/pg/postmaster.pid).
 */
const dataDirOf = (baseURL: string) =>
  process.env.E2E_DATA_DIR ?? path.join(root, `.tmp/e2e-${new URL(baseURL).port}`);
const run = promisify(execFile);

// ---------- real files, generated here ----------

/** A valid 24×24 PNG of one colour. */
function pngFile(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 24;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x3c)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid one-page PDF. */
function pdfFile(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: pngFile() });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdfFile() });

// ---------- accounts ----------

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Registers a new merchant through the API; the session cookie lands in the page's context. */
async function registerMerchant(page: Page) {
  const id = unique();
  const email = `verify-${id}@oja.test`;
  const response = await page.request.post('/v1/auth/register', {
    data: {
      email,
      firstName: 'Adaeze',
      surname: 'Okafor',
      username: `verify${id}`,
      password: 'Verify-pass-2026',
      confirmPassword: 'Verify-pass-2026',
      phone: '+2348031234567',
      serviceType: 'product',
      businessName: 'Adaeze Fabrics',
      category: 'Fashion',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = await response.json();
  return { id: data.user.id as string, email };
}

/**
 * An operator: created with the operator command (`npm run admin -- operator create`, the only way to
 * grant the role) on the e2e server's database, then signed in to the reviewer API with its token.
 */
async function createOperator(baseURL: string): Promise<APIRequestContext> {
  const email = `operator-${unique()}@oja.test`;
  const password = 'Operator-pass-2026';
  const dataDir = dataDirOf(baseURL);
  // Without a running server there, the command would start a database of its own: refuse instead.
  expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid')), `no e2e database under ${dataDir}`).toBe(
    true,
  );
  await run('npm', ['run', '--silent', 'admin', '--', 'operator', 'create', email, password], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
    throw new Error(`operator create failed: ${error.message}\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
  });
  const login = await request.newContext({ baseURL });
  const response = await login.post('/v1/auth/login', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  const token = (await response.json()).data.tokens.access.token as string;
  await login.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

async function review(operator: APIRequestContext, merchantId: string, decision: 'approve' | 'decline') {
  const response = await operator.post(`/v1/admin/verifications/${merchantId}/${decision}`, {
    data: decision === 'decline' ? { reason: 'The ID card photo is blurred' } : undefined,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

// ---------- the dashboard ----------

const banner = (page: Page) => page.getByTestId('verification-banner');
const promptDialog = (page: Page) => page.getByRole('dialog', { name: 'It is required that we verify you' });

async function fillBusinessForm(page: Page) {
  const address = page.getByRole('combobox', { name: 'Business address' });
  await address.fill('14 Balogun Street Lagos');
  await page.getByRole('option', { name: /14 Balogun Street, Lagos Island, Lagos, Nigeria/ }).click();
  await expect(address).toHaveValue('14 Balogun Street, Lagos Island, Lagos, Nigeria');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Lagos');
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Lagos Island');
  await page.getByText('Sole trader').click();
  await page
    .getByRole('combobox', { name: 'Annual revenue range (NGN)' })
    .selectOption({ label: '50,000 - 500,000' });
  await page.getByRole('button', { name: 'Add USD range' }).click();
  await page
    .getByRole('combobox', { name: 'Annual revenue range (USD)' })
    .selectOption({ label: 'Below 5,000' });
}

async function uploadDocument(
  page: Page,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByLabel(label, { exact: true }).setInputFiles(file);
  const success = page.getByRole('dialog', { name: 'Upload Successful' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: `Remove ${file.name}` })).toContainText('Completed');
}

async function finishResult(page: Page, title: string) {
  const result = page.getByRole('dialog', { name: title });
  await expect(result).toBeVisible();
  return result;
}

test.describe('verification', () => {
  test.use({ geolocation: { latitude: 6.4541, longitude: 3.3947 }, permissions: ['geolocation'] });

  test('a new merchant goes from level 0 to Account Verified', async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const operator = await createOperator(baseURL!);
    const merchant = await registerMerchant(page);

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
    await identity.getByLabel('Date of birth').fill('1990-05-17');
    await identity.getByRole('combobox', { name: 'ID type' }).selectOption('bvn');
    await identity.getByPlaceholder('Input ID Number').fill('22212345678');
    await identity.getByRole('combobox', { name: 'Document type' }).selectOption('intl_passport');
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
    const merchant = await registerMerchant(page);

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
    await identity.getByLabel('Date of birth').fill('1988-11-02');
    await identity.getByRole('combobox', { name: 'ID type' }).selectOption('nin');
    await identity.getByPlaceholder('Input ID Number').fill('12345678901');
    await identity.getByRole('combobox', { name: 'Document type' }).selectOption('nin');
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
    await again.getByLabel('Date of birth').fill('1988-11-02');
    await again.getByRole('combobox', { name: 'ID type' }).selectOption('nin');
    await again.getByPlaceholder('Input ID Number').fill('12345678901');
    await again.getByRole('combobox', { name: 'Document type' }).selectOption('nin');
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
