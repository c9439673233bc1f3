import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_SOURCES, lastChangeOf, lastChanges, readSourceDates } from './source-dates.ts';

let dir: string;
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: dir, stdio: 'pipe', env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null' } });
const write = (path: string, text: string, mtime?: Date) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
  if (mtime) utimesSync(join(dir, path), mtime, mtime);
};
/** Commits everything as of `date` (author and committer). */
const commit = (date: string) => {
  git('add', '-A');
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', date], {
    cwd: dir,
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_CONFIG_GLOBAL: '/dev/null' },
  });
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'source-dates-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('lastChangeOf in a git checkout', () => {
  beforeEach(() => {
    git('init', '-q');
    write('docs/a.mdx', 'a');
    write('other/x.ts', 'x');
    commit('2025-03-01T10:00:00Z');
    write('docs/b.mdx', 'b');
    commit('2025-06-15T12:00:00Z');
    write('other/x.ts', 'x2');
    commit('2025-09-09T09:00:00Z');
  });

  it('is the last commit that touched the paths, not the files’ checkout times', () => {
    // A fresh clone writes every file now; the history still knows when the docs changed.
    expect(lastChangeOf(['docs'], dir)).toEqual(new Date('2025-06-15T12:00:00Z'));
    expect(lastChangeOf(['docs/a.mdx'], dir)).toEqual(new Date('2025-03-01T10:00:00Z'));
    expect(lastChangeOf(['docs', 'other'], dir)).toEqual(new Date('2025-09-09T09:00:00Z'));
  });

  it('counts a file changed or added since from its modification time', () => {
    write('docs/a.mdx', 'edited', new Date('2025-12-24T18:00:00Z'));
    expect(lastChangeOf(['docs'], dir)).toEqual(new Date('2025-12-24T18:00:00Z'));
    write('docs/new folder/c.mdx', 'new', new Date('2026-01-02T08:00:00Z'));
    expect(lastChangeOf(['docs'], dir)).toEqual(new Date('2026-01-02T08:00:00Z'));
  });

  it('keeps the commit date when a changed file is older than it', () => {
    write('docs/a.mdx', 'edited', new Date('2024-01-01T00:00:00Z'));
    expect(lastChangeOf(['docs'], dir)).toEqual(new Date('2025-06-15T12:00:00Z'));
  });

  it('is null for paths that do not exist', () => {
    expect(lastChangeOf(['nothing-here'], dir)).toBeNull();
  });

  it('dates several groups from one history, each by its own paths', () => {
    write('other/x.ts', 'x3', new Date('2026-02-02T00:00:00Z'));
    expect(
      lastChanges({ a: ['docs/a.mdx'], docs: ['docs'], both: ['docs', 'other'], none: ['nothing-here'] }, dir),
    ).toEqual({
      a: new Date('2025-03-01T10:00:00Z'),
      docs: new Date('2025-06-15T12:00:00Z'),
      both: new Date('2026-02-02T00:00:00Z'),
      none: null,
    });
  });

  it('takes a merge whose resolution changed a path from both parents as its last change', () => {
    git('checkout', '-qb', 'side');
    write('docs/a.mdx', 'side');
    commit('2025-10-01T00:00:00Z');
    git('checkout', '-q', '-');
    write('docs/a.mdx', 'main');
    commit('2025-10-02T00:00:00Z');
    // Both sides changed the file, so the merge stops; its resolution is neither side's text.
    expect(() => git('merge', '-q', 'side')).toThrow();
    write('docs/a.mdx', 'resolved');
    commit('2025-10-03T00:00:00Z');
    expect(lastChangeOf(['docs/a.mdx'], dir)).toEqual(new Date('2025-10-03T00:00:00Z'));
    expect(lastChangeOf(['docs/b.mdx'], dir)).toEqual(new Date('2025-06-15T12:00:00Z'));
  });
});

describe('lastChangeOf outside git', () => {
  it('is the newest modification time of the files', () => {
    write('docs/a.mdx', 'a', new Date('2025-01-01T00:00:00Z'));
    write('docs/deep/b.mdx', 'b', new Date('2025-05-05T05:05:05Z'));
    write('single.ts', 's', new Date('2024-02-02T00:00:00Z'));
    expect(lastChangeOf(['docs'], dir)).toEqual(new Date('2025-05-05T05:05:05Z'));
    expect(lastChangeOf(['single.ts'], dir)).toEqual(new Date('2024-02-02T00:00:00Z'));
    expect(lastChangeOf(['missing'], dir)).toBeNull();
  });
});

describe('readSourceDates on this repository', () => {
  // One `git log` per content source over the real history: well under a second on a quiet machine,
  // over ten seconds beside the other test lanes on two busy cores.
  it('finds a date for every page whose content lives here', { timeout: 60_000 }, () => {
    const site = join(import.meta.dirname, '..', '..');
    const dates = readSourceDates(site);
    for (const page of Object.keys(CONTENT_SOURCES) as (keyof typeof CONTENT_SOURCES)[]) {
      expect(dates[page], page).toBeInstanceOf(Date);
      expect(dates[page]!.getTime(), page).toBeLessThanOrEqual(Date.now());
    }
    // Every docs article, by its topic page.
    expect(dates.docsTopics?.['/docs/ai-tech/advanced-rag']).toBeInstanceOf(Date);
    expect(Object.keys(dates.docsTopics ?? {}).length).toBeGreaterThanOrEqual(20);
  });
});
