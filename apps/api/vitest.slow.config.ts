import { defineConfig } from 'vitest/config';

/**
 * The slow security and reliability suite (`npm run test:security`): fault injection against real server
 * processes, long brute-force and fuzz runs. Kept out of `npm test`; .ci/run runs both.
 */
export default defineConfig({
  test: {
    name: 'api-slow',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/security/slow/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // One file at a time: each starts servers and databases of its own and measures under load.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
