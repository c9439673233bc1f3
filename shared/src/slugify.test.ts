import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slugify.ts';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Nodal 2.0: What’s New?  ', 'nodal-20-whats-new'],
    ['Multiple   spaces\tand\nlines', 'multiple-spaces-and-lines'],
    ['dash -- collapse', 'dash-collapse'],
    ['Café Résumé', 'cafe-resume'],
    ['---', ''],
    ['Q1 2025 Early Access Beta', 'q1-2025-early-access-beta'],
  ])('slugify(%j) = %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('always produces a valid slug when non-empty', () => {
    for (const title of ['A/B testing & more', 'Ünïcödé <script>', '100% faster!!!']) {
      const slug = slugify(title);
      expect(slug).toMatch(SLUG_PATTERN);
    }
  });
});
