// Everything the public pages show. The process that starts the build (`pnpm build`, the local
// platform, the build benchmark) reads it from the database and hands it over as a JSON file named
// by NODAL_SITE_CONTENT; the site itself never talks to the database.
import { readFileSync } from 'node:fs';
import type { SiteContent } from '@nodal/shared';

let data: SiteContent | null = null;

/**
 * Read once per build: every page of one build sees the same snapshot. Under `astro dev` it is
 * read per request, so a content edit (which rewrites the file) shows on reload.
 */
export async function loadSiteData(): Promise<SiteContent> {
  if (import.meta.env.DEV) data = null;
  if (data) return data;
  const file = process.env.NODAL_SITE_CONTENT;
  if (!file) {
    throw new Error(
      'NODAL_SITE_CONTENT is not set: build the site with `pnpm build` or `pnpm start`, which provide its content',
    );
  }
  data = JSON.parse(readFileSync(file, 'utf8')) as SiteContent;
  return data;
}

let builtAt: Date | null = null;

/**
 * The moment this build renders its pages, the same for every page of one build: what prebuilt
 * dates count as "now" (the current year is this one; see formatPublicDate). Public content changes
 * trigger a rebuild, so it is never far behind; a page built before New Year shows that year's dates
 * without their year until the next rebuild.
 */
export function buildTime(): Date {
  if (import.meta.env.DEV || !builtAt) builtAt = new Date();
  return builtAt;
}
