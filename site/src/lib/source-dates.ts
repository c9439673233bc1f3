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

/** Whether `file` is `path` or lies under it (both absolute). */
const within = (file: string, path: string) => file === path || file.startsWith(`${path}/`);

/**
 * The last change of each group of `paths` (files or folders, relative to `cwd`): the newest of the
 * last commit that touched them and the modification times of those changed since; null when none
 * of them exists. One `git log` and one `git status` answer every group: a build asks for a date of
 * each docs article, and a git process each cost it a second in all.
 */
export function lastChanges<K extends string>(
  groups: Record<K, readonly string[]>,
  cwd: string,
): Record<K, Date | null> {
  const names = Object.keys(groups) as K[];
  const absolute = Object.fromEntries(names.map((name) => [name, groups[name].map((p) => resolve(cwd, p))])) as Record<
    K,
    string[]
  >;
  const everyPath = [...new Set(names.flatMap((name) => absolute[name]))];
  const commits: { time: number; files: string[] }[] = [];
  const dirty: string[] = [];
  try {
    const root = git(['rev-parse', '--show-toplevel'], cwd).trim();
    // Each commit that touched a path, as its date and the files it changed (a merge lists those it
    // changed from every parent: a conflict resolved by hand).
    const log = git(['log', '--format=%x01%cI', '--name-only', '--diff-merges=combined', '--', ...everyPath], cwd);
    for (const entry of log.split('\x01').slice(1)) {
      const [date, ...files] = entry.split('\n').filter((line) => line !== '');
      commits.push({ time: Date.parse(date!), files: files.map((file) => resolve(root, file)) });
    }
    // Modified, added or untracked files (not ignored ones), as NUL-separated "XY path" entries; a
    // rename or copy is followed by an entry holding its old path, which is skipped.
    const status = git(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...everyPath], cwd);
    const entries = status.split('\0');
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!;
      if (entry.length < 4) continue;
      dirty.push(resolve(root, entry.slice(3)));
      if (entry[0] === 'R' || entry[0] === 'C') i++;
    }
  } catch {
    // No git, or not a checkout (a copied folder): modification times are all there is.
    return Object.fromEntries(names.map((name) => [name, newestMtime(absolute[name].flatMap(filesUnder))])) as Record<
      K,
      Date | null
    >;
  }
  const dates = {} as Record<K, Date | null>;
  for (const name of names) {
    const paths = absolute[name];
    const touches = (file: string) => paths.some((path) => within(file, path));
    const committed = Math.max(...commits.filter((c) => c.files.some(touches)).map((c) => c.time));
    const changed = newestMtime(dirty.filter(touches))?.getTime() ?? Number.NaN;
    const times = [committed, changed].filter((t) => Number.isFinite(t));
    // Not in git's history (nor changed): files outside the repository's tracking, if any.
    dates[name] = times.length ? new Date(Math.max(...times)) : newestMtime(paths.flatMap(filesUnder));
  }
  return dates;
}

/** The last change of the files at `paths` (files or folders, relative to `cwd`), as `lastChanges` tells. */
export function lastChangeOf(paths: readonly string[], cwd: string): Date | null {
  return lastChanges({ paths }, cwd).paths;
}

/** The last change of each page's repository content, read from the site's folder `siteDir`. */
export function readSourceDates(siteDir: string): SourceDates {
  const topics = docsTopicFiles(siteDir);
  const dates = lastChanges<string>({ ...CONTENT_SOURCES, ...topics }, siteDir);
  return {
    home: dates.home ?? null,
    docs: dates.docs ?? null,
    playground: dates.playground ?? null,
    docsTopics: Object.fromEntries(Object.keys(topics).map((path) => [path, dates[path] ?? null])),
  };
}

/** Each docs article's topic page path, with its MDX file (relative to `siteDir`) as its one source. */
function docsTopicFiles(siteDir: string): Record<string, [string]> {
  const files: Record<string, [string]> = {};
  const root = join(siteDir, DOCS_ARTICLES);
  if (!existsSync(root)) return files;
  for (const tab of readdirSync(root, { withFileTypes: true })) {
    if (!tab.isDirectory()) continue;
    for (const file of readdirSync(join(root, tab.name))) {
      if (!file.endsWith('.mdx')) continue;
      files[pages.docsTopic(tab.name, file.slice(0, -'.mdx'.length))] = [join(DOCS_ARTICLES, tab.name, file)];
    }
  }
  return files;
}
