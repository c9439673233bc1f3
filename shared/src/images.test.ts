import { describe, expect, it } from 'vitest';
import {
  hasImageWithoutAlt,
  imageAttributes,
  imageMarkdown,
  imageWidths,
  parseImageId,
  parseImageUrl,
} from './images.ts';
import { renderMarkdown } from './markdown.ts';

const id = 'abcdefghij012345-2000x1125';

describe('imageWidths', () => {
  it.each([
    [3000, [480, 800, 1200, 1600]],
    [1600, [480, 800, 1200, 1600]],
    [1300, [480, 800, 1200, 1300]],
    [800, [480, 800]],
    [600, [480, 600]],
    [480, [480]],
    [300, [300]],
    [1, [1]],
  ])('an image %i pixels wide is served at %j, never wider than itself', (width, widths) => {
    expect(imageWidths(width)).toEqual(widths);
  });
});

describe('image ids and URLs', () => {
  it('reads the size from the id and the URL of any width', () => {
    expect(parseImageId(id)).toEqual({ id, width: 2000, height: 1125 });
    expect(parseImageUrl(`/api/images/${id}/800.webp`)).toEqual({ id, width: 2000, height: 1125 });
  });

  it.each([
    'ABCDEFGHIJ012345-2000x1125',
    'abcdefghij01234-2000x1125',
    'abcdefghij012345-0x10',
    'abcdefghij012345-2000',
    '../etc/passwd',
  ])('refuses the id %s', (bad) => {
    expect(parseImageId(bad)).toBeNull();
  });

  it.each([
    `https://elsewhere.example/api/images/${id}/800.webp`,
    `/api/images/${id}/800.png`,
    `/api/images/${id}/800.webp?x=1`,
    '/og.png',
  ])('does not take %s for one of ours', (url) => {
    expect(parseImageUrl(url)).toBeNull();
  });

  it('gives an <img> every width and the intrinsic size', () => {
    expect(imageAttributes({ id, width: 2000, height: 1125 })).toEqual({
      src: `/api/images/${id}/1600.webp`,
      srcset: [480, 800, 1200, 1600].map((w) => `/api/images/${id}/${w}.webp ${w}w`).join(', '),
      width: 2000,
      height: 1125,
    });
  });
});

describe('images in Markdown', () => {
  it('inserts Markdown whose alt text cannot end the brackets early', () => {
    expect(imageMarkdown(id, 'A [bracketed]\nword')).toBe(`![A \\[bracketed\\] word](/api/images/${id}/1600.webp)`);
  });

  it('renders our images with srcset, sizes, width, height and lazy loading, and others as they are', () => {
    const html = renderMarkdown(`${imageMarkdown(id, 'A "bench" <lab>')}\n\n![Elsewhere](https://example.org/a.png)`);
    expect(html).toContain(
      `<img src="/api/images/${id}/1600.webp" srcset="/api/images/${id}/480.webp 480w, /api/images/${id}/800.webp 800w, ` +
        `/api/images/${id}/1200.webp 1200w, /api/images/${id}/1600.webp 1600w" sizes="(min-width: 48rem) 720px, calc(100vw - 2.5rem)" ` +
        `width="2000" height="1125" alt="A &quot;bench&quot; &lt;lab&gt;" loading="lazy" decoding="async">`,
    );
    expect(html).toContain('<img src="https://example.org/a.png" alt="Elsewhere">');
  });

  it('finds images without alt text', () => {
    expect(hasImageWithoutAlt(`Text ![](/api/images/${id}/800.webp)`)).toBe(true);
    expect(hasImageWithoutAlt(`Text ![ ](x.png)`)).toBe(true);
    expect(hasImageWithoutAlt(`Text ![A bench](x.png) and [a link]() and []()`)).toBe(false);
  });
});
