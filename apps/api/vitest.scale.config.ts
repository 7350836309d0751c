import { defineConfig } from 'vitest/config';

/**
 * The scale-out test (`npm run test:scale`): Debian's PostgreSQL 15, three server processes and HAProxy,
 * on loopback ports 4700–4713. Kept out of `npm test`; .ci/run runs it after the security suite.
 */
export default defineConfig({
  test: {
    name: 'api-scale',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/scale/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 270_000,
    hookTimeout: 60_000,
  },
});
