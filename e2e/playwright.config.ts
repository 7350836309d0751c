import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = path.join(root, `.tmp/e2e-${port}`);

/** Debian's Chromium with the flags that keep it off the network (ARCHITECTURE §6). */
export const chromiumLaunch = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // The API refuses an unsafe request carrying the session cookie unless it names the dashboard's own
    // origin (CSRF). The journeys' direct API calls (page.request) act as the dashboard, so they say so;
    // browsers add it themselves.
    extraHTTPHeaders: { origin: `http://localhost:${port}` },
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
    // The device and the server each run on a clock far from the business clock (Africa/Lagos), so that a
    // screen or a query that takes the day from the wrong clock fails every day, not only near midnight.
    timezoneId: 'Pacific/Kiritimati',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  webServer: {
    command: `rm -rf "${dataDir}" && node --import tsx apps/api/src/server.ts`,
    cwd: root,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      TZ: 'America/Los_Angeles',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The demo logins with their customer books only: the journeys start from empty accounts.
      SEED_DEMO: 'accounts',
      // No simulated buyers arriving while a journey counts orders or messages.
      DEMO_LIVE: 'false',
      // The journeys read verification codes and reset links from the dev outbox (off by default).
      DEV_OUTBOX: 'true',
      // Every journey signs up from 127.0.0.1: more accounts than one address may open in production.
      SIGNUPS_PER_ADDRESS: '100000',
      // The journeys' accounts are minutes old and send to a few addresses again and again.
      NEW_ACCOUNT_DAYS: '0',
      MERCHANT_EMAILS_PER_RECIPIENT_PER_DAY: '100000',
      // The simulated carrier advances a shipment every 6 s (orders e2e: in transit → awaiting pickup →
      // delivered). Longer than the 3 s wait after Call Logistics, so the list can show it in transit.
      LOGISTICS_STEP_SECONDS: '6',
    },
  },
});
