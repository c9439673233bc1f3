// Turns an upload into what we serve: decoded (so a file that only starts like an image fails here),
// turned upright by its EXIF orientation, re-encoded as WebP at each width the pages use. Re-encoding
// drops every piece of metadata (EXIF, GPS, XMP, ICC comments): sharp copies none unless asked to.
// sharp is native: it stays outside the esbuild bundle and Netlify packages it (decision 0074).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { imageWidths, type ImageType } from '@nodal/shared';

/** A decompression bomb (a tiny file that decodes to gigapixels) is refused before it is decoded. */
const MAX_PIXELS = 60_000_000;
/** sharp's names of the formats sniffImageType lets through (AVIF decodes as HEIF with AV1). */
const DECODED_AS: Record<ImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
};

export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

export interface ProcessedImage {
  id: string;
  width: number;
  height: number;
  variants: { width: number; data: Uint8Array }[];
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export function newImageId(width: number, height: number): string {
  const random = [...randomBytes(16)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${random}-${width}x${height}`;
}

export async function processImage(bytes: Uint8Array, type: ImageType): Promise<ProcessedImage> {
  const input = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS });
  let width: number;
  let height: number;
  try {
    const meta = await input.metadata();
    if (meta.format !== DECODED_AS[type]) throw new UnreadableImageError(`decoded as ${meta.format}`);
    ({ width, height } = meta.autoOrient);
  } catch (error) {
    throw new UnreadableImageError('unreadable', { cause: error });
  }
  const upright = input.rotate();
  try {
    const variants = await Promise.all(
      imageWidths(width).map(async (w) => ({
        width: w,
        data: new Uint8Array(await upright.clone().resize({ width: w }).webp({ quality: 80, effort: 4 }).toBuffer()),
      })),
    );
    return { id: newImageId(width, height), width, height, variants };
  } catch (error) {
    throw new UnreadableImageError('unreadable', { cause: error });
  }
}
