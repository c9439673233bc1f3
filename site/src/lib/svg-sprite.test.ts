import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { spriteIcons } from './svg-sprite';

type Element = DefaultTreeAdapterMap['element'];

const check = (extra: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${extra}" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-check size-4" focusable="false" aria-hidden="true"><path d="M20 6 9 17l-5-5"></path></svg>`;

describe('spriteIcons', () => {
  it('defines each drawing once per stroke width and keeps every use’s size, classes and label', () => {
    const html = `<html><body class="x"><p>${check('2')}</p><p>${check('1.75')}</p><p>${check('2')}</p><p>${check('1.75')}</p></body></html>`;
    const out = spriteIcons(html);
    expect(out.match(/<symbol /g)).toHaveLength(2);
    expect(out).toContain(
      '<body class="x"><svg hidden aria-hidden="true" data-icon-sprite><symbol id="icon-check" viewBox="0 0 24 24" stroke-width="2"><path d="M20 6 9 17l-5-5"></path></symbol><symbol id="icon-check-2" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"></path></symbol></svg>',
    );
    expect(out.match(/<svg class="size-4" aria-hidden="true"><use href="#icon-check"\/><\/svg>/g)).toHaveLength(2);
    expect(out.match(/<use href="#icon-check-2"\/>/g)).toHaveLength(2);
  });

  it('sets Lucide’s usual drawing once, on <use>, and a symbol states only what differs from it', () => {
    const play = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" stroke-width="1.75" stroke-linejoin="round" class="size-5"><path d="M5 5z"></path></svg>`;
    const out = spriteIcons(`<html><head><title>t</title></head><body><p>${play}${play}</p></body></html>`);
    expect(out).toContain(
      '<style>use{fill:none;stroke:currentColor;stroke-width:1.75;stroke-linecap:round;stroke-linejoin:round}@layer base{svg:has(>use){width:24px;height:24px}}</style></head>',
    );
    // The glyph is filled, and without a line cap of its own it had SVG's initial one.
    expect(out).toContain('<symbol id="icon-icon" viewBox="0 0 24 24" fill="currentColor" stroke-linecap="butt">');
  });

  it('draws a <use> that an HTML parser reads as the drawing’s only child, sized by its <svg>', () => {
    const out = spriteIcons(`<body><p>${check('2')}</p><p>${check('2')}</p><span>after</span></body>`);
    // How a browser reads it: the HTML parser, which honours "/>" inside SVG only.
    const html = parse(out).childNodes[0] as Element;
    const body = html.childNodes[1] as Element;
    const tags = (node: Element) => node.childNodes.map((child) => child.nodeName);
    expect(tags(body)).toEqual(['svg', 'p', 'p', 'span']);
    const svg = (body.childNodes[1] as Element).childNodes[0] as Element;
    expect(tags(svg)).toEqual(['use']);
    expect(svg.attrs.map((a) => a.name)).toEqual(['class', 'aria-hidden']);
  });

  it('leaves icons inside an island as React rendered them', () => {
    const html = `<body><astro-island uid="a">${check('2')}</astro-island></body>`;
    expect(spriteIcons(html)).toBe(html);
  });
});

describe('an icon drawn once', () => {
  it('stays inline, without the namespace, focusable and Lucide classes', () => {
    const out = spriteIcons(`<body><p>${check('2')}</p></body>`);
    expect(out).toBe(
      '<body><p><svg width="24" height="24" viewBox="0 0 24 24" class="size-4" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M20 6 9 17l-5-5"></path></svg></p></body>',
    );
  });
});
