import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Unit and component tests of the web app. Works standalone (`npx vitest run -c apps/web/vitest.config.ts`)
 * and as one project of the root Vitest config. JSX is compiled by Vite's own transform (tsconfig `jsx`).
 */
export default defineProject({
  root,
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // Route tests drive whole journeys; leave room for a loaded CI machine (2 cores, other suites running).
    testTimeout: 20_000,
  },
});
