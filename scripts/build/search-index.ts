// Full-text search for the published site: a Pagefind index written into the site's folder
// (<site>/pagefind/) after `astro build`, by every build (pnpm build, the local platform's
// rebuilds, the build benchmark). No server: the browser fetches the index in chunks on first use.
//
// What is indexed: the docs articles and the updates articles, nothing else (the landing page,
// lists, 404, /animation-preview, the fallback page and the admin are left out by name, not by
// markup they might forget). Each docs topic has a page of its own (/docs/<tab>/<topic>); its
// article (the element marked data-pagefind-body) is indexed under that path, which the search UI
// turns into /docs's hash (site/src/lib/search-results.ts). /docs itself is not indexed: it holds
// one article in full and stubs for the rest.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, sep } from 'node:path';
import { close, createIndex } from 'pagefind';
import { parse, serializeOuter, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export const SEARCH_DIR = 'pagefind';

// Pagefind writes one fragment (a result's title, excerpt text and headings) per page by default,
// and a search fetches one per result shown: with a thousand updates that is up to eight requests
// per keystroke. Bundled into at most 64 files, a few keystrokes have fetched most of them and
// later searches are answered from the cache (with 1,000 updates, eight typed queries made 29
// requests instead of 42, and fetching result data took a few ms instead of 40–100 ms once warm).
const MAX_FRAGMENT_FILES = 64;

/** What kind of searchable page a built file is, from its path relative to the site folder. */
export function searchablePage(relativePath: string): 'docs' | 'update' | null {
  const parts = relativePath.split(sep).join('/').split('/');
  if (parts.length === 4 && parts[0] === 'docs' && parts[3] === 'index.html') return 'docs';
  if (parts.length === 3 && parts[0] === 'updates' && parts[2] === 'index.html' && !parts[1]!.startsWith('_')) {
    return 'update';
  }
  return null;
}

const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function findAll(node: Node, match: (element: Element) => boolean, found: Element[] = []): Element[] {
  if ('tagName' in node && match(node)) found.push(node);
  if ('childNodes' in node) for (const child of node.childNodes) findAll(child, match, found);
  return found;
}

/** One standalone HTML document per indexed docs article in a page (the ones marked data-pagefind-body). */
export function docsArticles(html: string): { url: string; content: string }[] {
  const articles = findAll(
    parse(html) as Node,
    (el) => el.tagName === 'article' && attribute(el, 'data-pagefind-body') !== undefined,
  );
  return articles.map((article) => {
    const url = attribute(article, 'data-search-url');
    if (!url) throw new Error('A docs article marked for search has no data-search-url');
    return { url, content: `<!doctype html><html lang="en"><body>${serializeOuter(article)}</body></html>` };
  });
}

/** Updates pages are served without a trailing slash (their canonical URL). */
const updateUrl = (relativePath: string) =>
  `/${relativePath
    .split(sep)
    .join('/')
    .replace(/\/index\.html$/, '')}`;

/** Indexes the built site in `siteDir` and writes the bundle to `siteDir/pagefind`. */
export async function writeSearchIndex(siteDir: string): Promise<{ pages: number }> {
  rmSync(join(siteDir, SEARCH_DIR), { recursive: true, force: true });
  const { index, errors } = await createIndex({ forceLanguage: 'en', maxFragments: MAX_FRAGMENT_FILES });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  let pages = 0;
  const add = async (file: { url: string; content: string }) => {
    const result = await index.addHTMLFile(file);
    if (result.errors.length) throw new Error(`Pagefind could not index ${file.url}: ${result.errors.join('; ')}`);
    pages++;
  };
  try {
    const files = readdirSync(siteDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
    for (const file of files.sort()) {
      const kind = searchablePage(file);
      if (!kind) continue;
      const html = readFileSync(join(siteDir, file), 'utf8');
      if (kind === 'docs') for (const article of docsArticles(html)) await add(article);
      else await add({ url: updateUrl(file), content: html });
    }
    const written = await index.writeFiles({ outputPath: join(siteDir, SEARCH_DIR) });
    if (written.errors.length) throw new Error(`Pagefind could not write its files: ${written.errors.join('; ')}`);
  } finally {
    // The index lives in a Pagefind process: stop it, or the build would never exit.
    await close();
  }
  return { pages };
}
