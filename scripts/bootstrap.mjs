#!/usr/bin/env node
// `npm start` and `npm test` land here, possibly on a machine with only Node 20 and npm.
// Plain JavaScript with no dependencies on purpose: it must run before anything is installed.
// It makes sure a Node >= 22.12 and pnpm 10 are on PATH (fetching them from the npm registry
// into the git-ignored .tools/ when missing), installs the workspace, then hands the task to pnpm.
// `node scripts/bootstrap.mjs pnpm <args>` (npm script `pnpm`) runs any pnpm command that way, so
// `npm run pnpm -- bench:api` works where the system Node is too old for the workspace.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = join(root, '.tools');
const toolsBin = join(toolsDir, 'node_modules', '.bin');
const MIN_NODE = [22, 12];
const NODE_MAJOR = 24;
const PNPM_MAJOR = 10;

const [task = 'start', ...taskArgs] = process.argv.slice(2);
const tasks = { start: 'platform:start', dev: 'platform:dev', test: 'test:all', setup: null, pnpm: null };
if (!(task in tasks)) {
  console.error(`bootstrap: unknown task "${task}" (expected one of ${Object.keys(tasks).join(', ')})`);
  process.exit(2);
}

const env = { ...process.env, PATH: [toolsBin, process.env.PATH].join(delimiter) };

function version(cmd) {
  try {
    return execFileSync(cmd, ['--version'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function atLeast(v, [major, minor]) {
  const m = /^v?(\d+)\.(\d+)/.exec(v ?? '');
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return a > major || (a === major && b >= minor);
}

function toolsInstall(pkgs) {
  console.log(`bootstrap: fetching ${pkgs.join(' ')} into .tools/ (one time)`);
  execFileSync('npm', ['install', '--prefix', toolsDir, '--no-audit', '--no-fund', '--loglevel=error', ...pkgs], {
    stdio: 'inherit',
    env: process.env,
  });
}

const wanted = [];
if (!atLeast(version('node'), MIN_NODE)) {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  wanted.push(`node-${platform}-${process.arch}@${NODE_MAJOR}`);
}
if (!atLeast(version('pnpm'), [PNPM_MAJOR, 0])) wanted.push(`pnpm@${PNPM_MAJOR}`);
if (wanted.length) toolsInstall(wanted);

const nodeVersion = version('node');
if (!atLeast(nodeVersion, MIN_NODE)) {
  console.error(`bootstrap: need Node >= ${MIN_NODE.join('.')}, found ${nodeVersion ?? 'none'}`);
  process.exit(1);
}

function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env, cwd: root });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
const installCode = await run('pnpm', ['install', '--prefer-offline', '--reporter=silent', ...frozen]);
if (installCode !== 0) process.exit(installCode);

if (task === 'pnpm') process.exit(await run('pnpm', taskArgs));
const script = tasks[task];
process.exit(script ? await run('pnpm', ['run', script, ...taskArgs]) : 0);
