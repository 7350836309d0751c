// `npm test`: every check in order — typecheck, lint, unit/API/component tests, then the browser
// journeys against the built app. Stops at the first failing step and prints how long each took.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['chromium', 'bash scripts/ensure-chromium.sh'],
  ['typecheck', 'npm run typecheck --silent'],
  ['lint', 'npm run lint --silent'],
  ['unit, API and component tests', 'npx vitest run'],
  ['end-to-end tests', 'npm run test:e2e --silent'],
];

const timings = [];
for (const [name, command] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true });
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (${timings.join(', ')})`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ all checks passed (${timings.join(', ')})`);
