import { readFileSync } from 'node:fs';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { beforeAll, describe, expect, it } from 'vitest';
import { interFace, subsetInter } from './subset-inter.ts';

/** The committed file's weight axis and the code points it maps, read by HarfBuzz (from TrueType). */
async function readFont(file: string) {
  const woff2 = readFileSync(file);
  const everything = String.fromCodePoint(...Array.from({ length: 0x2300 - 0x20 }, (_, i) => i + 0x20));
  const ttf = await subsetFont(woff2, everything, { targetFormat: 'truetype' });
  const face = new hb.Face(new hb.Blob(new Uint8Array(ttf).buffer));
  return { axes: face.getAxisInfos(), codePoints: new Set(face.collectUnicodes()), bytes: woff2.byteLength };
}

describe('the brand font, cut from Inter by scripts/subset-inter.ts', { timeout: 60_000 }, () => {
  const face = interFace();
  let font: Awaited<ReturnType<typeof readFont>>;
  beforeAll(async () => {
    font = await readFont(face.file);
  });

  it('is what the script makes now: regenerate it after changing inter.css or the package', async () => {
    expect(Buffer.compare(await subsetInter(), readFileSync(face.file))).toBe(0);
  });

  it('varies over exactly the weights inter.css declares, and is under 32 KB', () => {
    expect(font.axes.wght).toMatchObject({ min: face.weight.min, max: face.weight.max });
    expect(Object.keys(font.axes)).toEqual(['wght']);
    expect(font.bytes).toBeLessThan(32 * 1024);
  });

  it('draws the letters, digits and punctuation the pages use, accents and typographic quotes included', () => {
    const { codePoints } = font;
    const sample = 'Nodal — “Peer review”, café, naïve, Zürich, 1–9 € © ™ … ’ 0123456789 ÆØÅ æøå ß';
    const missing = [...sample].filter((c) => c !== ' ' && !codePoints.has(c.codePointAt(0)!));
    expect(missing).toEqual([]);
    // Nothing beyond the declared range: the browser would never ask this file for it.
    const declared = new Set(face.codePoints);
    expect([...codePoints].filter((c) => !declared.has(c))).toEqual([]);
  });
});
