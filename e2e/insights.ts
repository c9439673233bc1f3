// What the Insights and Traffic browser tests share: the server's own database for seeding a
// series at a date no other test writes, and a card's CSV and table as plain text to compare.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '@nodal/db';
import { openDatabase } from '@nodal/db/local';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The test server's database, through the URL it publishes for local scripts. */
export async function serverDb(): Promise<Db> {
  const lock = join(import.meta.dirname, '..', '.data', process.env.NODAL_E2E_DATA ?? 'e2e', 'server.lock');
  const { databaseUrl } = JSON.parse(readFileSync(lock, 'utf8')) as { databaseUrl?: string };
  if (!databaseUrl) throw new Error(`the test server has not published its database in ${lock}`);
  return openDatabase(databaseUrl, { max: 1 });
}

/** A card of the Insights screen, by its title. */
export const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Clicks the card's Download CSV: the file's name and its lines. */
export async function downloadCsv(page: Page, section: Locator): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: /Download CSV/ }).click(),
  ]);
  const text = readFileSync((await download.path())!, 'utf8');
  return { name: download.suggestedFilename(), lines: text.trimEnd().split('\r\n') };
}

/** The card's table as rows of cell texts (header row first), after switching it to Table. */
export async function tableOf(section: Locator): Promise<string[][]> {
  await section.getByRole('tab', { name: 'Table' }).click();
  const table = section.getByRole('table');
  await expect(table).toBeVisible();
  return table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );
}
