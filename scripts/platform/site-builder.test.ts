import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMPTY_SITE_CONTENT } from '@nodal/db';
import type { SectionId, SiteContent } from '@nodal/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuildSiteOptions } from '../build/site.ts';
import { contentKey, SiteBuilder } from './site-builder.ts';

// The stand-in build writes what the served folder must hold (a page showing the content, then
// `_headers`), so the builder's choice of folder can be read back from the page it serves.
let buildsDir: string;
let content: SiteContent;
let builds: number;
let failNext: boolean;

const build = async ({ outDir, content: shown }: BuildSiteOptions) => {
  builds += 1;
  if (failNext) {
    failNext = false;
    throw new Error('astro build failed');
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'index.html'), JSON.stringify(shown));
  writeFileSync(join(outDir, '_headers'), '/*\n');
};

const withSection = (sectionId: SectionId, isVisible: boolean): SiteContent => ({
  ...EMPTY_SITE_CONTENT,
  sections: [{ sectionId, isVisible }],
});

const folders = () => readdirSync(buildsDir).filter((d) => d.startsWith('build-'));
const served = (builder: SiteBuilder) => JSON.parse(readFileSync(join(builder.current!, 'index.html'), 'utf8'));

beforeEach(() => {
  buildsDir = mkdtempSync(join(tmpdir(), 'site-builds-'));
  content = withSection('roadmap', true);
  builds = 0;
  failNext = false;
});
afterEach(() => rmSync(buildsDir, { recursive: true, force: true }));

const newBuilder = () => new SiteBuilder({ loadContent: async () => content, buildsDir, build });

describe('SiteBuilder', () => {
  it('builds changed content, and serves content it has built before from that build’s folder', async () => {
    const builder = newBuilder();
    await builder.buildNow('first build');
    const first = builder.current;
    expect(builds).toBe(1);

    content = withSection('roadmap', false);
    await builder.buildNow('section roadmap hidden');
    expect(builds).toBe(2);
    expect(builder.current).not.toBe(first);
    expect(builder.previous).toBe(first);
    expect(served(builder)).toEqual(content);

    content = withSection('roadmap', true);
    const before = Date.now();
    await builder.buildNow('section roadmap shown');
    expect(builds).toBe(2);
    expect(builder.current).toBe(first);
    expect(served(builder)).toEqual(content);
    // Served again counts as built now: a client waiting for a build after its change sees it done.
    const status = builder.status();
    expect(status.state).toBe('idle');
    expect(Date.parse(status.lastBuiltAt!)).toBeGreaterThanOrEqual(before);
  });

  it('builds again when the folder of an earlier build is gone or unfinished', async () => {
    const builder = newBuilder();
    await builder.buildNow('first build');
    const first = builder.current!;
    content = withSection('roadmap', false);
    await builder.buildNow('hidden');
    rmSync(join(first, '_headers'));

    content = withSection('roadmap', true);
    await builder.buildNow('shown');
    expect(builds).toBe(3);
    expect(builder.current).not.toBe(first);
    expect(served(builder)).toEqual(content);
  });

  it('keeps six builds to serve again besides the served and previous ones, and removes the rest', async () => {
    const builder = newBuilder();
    const ids = ['hero', 'orchestration', 'main-video', 'features', 'usecases', 'demos', 'roadmap', 'signup'] as const;
    for (const id of ids) {
      content = withSection(id, false);
      await builder.buildNow(`${id} hidden`);
    }
    expect(builds).toBe(8);
    expect(folders()).toHaveLength(6);

    // The oldest snapshot was dropped with its folder, so it is built afresh.
    content = withSection('hero', false);
    await builder.buildNow('hero hidden again');
    expect(builds).toBe(9);
    // A recent one is still there.
    content = withSection('signup', false);
    await builder.buildNow('signup hidden again');
    expect(builds).toBe(9);
  });

  it('keeps serving the previous build when a build fails, and reports the failure', async () => {
    const builder = newBuilder();
    await builder.buildNow('first build');
    const first = builder.current;
    content = withSection('roadmap', false);
    failNext = true;
    await builder.buildNow('hidden');
    expect(builder.current).toBe(first);
    expect(builder.status()).toMatchObject({ state: 'failed', lastError: 'astro build failed' });
    expect(folders()).toHaveLength(1);
  });

  it('serves the build it was serving before a restart', async () => {
    const builder = newBuilder();
    await builder.buildNow('first build');
    expect(newBuilder().current).toBe(builder.current);
    expect(existsSync(builder.current!)).toBe(true);
  });
});

describe('contentKey', () => {
  it('is equal for equal snapshots and differs when anything shown differs', () => {
    expect(contentKey(withSection('signup', true))).toBe(contentKey(withSection('signup', true)));
    expect(contentKey(withSection('signup', true))).not.toBe(contentKey(withSection('signup', false)));
  });
});
