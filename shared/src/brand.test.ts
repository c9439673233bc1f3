import { describe, expect, it } from 'vitest';
import { logoMarkSvg } from './brand.ts';

describe('logoMarkSvg', () => {
  it('fills the square with the gradient it defines under the given id', () => {
    const svg = logoMarkSvg('nodal-mark-7');
    expect(svg).toContain('<linearGradient id="nodal-mark-7"');
    expect(svg).toContain('fill="url(#nodal-mark-7)"');
  });

  it('draws the two edges and the three nodes, one of them in the accent colour', () => {
    const svg = logoMarkSvg('g');
    expect(svg.match(/<circle /g)).toHaveLength(3);
    expect(svg).toContain('fill="#5eead4"');
    expect(svg).toContain('d="M10 21.5 16 10.5l6 11M10 21.5h12"');
  });
});
