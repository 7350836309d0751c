// Runs shell commands in order from the repository root, stops at the first that fails, and prints how
// long each took. Shared by `npm test` and `npm run test:security`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {[name: string, command: string][]} steps @param {string} done what to say when all pass */
export function runSteps(steps, done) {
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
  console.log(`\n✔ ${done} (${timings.join(', ')})`);
}
