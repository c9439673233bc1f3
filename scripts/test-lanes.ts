// `pnpm test:all` (what `npm test` runs): every check, in lanes. The first lanes run side by side,
// each taking about one core (netlify starts once checks+unit has ended: WAITS_FOR); the browser
// tests come last, alone, because two browsers, the server and its site rebuilds need the whole
// machine and slow every test near them. Within a lane the
// stages run in order and a lane stops at its first failure; the other lanes go on, and the browser
// lane runs whatever came before, so one run reports every lane that fails. Each output line carries
// its lane's name; each stage's time and the load average are printed as it ends, and a summary at
// the end, after the last lines of every stage that failed (the lanes' output interleaves, and a CI log
// is often kept only from its end). Exits 1 if any stage failed.
//
//   pnpm test:all                  every lane
//   pnpm test:all -- checks e2e    only the lanes named (a lane is named by its first word)
//   TEST_LANES=serial pnpm test:all  one lane after another, to time stages on a quiet machine
//
// Why these lanes: docs/decisions/0083-test-lanes.md, 0084, 0097 and 0119.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = join(import.meta.dirname, '..');

/** The lanes that run side by side; mostly one core each. */
export const LANES: Record<string, string[]> = {
  'checks+unit': ['typecheck', 'test:unit'],
  // ESLint and Prettier after the API suite: the two long chains (the API suite; the type check, the
  // unit tests and netlify) then end about together (decision 0119).
  'api+lint': ['test:api', 'lint', 'format:check'],
  netlify: ['test:netlify'],
};
/**
 * Side lanes that start once another has ended, whatever its result. Netlify's runtime starts a
 * worker per call with a 30 s limit; beside the type check's parallel compilers and the unit tests,
 * a call ran out of it (decision 0097).
 */
export const WAITS_FOR: Record<string, string> = { netlify: 'checks+unit' };
/** The lane that runs after all of them, alone. */
export const LAST_LANE: Record<string, string[]> = { e2e: ['test:e2e'] };
const ALL_LANES = { ...LANES, ...LAST_LANE };

type StageResult = {
  lane: string;
  stage: string;
  seconds: number;
  load: string;
  ok: boolean | null;
  /** The stage's last lines, kept to repeat at the end when it failed. */
  tail?: string[];
};

/** How many of a stage's last lines are repeated at the end when it fails. */
const TAIL_LINES = 60;

const children = new Set<ReturnType<typeof spawn>>();
// A stop asked of the runner (Ctrl-C, CI cancelling) reaches every stage still running.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });
}

const load = () => loadavg()[0]!.toFixed(1);
const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;
const width = Math.max(...Object.keys(ALL_LANES).map((name) => name.length));

/**
 * One `pnpm run <stage>`, its output prefixed with the lane's name; resolves with its exit status and
 * its last lines.
 */
function runStage(lane: string, stage: string): Promise<{ ok: boolean; tail: string[] }> {
  const prefix = `[${lane.padEnd(width)}] `;
  const tail: string[] = [];
  const keep = (line: string) => {
    tail.push(line);
    if (tail.length > TAIL_LINES) tail.shift();
  };
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', stage], {
      cwd: ROOT,
      // The stage writes into a pipe; it keeps its colours when the runner itself writes to a terminal.
      env: process.stdout.isTTY && !process.env.FORCE_COLOR ? { ...process.env, FORCE_COLOR: '1' } : process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        keep(line);
        process.stdout.write(`${prefix}${line}\n`);
      });
    }
    child.on('error', (error) => {
      keep(error.message);
      process.stdout.write(`${prefix}${error.message}\n`);
      resolve({ ok: false, tail });
    });
    child.on('close', (code) => {
      children.delete(child);
      resolve({ ok: code === 0, tail });
    });
  });
}

async function runLane(lane: string, results: StageResult[]): Promise<void> {
  let failed = false;
  for (const stage of ALL_LANES[lane]!) {
    if (failed) {
      results.push({ lane, stage, seconds: 0, load: '—', ok: null });
      continue;
    }
    const started = Date.now();
    const { ok, tail } = await runStage(lane, stage);
    const result = { lane, stage, seconds: seconds(started), load: load(), ok, tail: ok ? undefined : tail };
    results.push(result);
    console.log(
      `[${lane.padEnd(width)}] ── ${stage} ${ok ? 'passed' : 'FAILED'} in ${result.seconds} s (load average ${result.load})`,
    );
    failed = !ok;
  }
}

async function main(): Promise<void> {
  const asked = process.argv.slice(2).filter((arg) => arg !== '--');
  const names = Object.keys(ALL_LANES);
  const lanes = asked.length
    ? asked.map((name) => {
        const lane = names.find((key) => key === name || key.split('+')[0] === name);
        if (!lane) throw new Error(`unknown lane "${name}" (lanes: ${names.join(', ')})`);
        return lane;
      })
    : names;
  const serial = process.env.TEST_LANES === 'serial';
  const started = Date.now();
  const side = lanes.filter((lane) => lane in LANES);
  const last = lanes.filter((lane) => lane in LAST_LANE);
  const describe = (list: string[]) =>
    list
      .map(
        (l) =>
          `${l} = ${ALL_LANES[l]!.join(' → ')}${WAITS_FOR[l] && list.includes(WAITS_FOR[l]) ? ` (after ${WAITS_FOR[l]})` : ''}`,
      )
      .join('; ');
  console.log(
    `test lanes (${serial ? 'one after another' : 'side by side'}): ${describe(side)}${last.length ? `; then alone: ${describe(last)}` : ''}; load average ${load()}`,
  );
  const results: StageResult[] = [];
  if (serial) for (const lane of side) await runLane(lane, results);
  else {
    const running = new Map<string, Promise<void>>();
    for (const lane of side) {
      const before = running.get(WAITS_FOR[lane] ?? '') ?? Promise.resolve();
      running.set(
        lane,
        before.then(() => runLane(lane, results)),
      );
    }
    await Promise.all(running.values());
  }
  for (const lane of last) await runLane(lane, results);

  for (const failed of results.filter((r) => r.ok === false)) {
    console.log(`\n── the last ${failed.tail!.length} lines of ${failed.lane} › ${failed.stage}, which failed:`);
    for (const line of failed.tail!) console.log(`  ${line}`);
  }

  console.log('\n| lane | stage | result | seconds | load average at its end |\n| --- | --- | --- | --- | --- |');
  for (const lane of lanes) {
    for (const r of results.filter((x) => x.lane === lane)) {
      console.log(
        `| ${r.lane} | ${r.stage} | ${r.ok === null ? 'not run' : r.ok ? 'passed' : 'FAILED'} | ${r.seconds} | ${r.load} |`,
      );
    }
  }
  const allPassed = results.every((r) => r.ok === true);
  console.log(
    `\nAll lanes ${allPassed ? 'passed' : 'did not pass'} in ${seconds(started)} s (load average ${load()}).`,
  );
  process.exitCode = allPassed ? 0 : 1;
}

await main();
