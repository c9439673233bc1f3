// The JavaScript budgets (scripts/js-budgets.ts), measured as a first-time visitor's Chromium
// fetches the production build: `npm test` fails when one is exceeded. The figures are printed and
// attached to the report.
import { kb, measureBudgets } from '../scripts/js-budgets.ts';
import { expect, test } from './fixtures.ts';
import { openHome } from './landing.ts';

test('the JavaScript of /, the admin and the playground stays within its budget', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const { rows, heroWorker } = await measureBudgets(browser, baseURL!);
  const table = [
    `Hero worker, loads with / but runs off the main thread (gzip): ${kb(heroWorker)}`,
    ...rows.map(({ name, bytes, limit }) => `${name}: ${kb(bytes)} of ${kb(limit)}`),
  ].join('\n');
  console.log(`JavaScript budgets\n${table}`);
  test.info().annotations.push({ type: 'JavaScript budgets', description: table });
  for (const { name, bytes, limit } of rows) {
    expect(bytes, `${name}: nothing measured`).toBeGreaterThan(0);
    expect(bytes, `${name}: ${kb(bytes)} is over its budget of ${kb(limit)}`).toBeLessThanOrEqual(limit);
  }
});

// A page's own clock: the canvas notes when the worker drew its first frame, so the test's polling
// does not count against the page. The bar holds for a desktop visitor who has not asked for less
// motion, on a machine that nothing else loads (this project runs last and alone).
const HERO_FIRST_FRAME_MS = 1000;

test('the hero draws its first frame within a second of the load event, with no input', async ({ page }) => {
  await openHome(page);
  const canvas = page.locator('#hero canvas[data-hero-canvas]');
  await expect(canvas).toHaveAttribute('data-first-frame-at', /\d+/);
  const afterLoad = await canvas.evaluate((el) => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return Number((el as HTMLCanvasElement).dataset.firstFrameAt) - nav!.loadEventEnd;
  });
  const line = `Hero first frame after the load event: ${Math.round(afterLoad)} ms of ${HERO_FIRST_FRAME_MS} ms`;
  console.log(line);
  test.info().annotations.push({ type: 'Hero first frame', description: line });
  expect(afterLoad, line).toBeLessThan(HERO_FIRST_FRAME_MS);
});
