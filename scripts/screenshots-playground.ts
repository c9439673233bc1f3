// Screenshots of the workflow playground for review: empty canvas, template loaded, mid-run and the
// report open, at 1440, 1280 and 390 px. `SHOTS_URL=http://127.0.0.1:8100 SHOTS_DIR=… tsx scripts/screenshots-playground.ts`
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from './chromium.ts';

const base = process.env.SHOTS_URL ?? 'http://127.0.0.1:8888';
const dir = process.env.SHOTS_DIR ?? 'shots';
mkdirSync(dir, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: PLAYWRIGHT_CHROMIUM_ARGS,
});
try {
  for (const width of [1440, 1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
    const shot = (name: string) => page.screenshot({ path: join(dir, `${width}-${name}.png`) });
    await page.goto(`${base}/playground`);
    await page.locator('[data-playground="page"]').waitFor();
    await page.waitForTimeout(600);
    await shot('template-loaded');
    // Empty: delete every node through undo-able deletes would be slow; an empty share link is the same state.
    await page.goto(
      `${base}/playground#wf=${Buffer.from(JSON.stringify({ v: 1, n: [], e: [] })).toString('base64url')}`,
    );
    await page.reload();
    await page.locator('[data-playground="page"]').waitFor();
    await page.waitForTimeout(400);
    await shot('empty');
    await page.getByRole('combobox', { name: 'Load a beginner template' }).selectOption('screening');
    await page.waitForTimeout(500);
    await page.locator('[data-run]').click();
    await page.waitForTimeout(900);
    await shot('mid-run');
    await page.locator('[data-panel="report"]').waitFor({ timeout: 10_000 });
    await page.waitForTimeout(300);
    await shot('report-open');
    await page.goto(`${base}/#workflow-demo`);
    await page.locator('#workflow-demo [data-workflow-picture]').first().waitFor();
    await page.locator('#workflow-demo').screenshot({ path: join(dir, `${width}-landing-section-picture.png`) });
    await page.getByRole('button', { name: 'Try It Live' }).click();
    await page.locator('[data-playground="embedded"]').waitFor();
    await page.waitForTimeout(800);
    await page.locator('#workflow-demo').screenshot({ path: join(dir, `${width}-landing-section.png`) });
    await page.close();
  }
} finally {
  await browser.close();
}
