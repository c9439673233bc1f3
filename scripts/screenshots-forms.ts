// `pnpm exec tsx scripts/screenshots-forms.ts`: each public form's error and success states, with
// JavaScript (the island on the landing page) and without it (the form's own page after the browser's
// post), at 1440 and 390 px, with long names, into .data/screenshot-set/forms/ to be looked at.
// Starts the product on a fresh database (SHOTS_PORT, default 8896) unless SHOTS_URL names one.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import { PUBLIC_FORM_NAMES, type PublicFormName } from '@nodal/shared';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from './chromium.ts';
import { startProductServer } from './product-server.ts';
import { ROOT } from './paths.ts';

const OUT = join(ROOT, '.data', 'screenshot-set', 'forms');
const WORD_40 = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.slice(0, 40);
const LONG_NAME = `Maximiliana Alexandrovna Featherstonehaugh-${WORD_40}`;
const LONG_EMAIL = `maximiliana.featherstonehaugh@department-of-${WORD_40.toLowerCase()}.example.org`;
const MESSAGE = `We publish eleven journals and would like to try the ${WORD_40} citation checks on our backlog.`;

/** What each form is given: first something to fix, then something that sends. */
async function fill(form: Locator, name: PublicFormName, valid: boolean): Promise<void> {
  if (name === 'signup') {
    await form.getByLabel('Full name').fill(LONG_NAME);
    await form.getByLabel('Work email').fill(valid ? `${Date.now()}.${LONG_EMAIL}` : 'maximiliana.featherstonehaugh@');
    return;
  }
  await form.getByLabel('Name').fill(LONG_NAME);
  await form.getByLabel('Email').fill(valid ? LONG_EMAIL : 'not-an-address');
  await form.getByLabel('Message').fill(valid || name === 'simple-contact' ? MESSAGE : '');
  if (name === 'partnership') await form.getByLabel('Subject').selectOption('publisher_partner');
}

const formOf = (page: Page, name: PublicFormName) => page.locator(`form[data-form="${name}"]`);

async function shoot(page: Page, name: PublicFormName, file: string, scripts: boolean): Promise<void> {
  // With scripts the form is a part of the landing page; without, its page is the picture.
  if (scripts) await formOf(page, name).screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: true });
  console.log(`  ${file.slice(ROOT.length + 1)}`);
}

async function main(): Promise<void> {
  const server = await startProductServer(Number(process.env.SHOTS_PORT ?? 8896), 'shots-forms', process.env.SHOTS_URL);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_CHROMIUM_ARGS,
  });
  mkdirSync(OUT, { recursive: true });
  try {
    for (const width of [1440, 390]) {
      for (const scripts of [true, false]) {
        const context = await browser.newContext({
          viewport: { width, height: width === 390 ? 844 : 900 },
          javaScriptEnabled: scripts,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        for (const name of PUBLIC_FORM_NAMES) {
          const prefix = join(OUT, `${width}-${scripts ? 'js' : 'nojs'}-${name}`);
          await page.goto(`${server.url}/`);
          const form = formOf(page, name);
          await form.scrollIntoViewIfNeeded();
          if (scripts)
            await page.locator(`astro-island[ssr]:has(form[data-form="${name}"])`).waitFor({ state: 'detached' });
          await fill(form, name, false);
          await form.getByRole('button').last().click();
          await formOf(page, name).locator('[aria-invalid="true"]').first().waitFor();
          await shoot(page, name, `${prefix}-error.png`, scripts);
          await fill(formOf(page, name), name, true);
          await formOf(page, name).getByRole('button').last().click();
          await formOf(page, name).locator('[data-form-status="sent"]').waitFor();
          await shoot(page, name, `${prefix}-sent.png`, scripts);
        }
        await context.close();
      }
    }
    console.log(`\nscreenshots in ${OUT}`);
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
