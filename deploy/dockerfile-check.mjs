// Checks the Dockerfile where no container engine runs: follows its stages in temporary directories, from
// a clean copy of the committed tree (git archive HEAD, the build context of a fresh checkout), running
// every `npm` RUN line as written, doing every COPY (failing on a missing path), then starts the runtime
// stage's CMD with its ENV and probes its HEALTHCHECK command and /readyz.
// Not a container: the base image, `USER` and the system RUN lines (mkdir, chown) are not exercised;
// they are printed as skipped. npm may answer from its local cache (npm_config_prefer_offline).
//
//   node deploy/dockerfile-check.mjs            (takes minutes: a full npm ci and the dashboard build)
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repo = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const work = mkdtempSync(path.join(os.tmpdir(), 'oja-dockerfile-'));
const context = path.join(work, 'context');
mkdirSync(context);
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
execFileSync('sh', ['-c', `git -C "${repo}" archive HEAD | tar -x -C "${context}"`]);

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
const instructions = readFileSync(path.join(context, 'Dockerfile'), 'utf8')
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [op, ...rest] = line.split(/\s+/);
    return { op: op.toUpperCase(), args: rest.join(' ') };
  });

const stages = new Map();
let stage;
const at = (dir) => path.join(stage.root, dir.startsWith('/') ? dir : path.join(stage.workdir, dir));

function copy(args) {
  const parts = args.split(/\s+/);
  const from = parts[0].startsWith('--from=') ? stages.get(parts.shift().slice(7)) : undefined;
  const target = parts.pop();
  for (const source of parts) {
    const src = from
      ? path.join(from.root, source.startsWith('/') ? source : path.join(from.workdir, source))
      : path.join(context, source);
    // As Docker does: a directory's contents go into the target; a file goes into a target ending in '/'.
    const dest =
      statSync(src).isDirectory() || !target.endsWith('/')
        ? at(target)
        : path.join(at(target), path.basename(source));
    mkdirSync(path.dirname(dest), { recursive: true });
    cpSync(src, dest, { recursive: true, verbatimSymlinks: true });
    console.log(`  COPY ${from ? `(${from.name}) ` : ''}${source} → ${target}`);
  }
}

function run(command) {
  if (!/^npm /.test(command)) return console.log(`  RUN skipped here (system setup): ${command}`);
  console.log(`  RUN ${command}`);
  execFileSync('sh', ['-c', command], {
    cwd: at('.'),
    stdio: 'inherit',
    env: { ...process.env, ...stage.env, npm_config_prefer_offline: 'true' },
  });
}

for (const { op, args } of instructions) {
  if (op === 'ARG') continue;
  if (op === 'FROM') {
    const name = args.split(/\s+AS\s+/i)[1] ?? `stage${stages.size}`;
    stage = { name, root: path.join(work, name), workdir: '/', env: {} };
    mkdirSync(stage.root);
    stages.set(name, stage);
    console.log(`stage ${name}`);
  } else if (op === 'WORKDIR') {
    stage.workdir = args;
    mkdirSync(at('.'), { recursive: true });
  } else if (op === 'ENV') {
    for (const [, key, value] of args.matchAll(/(\w+)=(\S+)/g)) stage.env[key] = value;
  } else if (op === 'COPY') copy(args);
  else if (op === 'RUN') run(args);
  else if (op === 'HEALTHCHECK') stage.healthcheck = args.replace(/^.*?CMD\s+/, '');
  else if (op === 'CMD') stage.cmd = JSON.parse(args);
  else console.log(`  ${op} ${args} (not exercised here)`);
}

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const secret = () => randomBytes(24).toString('hex');
const env = {
  ...process.env,
  ...stage.env,
  PORT: String(port),
  DATA_DIR: path.join(work, 'data'),
  PUBLIC_URL: `http://localhost:${port}`,
  PAYSTACK_SECRET_KEY: `sk_live_${secret()}`,
  WALLET_PIN_KEY: secret(),
  CALENDAR_FEED_SECRET: secret(),
  // No real Paystack or Terminal here: their built-in simulations, allowed in production only when asked for.
  SIMULATED_PROVIDERS: 'true',
};
// No DATABASE_URL here: the server starts its embedded PostgreSQL (a dependency of the image too).
delete env.DATABASE_URL;
mkdirSync(env.DATA_DIR, { mode: 0o755 });
execFileSync('chmod', ['755', work, env.DATA_DIR]);
console.log(`CMD ${stage.cmd.join(' ')} on port ${port}`);
const server = spawn(stage.cmd[0] === 'node' ? process.execPath : stage.cmd[0], stage.cmd.slice(1), {
  cwd: at('.'),
  env,
  stdio: 'inherit',
});

let ready = false;
for (let i = 0; i < 240 && !ready && server.exitCode === null; i++) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
    (r) => r.ok,
    () => false,
  );
}
let healthy = false;
if (ready) {
  const health = spawn('sh', ['-c', stage.healthcheck], { env, stdio: 'inherit' });
  healthy = (await new Promise((resolve) => health.on('exit', resolve))) === 0;
}
server.kill('SIGTERM');
const code = await new Promise((resolve) =>
  server.exitCode !== null ? resolve(server.exitCode) : server.on('exit', resolve),
);
console.log(
  `/readyz ${ready ? 'answered 200' : 'never answered 200'}; HEALTHCHECK ${healthy ? 'passed' : 'failed'}; stopped with ${code}`,
);
process.exit(ready && healthy && code === 0 ? 0 : 1);
