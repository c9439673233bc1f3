import { describe, expect, it } from 'vitest';
import { slugFromPath } from './updates-slug.ts';

describe('slugFromPath', () => {
  it.each([
    ['/updates/early-access-beta-opens', 'early-access-beta-opens'],
    ['/updates/early-access-beta-opens/', 'early-access-beta-opens'],
    ['/updates/a1-b2', 'a1-b2'],
    ['/updates/', null],
    ['/updates', null],
    ['/updates/a/b', null],
    ['/updates/UPPER', null],
    ['/updates/%E0%A4%A', null],
    ['/updates/..%2Fadmin', null],
    ['/updates/_fallback', null],
    ['/docs/x', null],
  ])('%s → %s', (path, slug) => {
    expect(slugFromPath(path)).toBe(slug);
  });
});
