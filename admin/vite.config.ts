import { mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The SPA lives at /login and /admin/*. Its page is published as /admin/index.html (netlify.toml
 * rewrites both routes to it) and its hashed assets under /_admin/, outside the /admin prefix whose header
 * rules (no-cache) would otherwise match them too.
 */
function publishUnderAdmin(): Plugin {
  return {
    name: 'nodal-publish-under-admin',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? 'dist';
      mkdirSync(join(dir, 'admin'), { recursive: true });
      renameSync(join(dir, 'index.html'), join(dir, 'admin', 'index.html'));
    },
  };
}

export default defineConfig({
  envPrefix: 'NODAL_PUBLIC_',
  plugins: [react(), tailwindcss(), publishUnderAdmin()],
  build: { outDir: 'dist', emptyOutDir: true, assetsDir: '_admin' },
});
