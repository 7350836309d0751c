import { expect, type Page } from '@playwright/test';

/** What journeys look for on every screen: headings, toasts, the verification prompt. */

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The toast that says `text`. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * Toasts stack with a dimmed older one while they animate; axe runs, and header actions they cover are
 * clicked, once they have gone (5 s each). A toast under the pointer waits for it to leave, so the pointer
 * rests in the top-left corner first.
 */
export async function toastsGone(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

/** A fresh merchant at stage 0 is asked to verify on the dashboard; this closes that prompt if it opens. */
export async function dismissVerificationPrompt(page: Page) {
  const prompt = page.getByRole('dialog', { name: 'It is required that we verify you' });
  await prompt.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  if (await prompt.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
  }
}

/** The row of the product (or service) named `name` in a list, found by its selection checkbox. */
export const rowNamed = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${name}`, exact: true }) });
