import { describe, expect, it } from 'vitest';
import { activeHeading } from './toc-spy.ts';

describe('activeHeading', () => {
  it.each([
    { name: 'no headings', tops: [], line: 160, expected: -1 },
    { name: 'before the first heading', tops: [400, 900, 1500], line: 160, expected: 0 },
    { name: 'first heading at the line', tops: [160, 900, 1500], line: 160, expected: 0 },
    { name: 'second heading just passed', tops: [-300, 120, 700], line: 160, expected: 1 },
    { name: 'all passed', tops: [-900, -400, -20], line: 160, expected: 2 },
  ])('$name → $expected', ({ tops, line, expected }) => {
    expect(activeHeading(tops, line)).toBe(expected);
  });

  it('at the bottom of the page, picks the last heading on screen even below the line', () => {
    expect(activeHeading([-800, 100, 500, 700], 160, true, 844)).toBe(3);
    expect(activeHeading([-800, 100, 500, 1200], 160, true, 844)).toBe(2);
    expect(activeHeading([-800, 100, 500, 1200], 160, false, 844)).toBe(1);
  });
});
