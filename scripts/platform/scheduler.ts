// Runs the scheduled functions in-process on their cron schedules, the way Netlify runs them on a
// published deploy: a POST whose JSON body names the next run. A run never overlaps the previous run
// of the same function in this process (croner's `protect`); across processes the functions make
// their own claims atomic in SQL, as they must on Netlify, where two invocations can overlap.
import { Cron } from 'croner';
import { makeContext, type ScheduledFunction } from './functions.ts';

export interface Scheduler {
  /** Runs one function now, as its schedule would (the tests' and the CLI's way in). */
  runNow(name: string): Promise<Response>;
  /** Stops the clocks and waits for runs under way, and for the work they handed to waitUntil. */
  stop(): Promise<void>;
}

/** `load` is asked on every run, so `pnpm dev` picks up edited functions without a restart. */
export function startScheduler(
  load: () => Promise<ScheduledFunction[]>,
  initial: ScheduledFunction[],
  { clocks = true } = {},
): Scheduler {
  const running = new Set<Promise<unknown>>();

  const invoke = async (name: string, nextRun: Date | null): Promise<Response> => {
    const fn = (await load()).find((f) => f.name === name);
    if (!fn) throw new Error(`No scheduled function named ${name}`);
    const later: Promise<unknown>[] = [];
    const request = new Request(`http://127.0.0.1/.netlify/functions/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ next_run: nextRun?.toISOString() ?? null }),
    });
    const response = await fn.handler(
      request,
      makeContext({}, '127.0.0.1', (work) => void later.push(work)),
    );
    await Promise.allSettled(later);
    return response;
  };

  const track = <T>(work: Promise<T>): Promise<T> => {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => undefined);
    return work;
  };

  const jobs = clocks
    ? initial.map(
        (fn) =>
          new Cron(fn.schedule, { name: `nodal-${fn.name}`, protect: true, timezone: 'UTC' }, async (job: Cron) => {
            try {
              const response = await track(invoke(fn.name, job.nextRun()));
              if (!response.ok) console.error(`[scheduler] ${fn.name} answered ${response.status}`);
              await response.body?.cancel();
            } catch (error) {
              console.error(`[scheduler] ${fn.name} failed:`, error);
            }
          }),
      )
    : [];

  return {
    runNow: (name) => track(invoke(name, null)),
    async stop() {
      for (const job of jobs) job.stop();
      await Promise.allSettled([...running]);
    },
  };
}
