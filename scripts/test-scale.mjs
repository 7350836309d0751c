// `npm run test:scale`: three Oja instances on Debian's PostgreSQL 15 behind HAProxy, under a mixed load
// through the balancer while one instance is killed and all are restarted in turn
// (apps/api/test/scale, docs/decisions/035-scale-out-test.md). Loopback ports 4700–4713 only.
import { runSteps } from './run-steps.mjs';

runSteps(
  [
    ['PostgreSQL 15 and HAProxy', 'bash scripts/ensure-scale-tools.sh'],
    ['dashboard build', 'node scripts/build-web-if-stale.mjs'],
    ['scale-out test', 'npx vitest run -c apps/api/vitest.scale.config.ts'],
  ],
  'scale-out test passed',
);
