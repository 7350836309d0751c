// `npm test`: every check in order — typecheck, lint, unit/API/component tests, then the browser
// journeys against the built app. Stops at the first failing step and prints how long each took.
import { runSteps } from './run-steps.mjs';

runSteps(
  [
    ['chromium', 'bash scripts/ensure-chromium.sh'],
    ['typecheck', 'npm run typecheck --silent'],
    ['lint', 'npm run lint --silent'],
    ['unit, API and component tests', 'npx vitest run'],
    ['end-to-end tests', 'npm run test:e2e --silent'],
  ],
  'all checks passed',
);
