import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // The slow suite and the scale-out test have configs of their own (vitest.slow.config.ts,
    // `npm run test:security`; vitest.scale.config.ts, `npm run test:scale`).
    exclude: ['test/security/slow/**', 'test/scale/**', '**/node_modules/**'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
