import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { svgDataUri } from './svg-data-uri';

describe('svgDataUri', () => {
  it('encodes what a URL or a double-quoted attribute would misread, and nothing else', () => {
    const uri = svgDataUri(' <svg viewBox="0 0 2 2">\n  <rect fill="#fff" width="100%"/>\n</svg>\n');
    expect(uri).toBe(
      "data:image/svg+xml,%3Csvg viewBox='0 0 2 2'%3E%3Crect fill='%23fff' width='100%25'/%3E%3C/svg%3E",
    );
  });

  it('gives back the favicon as drawn when a browser decodes it', () => {
    const svg = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
    const uri = svgDataUri(svg);
    expect(uri).not.toMatch(/["#<>]/);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(
      svg.trim().replace(/>\s+</g, '><').replace(/"/g, "'"),
    );
  });
});
