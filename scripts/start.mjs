// `npm start`: build the dashboard if needed, then run the server (embedded PostgreSQL unless DATABASE_URL).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await import('./build-web-if-stale.mjs');
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
});
// Ctrl-C reaches the server through the terminal's process group; SIGTERM sent to us is passed on.
process.on('SIGTERM', () => server.kill('SIGTERM'));
process.on('SIGINT', () => {});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
