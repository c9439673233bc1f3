// A page's module script imports shared chunks, and they import others: left alone, the browser
// finds each level only once the one above has arrived, a round trip per level (three on /docs: the
// page script, its two chunks, then Vite's preload helper). Listing every statically imported chunk
// as a modulepreload in <head> lets them all start with the page. Dynamic imports stay lazy: they
// load only when the code asks for them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A built module script as Astro writes it: `<script type="module" src="/_astro/….js">`. */
const MODULE_SCRIPT = /<script type="module" src="(\/_astro\/[^"]+\.js)"/g;

/**
 * The static imports of a built chunk (`import{…}from"./x.js"`, `import"./x.js"`), as names in the
 * same folder. `import(` is a dynamic import and does not match.
 */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/\bimport\s*(?:[\w$*{},\s]+?\s*from\s*)?["']\.\/([\w.$-]+\.js)["']/g)].map((m) => m[1]!);
}

/** Every chunk the page's module scripts reach through static imports, the scripts themselves left out. */
export async function moduleImports(html: string, root: string): Promise<string[]> {
  const scripts = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]!);
  const seen = new Set(scripts);
  const found: string[] = [];
  const queue = [...scripts];
  for (let href = queue.shift(); href; href = queue.shift()) {
    const folder = href.slice(0, href.lastIndexOf('/') + 1);
    for (const name of staticImports(await readFile(join(root, href), 'utf8'))) {
      const next = folder + name;
      if (seen.has(next)) continue;
      seen.add(next);
      found.push(next);
      queue.push(next);
    }
  }
  return found;
}

/** The page with a `<link rel="modulepreload">` in <head> for each chunk its module scripts import. */
export async function preloadModuleImports(html: string, root: string): Promise<string> {
  const chunks = await moduleImports(html, root);
  if (!chunks.length) return html;
  const links = chunks.map((href) => `<link rel="modulepreload" href="${href}">`).join('');
  return html.replace('</head>', () => `${links}</head>`);
}
