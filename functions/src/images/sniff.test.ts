import { describe, expect, it } from 'vitest';
import { sniffImageType } from './sniff.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
/** An ISO-BMFF `ftyp` box of 24 bytes: major brand, minor version, two compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible);

describe('sniffImageType', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), 'image/png'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['AVIF (major brand)', ftyp('avif', 'mif1', 'miaf'), 'image/avif'],
    ['AVIF sequence', ftyp('avis', 'msf1'), 'image/avif'],
    ['AVIF (compatible brand)', ftyp('mif1', 'miaf', 'avif'), 'image/avif'],
  ])('knows %s from its bytes', (_name, input, type) => {
    expect(sniffImageType(input)).toBe(type);
  });

  it.each([
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['SVG with an XML prolog', bytes('<?xml version="1.0"?><svg/>')],
    ['GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['HEIC (an ftyp box without avif)', ftyp('heic', 'mif1', 'heic')],
    ['a WAV file (RIFF but not WEBP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a ZIP', bytes('PK', [3, 4, 20, 0])],
    ['two bytes of JPEG', bytes([0xff, 0xd8])],
    ['nothing', new Uint8Array()],
    ['PDF', bytes('%PDF-1.7')],
  ])('refuses %s', (_name, input) => {
    expect(sniffImageType(input)).toBeNull();
  });

  it('does not read past the ftyp box for a brand', () => {
    // The box is 16 bytes (no compatible brands); an "avif" after it belongs to another box.
    expect(sniffImageType(bytes([0, 0, 0, 16], 'ftyp', 'mif1', [0, 0, 0, 0], 'avif'))).toBeNull();
  });
});
