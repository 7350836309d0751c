import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/**
 * Saves a desktop (1280 px unless `desktopWidth` says otherwise) and a mobile (375 px) full-page
 * screenshot under e2e/screenshots as `<name>-desktop.png` and `<name>-mobile.png`.
 */
export async function saveScreenshots(page: Page, name: string, { desktopWidth = 1280 } = {}) {
  const original = page.viewportSize();
  for (const [label, width, height] of [
    ['desktop', desktopWidth, 800],
    ['mobile', 375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(dir, `${name}-${label}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** Desktop and mobile screenshots from the top of the page (a full-page capture keeps the scroll offset). */
export async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshots(page, name);
}
