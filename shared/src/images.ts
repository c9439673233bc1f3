// Article images: the limits an upload must meet, the widths each image is served at and the URL
// that names one of them. An image's id carries its size (`k3x9…-1600x900`), so any page (and the
// Markdown renderer, which has no database) can write width, height and srcset from the URL alone.

/** What an upload may be: the type is read from the bytes, never from the name (decision 0072). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** One binary request of an upload: under Netlify's 6 MB request limit with room to spare. */
export const IMAGE_CHUNK_BYTES = 4 * 1024 * 1024;
/** The widths pages ask for; an image is stored at those not wider than itself (and at its own width below 1600). */
export const IMAGE_WIDTHS = [480, 800, 1200, 1600] as const;

/** An article's column is 720 px wide (max-w-3xl less its padding), the viewport less its padding below that. */
export const ARTICLE_BODY_IMAGE_SIZES = '(min-width: 48rem) 720px, calc(100vw - 2.5rem)';

export const IMAGE_TOO_LARGE = 'Images must be at most 10 MB';
export const IMAGE_WRONG_TYPE = 'Only JPEG, PNG, WebP and AVIF images can be uploaded';

/** `<16 random lowercase letters or digits>-<width>x<height>` */
export const IMAGE_ID_PATTERN = /^[a-z0-9]{16}-[1-9][0-9]{0,4}x[1-9][0-9]{0,4}$/;

const IMAGE_URL = /^\/api\/images\/([a-z0-9]{16}-([1-9][0-9]{0,4})x([1-9][0-9]{0,4}))\/([1-9][0-9]{0,4})\.webp$/;

/** The widths an image of this width is stored and served at, narrowest first. */
export function imageWidths(originalWidth: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= originalWidth);
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  if (originalWidth < largest && !widths.includes(originalWidth)) widths.push(originalWidth);
  return widths;
}

export function imageUrl(id: string, width: number): string {
  return `/api/images/${id}/${width}.webp`;
}

export interface ImageRef {
  id: string;
  width: number;
  height: number;
}

/** The width and height in an image id, or null when it is not one of ours. */
export function parseImageId(id: string): ImageRef | null {
  if (!IMAGE_ID_PATTERN.test(id)) return null;
  const [, size] = id.split('-') as [string, string];
  const [width, height] = size.split('x').map(Number) as [number, number];
  return { id, width, height };
}

/** The image a URL of ours names (any of its widths), or null for anything else. */
export function parseImageUrl(url: string): ImageRef | null {
  const match = IMAGE_URL.exec(url);
  return match ? parseImageId(match[1]!) : null;
}

/** What an <img> of one of our images needs: the largest width as src, every width in srcset, the intrinsic size. */
export function imageAttributes(image: ImageRef): { src: string; srcset: string; width: number; height: number } {
  const widths = imageWidths(image.width);
  return {
    src: imageUrl(image.id, widths[widths.length - 1]!),
    srcset: widths.map((w) => `${imageUrl(image.id, w)} ${w}w`).join(', '),
    width: image.width,
    height: image.height,
  };
}

/** The Markdown the editor inserts for an uploaded image. Brackets in the alt text would end it early. */
export function imageMarkdown(id: string, alt: string): string {
  const ref = parseImageId(id)!;
  const safeAlt = alt.replace(/[[\]\\]/g, (c) => `\\${c}`).replace(/\s+/g, ' ');
  return `![${safeAlt}](${imageAttributes(ref).src})`;
}

/** Markdown images in a body whose alt text is empty: `![](…)` or `![  ](…)`. */
export function hasImageWithoutAlt(markdown: string): boolean {
  return /!\[\s*\]\(/.test(markdown);
}

/** What a page shares (Open Graph, feeds): one file of an image, its size and its alt text. */
export interface ShareImage {
  path: string;
  width: number;
  height: number;
  alt: string;
  type: 'image/webp';
}

/** The width closest to 1200 (what link previews show) not wider than the image, with its height. */
export function shareImage(id: string, alt: string): ShareImage | null {
  const ref = parseImageId(id);
  if (!ref) return null;
  const widths = imageWidths(ref.width);
  const width = widths.filter((w) => w <= 1200).at(-1) ?? widths[0]!;
  return {
    path: imageUrl(ref.id, width),
    width,
    height: Math.round((ref.height * width) / ref.width),
    alt,
    type: 'image/webp',
  };
}
