// Rebuilds the static site in the background after a content change and swaps the new output in
// atomically: requests keep being served from the previous build until the new one is complete.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '@nodal/db';
import type { Rebuilder, RebuildStatus } from '@nodal/functions/rebuild';
import { writeHeadersFile } from './csp.ts';
import { writeSearchIndex } from './search-index.ts';
import { DATA_DIR } from './database.ts';
import { ROOT } from './server.ts';
import { snapshotSiteContent } from './site-content.ts';

const BUILDS_DIR = join(DATA_DIR, 'site-builds');
const CURRENT_FILE = join(BUILDS_DIR, 'current');
const DEBOUNCE_MS = 400;

export function runBuild(command: string[], env: NodeJS.ProcessEnv, label: string): Promise<void> {
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

export class SiteBuilder implements Rebuilder {
  current: string | null = null;
  /** The build served before the current one: a page loaded from it may still ask for its scripts. */
  previous: string | null = null;
  private state: RebuildStatus = { state: 'idle', lastBuiltAt: null, lastError: null };
  private running: Promise<void> | null = null;
  private pending: string[] = [];
  private timer: NodeJS.Timeout | null = null;

  /**
   * @param otherPages folders published beside the site (the admin app), resolved once they are
   *   built: the headers written with each build must cover their pages too.
   */
  constructor(
    private readonly db: Db,
    private readonly otherPages: Promise<string[]> = Promise.resolve([]),
  ) {
    // A failed admin build is reported where it was started; here it only fails the site build.
    otherPages.catch(() => {});
    mkdirSync(BUILDS_DIR, { recursive: true });
    if (existsSync(CURRENT_FILE)) {
      const dir = readFileSync(CURRENT_FILE, 'utf8').trim();
      // `_headers` is written last; a build without it is unfinished or predates it.
      if (existsSync(join(dir, 'index.html')) && existsSync(join(dir, '_headers'))) this.current = dir;
    }
  }

  status(): RebuildStatus {
    return { ...this.state };
  }

  request(reason: string): void {
    this.pending.push(reason);
    if (this.state.state !== 'building') this.state = { ...this.state, state: 'queued' };
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.drain(), DEBOUNCE_MS);
  }

  /** Builds now and resolves when the new output is being served. */
  async buildNow(reason: string): Promise<void> {
    this.pending.push(reason);
    await this.drain();
  }

  private async drain(): Promise<void> {
    if (this.running) return this.running;
    this.running = (async () => {
      while (this.pending.length) {
        const reasons = this.pending.splice(0);
        await this.buildOnce(reasons);
      }
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async buildOnce(reasons: string[]): Promise<void> {
    const started = Date.now();
    const outDir = join(BUILDS_DIR, `build-${started}`);
    this.state = { ...this.state, state: 'building' };
    console.log(`[site] rebuilding (${[...new Set(reasons)].join('; ')})`);
    try {
      // Content is read after the request that asked for this build has committed its change.
      const content = await snapshotSiteContent(this.db, join(BUILDS_DIR, `content-${started}.json`));
      try {
        await runBuild(
          ['pnpm', '--filter', '@nodal/site', 'exec', 'astro', 'build', '--outDir', outDir],
          { NODAL_SITE_CONTENT: content },
          'site build',
        );
      } finally {
        rmSync(content, { force: true });
      }
      await writeSearchIndex(outDir);
      writeHeadersFile(outDir, [outDir, ...(await this.otherPages)]);
      this.previous = this.current;
      this.current = outDir;
      writeFileSync(CURRENT_FILE, outDir);
      this.state = {
        state: this.pending.length ? 'queued' : 'idle',
        lastBuiltAt: new Date().toISOString(),
        lastError: null,
      };
      console.log(`[site] rebuilt in ${((Date.now() - started) / 1000).toFixed(1)}s; now serving ${outDir}`);
      this.prune();
    } catch (error) {
      rmSync(outDir, { recursive: true, force: true });
      this.state = { ...this.state, state: 'failed', lastError: (error as Error).message.slice(0, 2000) };
      console.error(`[site] rebuild failed; still serving the previous build.\n${(error as Error).message}`);
    }
  }

  /** Keeps the served build and the one before it (a request may still be reading it). */
  private prune(): void {
    const builds = readdirSync(BUILDS_DIR)
      .filter((d) => d.startsWith('build-'))
      .sort();
    for (const dir of builds.slice(0, -2)) rmSync(join(BUILDS_DIR, dir), { recursive: true, force: true });
  }
}
