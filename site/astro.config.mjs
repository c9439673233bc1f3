// @ts-check
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SITE_URL = process.env.URL ?? 'https://nodal.science';

// Astro writes the one rule its island wrappers need as a <style> beside the first island, which
// is in the body and so not valid HTML there. After the build it moves to the end of <head>.
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;
/** @returns {import('astro').AstroIntegration} */
function islandStyleInHead() {
  return {
    name: 'nodal:island-style-in-head',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.html'));
        for (const file of files) {
          const path = join(root, file);
          const html = await readFile(path, 'utf8');
          const match = html.match(ISLAND_STYLE);
          if (!match) continue;
          await writeFile(path, html.replace(match[0], '').replace('</head>', `${match[0]}</head>`));
        }
      },
    },
  };
}

export default defineConfig({
  site: SITE_URL,
  output: 'static',
  trailingSlash: 'ignore',
  // One small stylesheet, inlined: a separate render-blocking request costs a mobile visitor more than the bytes.
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [
    react(),
    mdx(),
    islandStyleInHead(),
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
      serialize: (item) => ({ ...item, url: item.url.replace(/^(https?:\/\/[^/]+\/.+?)\/$/, '$1') }),
    }),
  ],
  vite: {
    plugins: [tailwindcss()],
  },
});
