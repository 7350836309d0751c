// `npm run test:security`: the slow security and reliability suite — fault injection against real server
// processes (apps/api/test/security/slow) — then the supply-chain checks. The fast security tests run in
// `npm test` with the other API tests.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['slow security tests', 'npx vitest run -c apps/api/vitest.slow.config.ts'],
  ['supply chain: npm audit (high and critical)', 'node scripts/audit.mjs'],
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
console.log(`\n✔ security suite passed (${timings.join(', ')})`);
