import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, type Locator, type Page, request } from '@playwright/test';
import { pngFile } from './images.ts';
import { signUp, unique } from './merchant.ts';

/** The verification journeys' merchant, operator, files and dashboard forms. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * The e2e server's data directory, as playwright.config.ts names it (`.tmp/e2e-<port>`): the operator
 * command finds the running server's database there (DATA_DIR/pg/postmaster.pid).
 */
const dataDirOf = (baseURL: string) =>
  process.env.E2E_DATA_DIR ?? path.join(root, `.tmp/e2e-${new URL(baseURL).port}`);
const run = promisify(execFile);

/** A valid 24×24 PNG of one colour. */
export const png = (name: string) => pngFile(name, [0x3c, 0x3c, 0x3c], [0x3c, 0x3c, 0x3c], 24);

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

export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdfFile() });

/** Registers a new merchant through the API; the session cookie lands in the page's context. */
export const registerVerificationMerchant = (page: Page) =>
  signUp(page.request, {
    prefix: 'verify',
    firstName: 'Adaeze',
    surname: 'Okafor',
    businessName: 'Adaeze Fabrics',
    password: 'Verify-pass-2026',
  });

/**
 * An operator: created with the operator command (`npm run admin -- operator create`, the only way to
 * grant the role) on the e2e server's database, then signed in to the reviewer API with its token.
 */
export async function createOperator(baseURL: string): Promise<APIRequestContext> {
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

export async function review(
  operator: APIRequestContext,
  merchantId: string,
  decision: 'approve' | 'decline',
) {
  const response = await operator.post(`/v1/admin/verifications/${merchantId}/${decision}`, {
    data: decision === 'decline' ? { reason: 'The ID card photo is blurred' } : undefined,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export const banner = (page: Page) => page.getByTestId('verification-banner');
export const promptDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'It is required that we verify you' });

export async function fillBusinessForm(page: Page) {
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

export async function uploadDocument(
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

export async function finishResult(page: Page, title: string) {
  const result = page.getByRole('dialog', { name: title });
  await expect(result).toBeVisible();
  return result;
}

/** Fills the identity form (level 2) but for its document. */
export async function fillIdentity(
  identity: Locator,
  person: { birthDate: string; idType: string; idNumber: string; documentType: string },
) {
  await identity.getByLabel('Date of birth').fill(person.birthDate);
  await identity.getByRole('combobox', { name: 'ID type' }).selectOption(person.idType);
  await identity.getByPlaceholder('Input ID Number').fill(person.idNumber);
  await identity.getByRole('combobox', { name: 'Document type' }).selectOption(person.documentType);
}
