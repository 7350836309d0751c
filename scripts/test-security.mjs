// `npm run test:security`: the slow security and reliability suite — fault injection against real server
// processes (apps/api/test/security/slow) — then the supply-chain check. The fast security tests run in
// `npm test` with the other API tests.
import { runSteps } from './run-steps.mjs';

runSteps(
  [
    ['slow security tests', 'npx vitest run -c apps/api/vitest.slow.config.ts'],
    ['supply chain: npm audit (high and critical)', 'node scripts/audit.mjs'],
  ],
  'security suite passed',
);
