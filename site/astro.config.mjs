// @ts-check
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineStylesheets, splitLandingCss } from './src/lib/first-screen-css.ts';
import { minifyPage } from './src/lib/minify-html.ts';
import { preloadModuleImports } from './src/lib/module-preload.ts';
import { sitemapLastmod } from './src/lib/sitemap.ts';
import { spriteIcons } from './src/lib/svg-sprite.ts';
import { readSourceDates } from './src/lib/source-dates.ts';

const SITE_URL = process.env.URL ?? 'https://nodal.science';
const SITE_DIR = fileURLToPath(new URL('.', import.meta.url));
const BUILT_AT = new Date();

/** @type {((url: string) => string) | null} */
let lastmodOf = null;
/**
 * Each sitemap URL's <lastmod> (src/lib/sitemap.ts), from the build's content snapshot and the
 * repository's dates. Never throws: the sitemap integration drops the whole sitemap when its
 * serializer does, so a failure here dates every URL at the build instead, and says so.
 * @param {string} url
 */
function lastmod(url) {
  try {
    if (!lastmodOf) {
      const file = process.env.NODAL_SITE_CONTENT;
      const content = file ? JSON.parse(readFileSync(file, 'utf8')) : { articles: [], heroConfigs: [], sections: [] };
      lastmodOf = sitemapLastmod(content, readSourceDates(SITE_DIR), BUILT_AT);
    }
    return lastmodOf(url);
  } catch (error) {
    console.warn(`[sitemap] <lastmod> of ${url} falls back to the build time: ${error}`);
    return BUILT_AT.toISOString();
  }
}

/**
 * Runs `rewrite` over every page the build wrote (relative path, HTML, the output folder) and saves
 * what it returns: the post-build steps below each change the pages this way.
 * @param {URL} dir
 * @param {(html: string, file: string, root: string) => string | Promise<string>} rewrite
 */
async function rewritePages(dir, rewrite) {
  const root = fileURLToPath(dir);
  const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.html'));
  for (const file of files) {
    const path = join(root, file);
    const html = await readFile(path, 'utf8');
    const next = await rewrite(html, file, root);
    if (next !== html) await writeFile(path, next);
  }
}

// Astro writes the one rule its island wrappers need as a <style> beside the first island, which
// is in the body and so not valid HTML there. After the build it moves to the end of <head>.
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;
/** @returns {import('astro').AstroIntegration} */
function islandStyleInHead() {
  return {
    name: 'nodal:island-style-in-head',
    hooks: {
      'astro:build:done': ({ dir }) =>
        rewritePages(dir, (html) => {
          const match = html.match(ISLAND_STYLE);
          return match ? html.replace(match[0], '').replace('</head>', `${match[0]}</head>`) : html;
        }),
    },
  };
}

// Astro links every page's stylesheets; after the build the landing page keeps only its first
// screen's rules inline and loads the stylesheet at the end of <body>, and every other page gets
// its stylesheets inline (src/lib/first-screen-css.ts). The landing page's repeated icons become
// one sprite (src/lib/svg-sprite.ts), and its markup drops the quotes no value needs
// (src/lib/minify-html.ts): the page's HTML has a byte budget.
/** @returns {import('astro').AstroIntegration} */
function pageCss() {
  return {
    name: 'nodal:page-css',
    hooks: {
      'astro:build:done': ({ dir }) =>
        rewritePages(dir, async (html, file, root) =>
          file === 'index.html'
            ? minifyPage(spriteIcons(await splitLandingCss(html, root)))
            : inlineStylesheets(html, root),
        ),
    },
  };
}

// Every chunk a page's module scripts import statically is preloaded from <head>, so the browser
// fetches them with the page instead of one import level at a time (src/lib/module-preload.ts).
// Not on the landing page: its one module script starts the hero, and starting it sooner moved
// that work into the page's parsing and raised Lighthouse's blocking time (decision 0105).
/** @returns {import('astro').AstroIntegration} */
function modulePreload() {
  return {
    name: 'nodal:module-preload',
    hooks: {
      'astro:build:done': ({ dir }) =>
        rewritePages(dir, (html, file, root) => (file === 'index.html' ? html : preloadModuleImports(html, root))),
    },
  };
}

export default defineConfig({
  site: SITE_URL,
  output: 'static',
  trailingSlash: 'ignore',
  // Linked, then placed per page by pageCss() below.
  build: { format: 'directory', inlineStylesheets: 'never' },
  integrations: [
    react(),
    mdx(),
    islandStyleInHead(),
    pageCss(),
    modulePreload(),
    // The fallback page for fresh articles and the form templates are implementation details, not
    // pages to index; the preview page shows drafts to whoever holds a link.
    sitemap({
      filter: (page) =>
        !page.includes('/updates/_fallback') &&
        !page.includes('/form-templates/') &&
        !page.includes('/animation-preview') &&
        !/\/preview\/?$/.test(page),
      // Canonical URLs carry no trailing slash (Netlify serves /updates for updates/index.html);
      // the sitemap must list the same URLs.
      // Every URL carries the time its content last changed.
      serialize: (item) => {
        const url = item.url.replace(/^(https?:\/\/[^/]+\/.+?)\/$/, '$1');
        return { ...item, url, lastmod: lastmod(url) };
      },
    }),
  ],
  vite: {
    plugins: [tailwindcss()],
  },
});
