import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = path.join(root, `.tmp/e2e-${port}`);
/** The living demo (project living-demo) runs on its own server, one port up, on its own database. */
const demoPort = port + 1;
const demoDataDir = path.join(root, `.tmp/e2e-${demoPort}`);

/** Debian's Chromium with the flags that keep it off the network (docs/architecture.md#tests). */
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
  projects: [
    {
      name: 'chromium',
      testDir: './tests',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
    {
      // The demo a visitor meets on `npm start`: the full seed, with its buyers arriving live.
      name: 'living-demo',
      testDir: './demo',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunch,
        baseURL: `http://localhost:${demoPort}`,
        extraHTTPHeaders: { origin: `http://localhost:${demoPort}` },
      },
    },
  ],
  webServer: [
    {
      ...server(port, dataDir),
      env: {
        ...serverEnv(port, dataDir),
        // The demo logins with their customer books only: the journeys start from empty accounts.
        SEED_DEMO: 'accounts',
        // No simulated buyers arriving while a journey counts orders or messages.
        DEMO_LIVE: 'false',
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
    {
      ...server(demoPort, demoDataDir),
      env: {
        ...serverEnv(demoPort, demoDataDir),
        // Months of history made through Oja's own routes, as on the first `npm start`.
        SEED_DEMO: 'full',
        // A simulated buyer orders or writes every 8 s, so a journey sees one arrive within seconds.
        DEMO_LIVE: 'true',
        DEMO_LIVE_INTERVAL_SECONDS: '8',
      },
    },
  ],
});

/** One API server on a fresh database: `DATA_DIR` is removed before it starts. */
function server(serverPort: number, serverDataDir: string) {
  return {
    command: `rm -rf "${serverDataDir}" && node --import tsx apps/api/src/server.ts`,
    cwd: root,
    url: `http://localhost:${serverPort}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  };
}

/** The settings both servers share: the server's clock far from Lagos, the dev outbox on. */
function serverEnv(serverPort: number, serverDataDir: string) {
  return {
    PORT: String(serverPort),
    DATA_DIR: serverDataDir,
    TZ: 'America/Los_Angeles',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // The journeys read verification codes and reset links from the dev outbox (off by default).
    DEV_OUTBOX: 'true',
  };
}
