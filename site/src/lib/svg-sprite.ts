// The landing page draws the same icons many times (a check mark beside every list item, an arrow
// in every call to action). After the build, every icon drawn twice or more outside an island is
// defined once as a <symbol> in a hidden sprite at the start of <body>, and each drawing becomes a
// <use> of it that keeps only its classes and label: the same pixels for a fraction of the bytes and
// elements. The <use> needs no viewBox of its own: it fills its <svg>, and the symbol's viewBox
// scales the drawing into it; the <svg>'s default size of 24×24 comes from the sprite's style. Lucide's usual drawing (no fill, a round-capped stroke of the
// text colour, 1.75 wide) is set once, by a style rule on <use> that the drawing inherits; a symbol
// states only what differs from it (a filled play glyph, a 2-wide stroke). An icon drawn once stays
// inline, without the attributes an HTML page ignores. Icons inside an island stay as they are,
// since React hydrates that markup and expects to find what it rendered.

/** An icon as Icon.astro renders it: a 24×24 stroked drawing with no nested <svg>. */
const ICON =
  /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"((?: width="24" height="24")? viewBox="0 0 24 24"[^>]*)>((?:(?!<\/?svg\b)[\s\S])*?)<\/svg>/g;

/** Attributes that describe the drawing: they move to its <symbol>, which its content inherits from. */
const DRAWING = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin'];
/** The drawing every symbol starts from, through the inherited properties of its <use>. */
const USUAL_DRAWING: readonly Attribute[] = [
  ['fill', 'none'],
  ['stroke', 'currentColor'],
  ['stroke-width', '1.75'],
  ['stroke-linecap', 'round'],
  ['stroke-linejoin', 'round'],
];
/**
 * The sprite's style: the usual drawing on <use>, and the 24×24 size every drawing had as its width
 * and height attributes, in the base layer, so that (like those attributes) any size class wins.
 */
export const SPRITE_STYLE = `use{${USUAL_DRAWING.map(([n, v]) => `${n}:${v}`).join(';')}}@layer base{svg:has(>use){width:24px;height:24px}}`;
/** SVG's initial values, which a drawing that omits one of those attributes had before the rule. */
const INITIAL: Record<string, string> = {
  fill: 'black',
  stroke: 'none',
  'stroke-width': '1',
  'stroke-linecap': 'butt',
  'stroke-linejoin': 'miter',
};
/** What a symbol states so that, under the rule on <use>, it draws as `drawing` did inline. */
const symbolDrawing = (drawing: readonly Attribute[]): Attribute[] =>
  USUAL_DRAWING.flatMap(([name, usual]): Attribute[] => {
    const value = drawing.find(([n]) => n === name)?.[1] ?? INITIAL[name]!;
    return value === usual ? [] : [[name, value]];
  });
/** Attributes with no effect in an HTML page (the namespace is implied, focusable is for old IE). */
const DROPPED = ['xmlns', 'focusable'];

/** The [start, end) offsets of every top-level <astro-island> element. */
export function islandRanges(html: string): [number, number][] {
  const ranges: [number, number][] = [];
  const tags = /<(\/?)astro-island\b/g;
  let depth = 0;
  let start = 0;
  for (const m of html.matchAll(tags)) {
    if (!m[1]) {
      if (depth++ === 0) start = m.index;
    } else if (--depth === 0) {
      ranges.push([start, m.index]);
    }
  }
  return ranges;
}

type Attribute = readonly [name: string, value: string];

const attributesOf = (tag: string): Attribute[] =>
  [...tag.matchAll(/\s([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!] as const);
const serialize = (attributes: readonly Attribute[]) => attributes.map(([n, v]) => ` ${n}="${v}"`).join('');

/** Returns `html` with every icon repeated outside islands drawn from one sprite. */
export function spriteIcons(html: string): string {
  const islands = islandRanges(html);
  const inIsland = (at: number) => islands.some(([s, e]) => at >= s && at < e);
  const found = [...html.matchAll(ICON)].filter((m) => !inIsland(m.index));
  if (!found.length) return html;

  const icons = found.map((m) => {
    const attributes = attributesOf(` xmlns=""${m[1]!}`);
    const drawing = attributes.filter(([name]) => DRAWING.includes(name));
    const own = attributes.filter(([name]) => !DRAWING.includes(name) && !DROPPED.includes(name));
    const body = `viewBox="0 0 24 24"${serialize(symbolDrawing(drawing))}>${m[2]!}`;
    return { m, drawing, own, body };
  });
  const uses = new Map<string, number>();
  for (const { body } of icons) uses.set(body, (uses.get(body) ?? 0) + 1);

  const symbols = new Map<string, string>(); // symbol markup → id
  const taken = new Set<string>();
  let out = '';
  let last = 0;
  for (const { m, drawing, own, body } of icons) {
    const classes = own.find(([name]) => name === 'class')?.[1] ?? '';
    const name = /\blucide-([\w-]+)/.exec(classes)?.[1] ?? 'icon';
    const kept = own
      .map(([n, v]): Attribute => (n === 'class' ? [n, v.replace(/\blucide(?:-[\w-]+)?\s*/g, '').trim()] : [n, v]))
      .filter(([n, v]) => n !== 'class' || v);
    out += html.slice(last, m.index);
    last = m.index + m[0].length;
    // Drawn once: a symbol and a <use> would be two elements more than the drawing itself.
    if (uses.get(body)! < 2) {
      out += `<svg${serialize(kept)}${serialize(drawing)}>${m[2]!}</svg>`;
      continue;
    }
    let id = symbols.get(body);
    if (!id) {
      id = `icon-${name}`;
      for (let n = 2; taken.has(id); n++) id = `icon-${name}-${n}`;
      taken.add(id);
      symbols.set(body, id);
    }
    // In SVG content the HTML parser honours "/>", so the <use> needs no end tag.
    const size = ['viewBox', 'width', 'height'];
    out += `<svg${serialize(kept.filter(([n]) => !size.includes(n)))}><use href="#${id}"/></svg>`;
  }
  out += html.slice(last);
  if (!symbols.size) return out;
  const defs = [...symbols].map(([body, id]) => `<symbol id="${id}" ${body}</symbol>`).join('');
  const sprite = `<svg hidden aria-hidden="true" data-icon-sprite>${defs}</svg>`;
  return out
    .replace('</head>', `<style>${SPRITE_STYLE}</style></head>`)
    .replace(/<body\b[^>]*>/, (tag) => tag + sprite);
}
