// `pnpm exec tsx scripts/subset-inter.ts`: writes the brand's Inter file from the variable font that
// @fontsource-variable/inter ships. It keeps the code points and the weight range that
// shared/src/styles/inter.css declares, so that stylesheet stays the one place both are stated. The
// pages use weights 400 to 700 only, and the file is on every page's path to its first paint: 48 KB
// became 29 KB. The output is committed; scripts/subset-inter.test.ts checks it against inter.css.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';
import { ROOT } from './paths.ts';

export const INTER_CSS = join(ROOT, 'shared/src/styles/inter.css');
const SOURCE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/** What inter.css declares for 'Inter Variable': its file, its weight range and its code points. */
export function interFace(css = readFileSync(INTER_CSS, 'utf8')) {
  const rule = /@font-face\s*\{[^}]*font-family:\s*'Inter Variable'[^}]*\}/.exec(css)?.[0];
  if (!rule) throw new Error("inter.css declares no @font-face for 'Inter Variable'");
  const weight = /font-weight:\s*(\d+)\s+(\d+)\s*;/.exec(rule);
  const file = /src:\s*url\('\.\/([^']+)'\)/.exec(rule);
  const ranges = /unicode-range:\s*([^;]+);/.exec(rule);
  if (!weight || !file || !ranges)
    throw new Error('inter.css: the Inter face needs font-weight, a local src and unicode-range');
  const codePoints = ranges[1]!.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from!, 16);
    const end = parseInt(to!, 16);
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
  return {
    file: join(ROOT, 'shared/src/styles', file[1]!),
    weight: { min: Number(weight[1]), max: Number(weight[2]) },
    codePoints,
  };
}

/** The subset of Inter that inter.css declares, as WOFF2. */
export async function subsetInter(): Promise<Buffer> {
  const face = interFace();
  const source = readFileSync(createRequire(join(ROOT, 'shared/package.json')).resolve(SOURCE));
  // Control characters are in the declared range but have no glyphs; hb-subset skips what is absent.
  const text = String.fromCodePoint(...face.codePoints.filter((c) => c >= 0x20));
  return subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: face.weight } });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const face = interFace();
  const font = await subsetInter();
  writeFileSync(face.file, font);
  console.log(`[inter] ${face.file}: ${font.byteLength} bytes, weights ${face.weight.min}–${face.weight.max}`);
}
