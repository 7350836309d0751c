// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server with hot module
// replacement (port 5173, proxying /v1, /api, /media and /docs to the API).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Pages come from Vite's origin, so the API accepts changes and websockets from it as its own.
const viteHosts = 'localhost:5173,127.0.0.1:5173';
const apiEnv = { ...process.env, ALLOWED_HOSTS: [process.env.ALLOWED_HOSTS, viteHosts].filter(Boolean).join(',') };
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], { cwd: root, stdio: 'inherit', env: apiEnv }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && stop()));
