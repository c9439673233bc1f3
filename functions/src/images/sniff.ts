// What an upload really is, from its first bytes: the name and the browser's claimed type are the
// uploader's word, the magic numbers are the file's. Only the four formats we serve pass.
import type { ImageType } from '@nodal/shared';

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length && [...text].every((c, i) => bytes[start + i] === c.charCodeAt(0));

/** AVIF is an ISO-BMFF file whose `ftyp` box names `avif` (still) or `avis` (sequence) as a brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (!ascii(bytes, 4, 'ftyp')) return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length, 256);
  // The major brand at 8, then the minor version at 12, then compatible brands from 16.
  for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) {
    if (ascii(bytes, at, 'avif') || ascii(bytes, at, 'avis')) return true;
  }
  return false;
}

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  return null;
}
