// Writes the content a site build shows (see site/src/lib/data.ts) from this process's database.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadSiteContent, type Queryable } from '@nodal/db';
import type { SiteContent } from '@nodal/shared';

/** Written beside and renamed over, so a build starting meanwhile never reads half a file. */
export function writeSiteContentFile(file: string, content: SiteContent): string {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(content));
  renameSync(partial, file);
  return file;
}

export async function snapshotSiteContent(db: Queryable, file: string): Promise<string> {
  return writeSiteContentFile(file, await loadSiteContent(db));
}
