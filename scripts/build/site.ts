// The site build, one sequence for `pnpm build` (what Netlify runs) and the local platform's
// rebuilds: the content snapshot, `astro build`, the Pagefind index, the admin app beside or inside
// the output, and last the `_headers` file whose Content-Security-Policy allows exactly the inline
// scripts of every page published with it. `_headers` last: a folder without it is unfinished.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { SiteContent } from '@nodal/shared';
import { DATA_DIR, ROOT } from '../paths.ts';
import { writeHeadersFile } from './csp.ts';
import { writeSearchIndex } from './search-index.ts';
import { writeSiteContentFile } from './site-content.ts';

/** Runs one build step from the repository root; a failure carries the end of its output. */
export function runStep(command: string[], env: NodeJS.ProcessEnv, label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const [cmd, ...args] = command;
    const child = spawn(cmd!, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${label} failed (exit ${code}):\n${output}`)),
    );
  });
}

/** Builds the admin app into `outDir` (emptied first); resolves with that folder. */
export async function buildAdmin(outDir: string): Promise<string> {
  await runStep(
    ['pnpm', '--filter', '@nodal/admin', 'exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir'],
    {},
    'admin build',
  );
  return outDir;
}

export interface BuildSiteOptions {
  /** The folder the site is built into; emptied first. */
  outDir: string;
  /** What the pages show, read by the caller from the database it may use. */
  content: SiteContent;
  /**
   * The admin app's built folder, once built (it may be building alongside the site). With `copy`
   * it is published inside `outDir` (Netlify has one publish folder); without, it is served beside
   * the site (the local platform builds it once, not on every rebuild). Either way the
   * Content-Security-Policy covers its pages.
   */
  admin?: { dir: Promise<string>; copy: boolean };
}

/** Builds the whole public site into `outDir`; rejects, leaving it unfinished, when a step fails. */
export async function buildSite({ outDir, content, admin }: BuildSiteOptions): Promise<{ indexedPages: number }> {
  // A failed admin build is reported when it is awaited below, not as an unhandled rejection meanwhile.
  admin?.dir.catch(() => {});
  rmSync(outDir, { recursive: true, force: true });
  const contentFile = writeSiteContentFile(
    join(DATA_DIR, 'build-content', `${basename(outDir)}-${process.pid}.json`),
    content,
  );
  try {
    await runStep(
      ['pnpm', '--filter', '@nodal/site', 'exec', 'astro', 'build', '--outDir', outDir],
      { NODAL_SITE_CONTENT: contentFile },
      'site build',
    );
  } finally {
    rmSync(contentFile, { force: true });
  }
  // Before the admin is copied in: only the site's own pages are searchable.
  const { pages: indexedPages } = await writeSearchIndex(outDir);
  const adminDir = admin ? await admin.dir : null;
  if (adminDir && admin!.copy) cpSync(adminDir, outDir, { recursive: true });
  writeHeadersFile(outDir, [outDir, ...(adminDir && !admin!.copy ? [adminDir] : [])]);
  return { indexedPages };
}
