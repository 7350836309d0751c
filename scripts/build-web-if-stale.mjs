// Builds the dashboard when apps/web/dist is missing or older than any of its sources, so a second
// `npm start` does not pay for a build it does not need.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/contracts/src'];

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newest(path.join(target, name))), stat.mtimeMs);
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (builtAt < changedAt) {
  console.log('Building the dashboard…');
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
}
