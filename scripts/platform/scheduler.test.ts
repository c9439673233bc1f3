import { afterEach, describe, expect, it } from 'vitest';
import type { ScheduledFunction } from './functions.ts';
import { startScheduler, type Scheduler } from './scheduler.ts';

let scheduler: Scheduler | null = null;
afterEach(async () => {
  await scheduler?.stop();
  scheduler = null;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the local scheduler', () => {
  it('runs a function on its clock as Netlify does: a POST naming the next run', async () => {
    const bodies: unknown[] = [];
    const fn: ScheduledFunction = {
      name: 'tick',
      schedule: '* * * * * *', // every second (croner's optional seconds field)
      handler: async (req) => {
        bodies.push({ method: req.method, ...((await req.json()) as object) });
        return new Response(null, { status: 204 });
      },
    };
    scheduler = startScheduler(async () => [fn], [fn]);
    await expect.poll(() => bodies.length, { timeout: 5000 }).toBeGreaterThan(0);
    const first = bodies[0] as { method: string; next_run: string };
    expect(first.method).toBe('POST');
    expect(Number.isNaN(Date.parse(first.next_run))).toBe(false);
  });

  it('never overlaps two runs of one function, and stop() waits for the run under way', async () => {
    let active = 0;
    let most = 0;
    let finished = 0;
    const fn: ScheduledFunction = {
      name: 'slow',
      schedule: '* * * * * *',
      handler: async () => {
        most = Math.max(most, ++active);
        await sleep(2500);
        active--;
        finished++;
        return new Response(null, { status: 204 });
      },
    };
    scheduler = startScheduler(async () => [fn], [fn]);
    await expect.poll(() => active, { timeout: 5000 }).toBe(1);
    await sleep(2000); // two more ticks pass while the first run is still going
    expect(most).toBe(1);
    await scheduler.stop();
    scheduler = null;
    expect(active).toBe(0);
    expect(finished).toBeGreaterThan(0);
  });

  it('with the clocks off, runs only when asked, and waits for the work handed to waitUntil', async () => {
    const seen: string[] = [];
    const fn: ScheduledFunction = {
      name: 'manual',
      schedule: '* * * * * *',
      handler: async (_req, context) => {
        context.waitUntil(sleep(300).then(() => void seen.push('background')));
        seen.push('handler');
        return Response.json({ ok: true });
      },
    };
    scheduler = startScheduler(async () => [fn], [fn], { clocks: false });
    await sleep(1500);
    expect(seen).toEqual([]);
    const response = await scheduler.runNow('manual');
    expect(await response.json()).toEqual({ ok: true });
    expect(seen).toEqual(['handler', 'background']);
    await expect(scheduler.runNow('missing')).rejects.toThrow('No scheduled function named missing');
  });
});
