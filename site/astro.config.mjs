// @ts-check
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

const SITE_URL = process.env.URL ?? 'https://nodal.science';

export default defineConfig({
  site: SITE_URL,
  output: 'static',
  trailingSlash: 'ignore',
  // One small stylesheet, inlined: a separate render-blocking request costs a mobile visitor more than the bytes.
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [
    react(),
    mdx(),
    // The fallback page for fresh articles is an implementation detail, not a page to index.
    sitemap({
      filter: (page) => !page.includes('/updates/_fallback') && !page.includes('/animation-preview'),
      // Canonical URLs carry no trailing slash (Netlify serves /updates for updates/index.html);
      // the sitemap must list the same URLs.
      serialize: (item) => ({ ...item, url: item.url.replace(/^(https?:\/\/[^/]+\/.+?)\/$/, '$1') }),
    }),
  ],
  vite: {
    plugins: [tailwindcss()],
    // The build reads the database; its drivers ship WebAssembly and native sockets and must load
    // from node_modules rather than be bundled into the prerender chunk.
    ssr: { external: ['@electric-sql/pglite', '@electric-sql/pglite-socket', '@neondatabase/serverless', 'ws'] },
    build: { rollupOptions: { external: [/^@electric-sql\/pglite/, /^@neondatabase\/serverless/, /^ws$/] } },
  },
});
