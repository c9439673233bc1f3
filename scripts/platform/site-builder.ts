// Rebuilds the static site in the background after a content change and swaps the new output in
// atomically: requests keep being served from the previous build until the new one is complete.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSiteContent, type Db } from '@nodal/db';
import type { Rebuilder, RebuildStatus } from '@nodal/functions/rebuild';
import { buildSite } from '../build/site.ts';
import { DATA_DIR } from '../paths.ts';

const BUILDS_DIR = join(DATA_DIR, 'site-builds');
const CURRENT_FILE = join(BUILDS_DIR, 'current');
const DEBOUNCE_MS = 400;

export class SiteBuilder implements Rebuilder {
  current: string | null = null;
  /** The build served before the current one: a page loaded from it may still ask for its scripts. */
  previous: string | null = null;
  private state: RebuildStatus = { state: 'idle', lastBuiltAt: null, lastError: null };
  private running: Promise<void> | null = null;
  private pending: string[] = [];
  private timer: NodeJS.Timeout | null = null;

  /**
   * @param adminDir the admin app's folder, served beside the site and resolved once it is built:
   *   the headers written with each build must cover its pages too.
   */
  constructor(
    private readonly db: Db,
    private readonly adminDir: Promise<string> | null = null,
  ) {
    // A failed admin build is reported where it was started; here it only fails the site build.
    adminDir?.catch(() => {});
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
      await buildSite({
        outDir,
        content: await loadSiteContent(this.db),
        ...(this.adminDir ? { admin: { dir: this.adminDir, copy: false } } : {}),
      });
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
