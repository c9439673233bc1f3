// Rebuilds the static site in the background after a content change and swaps the new output in
// atomically: requests keep being served from the previous build until the new one is complete.
//
// A build is a function of the content snapshot (the site's sources do not change while the platform
// runs), so a snapshot already built is served again from its folder instead of built a second time:
// a section hidden and shown again, or two saves that cancel out, cost no build.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rebuilder, RebuildStatus } from '@nodal/functions/rebuild';
import type { SiteContent } from '@nodal/shared';
import { buildSite, type BuildSiteOptions } from '../build/site.ts';
import { DATA_DIR } from '../paths.ts';

const DEBOUNCE_MS = 400;
/** How many finished builds are kept to be served again; each is about 14 MB. */
const KEPT_BUILDS = 6;

/** A build folder that can be served: `_headers` is written last, so one without it is unfinished. */
const isComplete = (dir: string) => existsSync(join(dir, 'index.html')) && existsSync(join(dir, '_headers'));

/** The key of a content snapshot: builds from equal snapshots are equal. */
export function contentKey(content: unknown): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

export interface SiteBuilderOptions {
  /** Reads what the pages show; called once the change that asked for the build has committed. */
  loadContent: () => Promise<SiteContent>;
  /**
   * The admin app's folder, served beside the site and resolved once it is built: the headers
   * written with each build must cover its pages too.
   */
  adminDir?: Promise<string> | null;
  /** Where the builds are written, and the served one is remembered across restarts. */
  buildsDir?: string;
  /** The build itself: the whole site build, unless a test stands in for it. */
  build?: (options: BuildSiteOptions) => Promise<unknown>;
}

export class SiteBuilder implements Rebuilder {
  current: string | null = null;
  /** The build served before the current one: a page loaded from it may still ask for its scripts. */
  previous: string | null = null;
  private state: RebuildStatus = { state: 'idle', lastBuiltAt: null, lastError: null };
  private running: Promise<void> | null = null;
  private pending: string[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** Finished builds by the key of the content they show, the most recently served last. */
  private readonly builds = new Map<string, string>();
  private sequence = 0;

  private readonly loadContent: () => Promise<SiteContent>;
  private readonly adminDir: Promise<string> | null;
  private readonly buildsDir: string;
  private readonly currentFile: string;
  private readonly build: (options: BuildSiteOptions) => Promise<unknown>;

  constructor(options: SiteBuilderOptions) {
    this.loadContent = options.loadContent;
    this.adminDir = options.adminDir ?? null;
    this.buildsDir = options.buildsDir ?? join(DATA_DIR, 'site-builds');
    this.currentFile = join(this.buildsDir, 'current');
    this.build = options.build ?? buildSite;
    // A failed admin build is reported where it was started; here it only fails the site build.
    this.adminDir?.catch(() => {});
    mkdirSync(this.buildsDir, { recursive: true });
    if (existsSync(this.currentFile)) {
      const dir = readFileSync(this.currentFile, 'utf8').trim();
      if (isComplete(dir)) this.current = dir;
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
    // Numbered as well as timed: two builds can start within one millisecond.
    const outDir = join(this.buildsDir, `build-${started}-${++this.sequence}`);
    this.state = { ...this.state, state: 'building' };
    const why = [...new Set(reasons)].join('; ');
    try {
      // Content is read after the request that asked for this build has committed its change.
      const content = await this.loadContent();
      const key = contentKey(content);
      const built = this.builds.get(key);
      if (built && isComplete(built)) {
        console.log(`[site] content as already built (${why}); now serving ${built} again`);
        this.serve(key, built);
        return;
      }
      console.log(`[site] rebuilding (${why})`);
      await this.build({
        outDir,
        content,
        ...(this.adminDir ? { admin: { dir: this.adminDir, copy: false } } : {}),
      });
      console.log(`[site] rebuilt in ${((Date.now() - started) / 1000).toFixed(1)}s; now serving ${outDir}`);
      this.serve(key, outDir);
    } catch (error) {
      rmSync(outDir, { recursive: true, force: true });
      this.state = { ...this.state, state: 'failed', lastError: (error as Error).message.slice(0, 2000) };
      console.error(`[site] rebuild failed; still serving the previous build.\n${(error as Error).message}`);
    }
  }

  /** Serves a complete build of the content `key` names, and remembers it as the most recent. */
  private serve(key: string, dir: string): void {
    if (dir !== this.current) {
      this.previous = this.current;
      this.current = dir;
      writeFileSync(this.currentFile, dir);
    }
    this.builds.delete(key);
    this.builds.set(key, dir);
    this.state = {
      state: this.pending.length ? 'queued' : 'idle',
      lastBuiltAt: new Date().toISOString(),
      lastError: null,
    };
    this.prune();
  }

  /**
   * Keeps the builds that may be served again, the served one and the one before it (a page loaded
   * from it may still ask for its scripts); removes every other.
   */
  private prune(): void {
    for (const [key] of [...this.builds].slice(0, -KEPT_BUILDS)) this.builds.delete(key);
    const keep = new Set([...this.builds.values(), this.current, this.previous]);
    for (const dir of readdirSync(this.buildsDir).filter((d) => d.startsWith('build-'))) {
      const path = join(this.buildsDir, dir);
      if (!keep.has(path)) rmSync(path, { recursive: true, force: true });
    }
  }
}
