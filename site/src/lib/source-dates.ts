// When the content kept in the repository (the docs' MDX articles and images, the playground's
// templates, the landing page's copy) last changed, for the sitemap's <lastmod>.
//
// A file's modification time alone would not do: a fresh clone (CI, Netlify) writes every file at
// checkout, so every page would look changed at every deploy. Git knows better: the date of the last
// commit that touched the paths. A file changed but not committed yet (a local build) counts from its
// modification time; outside a git checkout (or without git), modification times are all there is.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pages } from '@nodal/shared/paths';
import type { SourceDates } from './sitemap.ts';

/** Where the docs articles live (`<tab>/<topic>.mdx`), relative to the site's folder. */
export const DOCS_ARTICLES = 'src/content/docs';

/** Where each page's repository content lives, relative to the site's folder. */
export const CONTENT_SOURCES: Record<'home' | 'docs' | 'playground', readonly string[]> = {
  home: ['src/pages/index.astro', 'src/pages/_components/home'],
  docs: ['src/content/docs', 'public/docs'],
  playground: ['src/pages/playground.astro', 'src/playground/templates.ts', 'src/playground/samples.ts'],
};

function git(args: string[], cwd: string): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 });
}

/** Every file at or under `path` (a file or a folder), absolute. */
function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function newestMtime(files: readonly string[]): Date | null {
  let newest = -Infinity;
  for (const file of files) {
    if (existsSync(file)) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return Number.isFinite(newest) ? new Date(newest) : null;
}

/**
 * The last change of the files at `paths` (files or folders, relative to `cwd`): the newest of the
 * last commit that touched them and the modification times of those changed since; null when none
 * of them exists.
 */
export function lastChangeOf(paths: readonly string[], cwd: string): Date | null {
  const absolute = paths.map((p) => resolve(cwd, p));
  let committed: string;
  const dirty: string[] = [];
  try {
    const root = git(['rev-parse', '--show-toplevel'], cwd).trim();
    committed = git(['log', '-1', '--format=%cI', '--', ...absolute], cwd).trim();
    // Modified, added or untracked files (not ignored ones), as NUL-separated "XY path" entries; a
    // rename or copy is followed by an entry holding its old path, which is skipped.
    const status = git(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...absolute], cwd);
    const entries = status.split('\0');
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!;
      if (entry.length < 4) continue;
      dirty.push(resolve(root, entry.slice(3)));
      if (entry[0] === 'R' || entry[0] === 'C') i++;
    }
  } catch {
    // No git, or not a checkout (a copied folder): modification times are all there is.
    return newestMtime(absolute.flatMap(filesUnder));
  }
  const times = [committed ? Date.parse(committed) : Number.NaN, newestMtime(dirty)?.getTime() ?? Number.NaN].filter(
    (t) => !Number.isNaN(t),
  );
  if (times.length) return new Date(Math.max(...times));
  // Not in git's history (nor changed): files outside the repository's tracking, if any.
  return newestMtime(absolute.flatMap(filesUnder));
}

/** The last change of each page's repository content, read from the site's folder `siteDir`. */
export function readSourceDates(siteDir: string): SourceDates {
  return {
    home: lastChangeOf(CONTENT_SOURCES.home, siteDir),
    docs: lastChangeOf(CONTENT_SOURCES.docs, siteDir),
    playground: lastChangeOf(CONTENT_SOURCES.playground, siteDir),
    docsTopics: docsTopicDates(siteDir),
  };
}

/** Each docs article's topic page path and the last change of its MDX file. */
export function docsTopicDates(siteDir: string): Record<string, Date | null> {
  const dates: Record<string, Date | null> = {};
  const root = join(siteDir, DOCS_ARTICLES);
  if (!existsSync(root)) return dates;
  for (const tab of readdirSync(root, { withFileTypes: true })) {
    if (!tab.isDirectory()) continue;
    for (const file of readdirSync(join(root, tab.name))) {
      if (!file.endsWith('.mdx')) continue;
      const path = pages.docsTopic(tab.name, file.slice(0, -'.mdx'.length));
      dates[path] = lastChangeOf([join(DOCS_ARTICLES, tab.name, file)], siteDir);
    }
  }
  return dates;
}
