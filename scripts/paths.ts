// The repository's folders that more than one script names.
import { join, resolve } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');

/** netlify.toml's publish folder: what `pnpm build` writes and Netlify serves. */
export const DIST_DIR = join(ROOT, 'dist');

/** Where the admin app's own build writes (admin/vite.config.ts). */
export const ADMIN_DIST_DIR = join(ROOT, 'admin', 'dist');

/** netlify.toml's functions folder: one self-contained module per function (bundle-functions.ts). */
export const FUNCTIONS_DIST_DIR = join(ROOT, 'functions', 'dist');

/** Everything local and mutable: the embedded database, the session secret, the site builds. */
export const DATA_DIR = resolve(process.env.NODAL_DATA_DIR ?? join(ROOT, '.data'));
