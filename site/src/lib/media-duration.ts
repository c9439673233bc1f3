// The length of a WebM clip, read from its own header at build time, so a duration badge on the
// site always states what the file really plays. WebM is Matroska: a tree of EBML elements, each
// an ID and a size written as variable-length integers. The duration sits near the start, in
// Segment → Info → Duration (a float counted in TimecodeScale nanoseconds, by default 1 ms).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const DEFAULT_TIMECODE_SCALE = 1_000_000;

interface Vint {
  value: number;
  length: number;
  /** all value bits set: the "unknown size" a live encoder writes for an open-ended element */
  unknown: boolean;
}

function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): Vint {
  const first = bytes[at];
  if (first === undefined || first === 0) throw new Error(`WebM: bad variable-length integer at byte ${at}`);
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) throw new Error('WebM: header cut short');
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const b = bytes[at + i]!;
    value = value * 256 + b;
    allOnes &&= b === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/** Duration in seconds of the WebM file in `bytes`; throws when the file does not state one. */
export function webmDurationSeconds(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let scale = DEFAULT_TIMECODE_SCALE;
  let duration: number | null = null;
  let at = 0;
  let end = bytes.length;
  let sawHeader = false;
  while (at < end) {
    const id = readVint(bytes, at, true);
    const size = readVint(bytes, at + id.length, false);
    const body = at + id.length + size.length;
    if (id.value === EBML_HEADER) sawHeader = true;
    if (id.value === SEGMENT || id.value === INFO) {
      // Step into the element: its children follow its header directly.
      if (id.value === INFO) end = size.unknown ? end : Math.min(end, body + size.value);
      at = body;
      continue;
    }
    if (id.value === TIMECODE_SCALE) {
      scale = 0;
      for (let i = 0; i < size.value; i++) scale = scale * 256 + bytes[body + i]!;
    } else if (id.value === DURATION) {
      duration = size.value === 4 ? view.getFloat32(body) : view.getFloat64(body);
    }
    if (size.unknown) break;
    at = body + size.value;
  }
  if (!sawHeader) throw new Error('WebM: not an EBML file');
  if (duration === null || !Number.isFinite(duration)) throw new Error('WebM: no duration in the Info element');
  return (duration * scale) / 1e9;
}

/** "m:ss", the form the duration badges use; rounded to the nearest second. */
export function formatClock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The site's public/ folder. Not found through import.meta.url: during a build this module runs
 * from a bundled chunk elsewhere. Astro builds from the site folder; vitest runs from the root.
 */
function publicDir(): string {
  const cwd = process.cwd();
  return join(existsSync(join(cwd, 'astro.config.mjs')) ? cwd : join(cwd, 'site'), 'public');
}

/**
 * The badge for a clip served from the site's own public/ folder ("/media/…webm"), or null for
 * anything the build cannot read: another host, another format, a file that is not there or not
 * WebM after all. An admin's typo must not stop the whole site from building; the typed duration
 * stays then.
 */
export function localClipDuration(src: string | null | undefined): string | null {
  if (!src || !src.startsWith('/media/') || !src.endsWith('.webm') || src.includes('..')) return null;
  const file = join(publicDir(), src);
  if (!existsSync(file)) return null;
  try {
    return formatClock(webmDurationSeconds(readFileSync(file)));
  } catch {
    return null;
  }
}
