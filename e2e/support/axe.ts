import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const QUIET_MS = 500;

/**
 * Waits until no animation that ends (a toast sliding in, a dialog fading) has run for QUIET_MS. Text
 * caught mid-transition has no meaningful contrast; a spinner or a skeleton loops for ever and is not
 * waited for. The quiet window covers a toast that arrives just after the change the test waited on.
 */
async function settle(page: Page) {
  await page.evaluate(() => delete (window as unknown as { lastBusyAt?: number }).lastBusyAt);
  await page.waitForFunction(
    (quietMs) => {
      const state = window as unknown as { lastBusyAt?: number };
      const busy = document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      const now = performance.now();
      if (busy || state.lastBusyAt === undefined) state.lastBusyAt = busy ? now : (state.lastBusyAt ?? now);
      return !busy && now - state.lastBusyAt >= quietMs;
    },
    QUIET_MS,
    { polling: 100 },
  );
}

async function violations(page: Page) {
  await settle(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const showDark = (page: Page, dark: boolean) =>
  page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);

/** The violations of the page as it is; one must hold on a second settled scan (see below). */
async function steadyViolations(page: Page) {
  const first = await violations(page);
  return first.length === 0 ? first : await violations(page);
}

/**
 * Runs axe-core (WCAG 2.1 A/AA) on a settled page, in the theme it shows and then in the other one
 * (light and dark, decision 041: the class on <html> switches the palette), and fails with a readable
 * list of violations per theme; the page is left in its own theme. A violation must hold on a second
 * settled scan: one seen only while something animated in during the scan (a toast pushed by the
 * server) is not a property of the page.
 */
export async function expectNoAxeViolations(page: Page) {
  const dark = await isDark(page);
  const summary: string[] = [];
  try {
    for (const theme of [dark, !dark]) {
      await showDark(page, theme);
      const found = await steadyViolations(page);
      summary.push(...found.map((v) => `[${theme ? 'dark' : 'light'}] ${v}`));
    }
  } finally {
    await showDark(page, dark);
  }
  expect(summary, summary.join('\n')).toEqual([]);
}
