import { describe, expect, it } from 'vitest';
import { spriteIcons } from './svg-sprite';

const check = (extra: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${extra}" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-check size-4" focusable="false" aria-hidden="true"><path d="M20 6 9 17l-5-5"></path></svg>`;

describe('spriteIcons', () => {
  it('defines each drawing once and keeps every use’s size, stroke width, classes and label', () => {
    const html = `<html><body class="x"><p>${check('2')}</p><p>${check('1.75')}</p></body></html>`;
    const out = spriteIcons(html);
    expect(out.match(/<symbol /g)).toHaveLength(1);
    expect(out).toContain(
      '<body class="x"><svg hidden aria-hidden="true" data-icon-sprite><symbol id="icon-check" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"><path d="M20 6 9 17l-5-5"></path></symbol></svg>',
    );
    expect(out).toContain(
      '<p><svg width="24" height="24" viewBox="0 0 24 24" stroke-width="2" class="size-4" aria-hidden="true"><use href="#icon-check"></use></svg></p>',
    );
    expect(out).toContain('stroke-width="1.75" class="size-4"');
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
      '<body><p><svg width="24" height="24" viewBox="0 0 24 24" stroke-width="2" class="size-4" aria-hidden="true" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"><path d="M20 6 9 17l-5-5"></path></svg></p></body>',
    );
  });
});
