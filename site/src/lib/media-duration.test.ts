import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatClock, localClipDuration, webmDurationSeconds } from './media-duration';

const workflows = join(import.meta.dirname, '../../public/media/workflows');

/** An EBML element: the ID bytes, a one-byte size, the body. */
const el = (id: number[], body: number[]) => [...id, 0x80 | body.length, ...body];
const float64 = (n: number) => {
  const b = new DataView(new ArrayBuffer(8));
  b.setFloat64(0, n);
  return [...new Uint8Array(b.buffer)];
};

describe('webmDurationSeconds', () => {
  it('reads Segment → Info → Duration, scaled by TimecodeScale', () => {
    const info = el(
      [0x15, 0x49, 0xa9, 0x66],
      [...el([0x2a, 0xd7, 0xb1], [0x00, 0x98, 0x96, 0x80]), ...el([0x44, 0x89], float64(95.5))],
    );
    // Segment with the "unknown size" marker, as a live encoder writes it.
    const file = new Uint8Array([
      ...el([0x1a, 0x45, 0xdf, 0xa3], [0x42, 0x86, 0x81, 0x01]),
      0x18,
      0x53,
      0x80,
      0x67,
      0xff,
      ...info,
    ]);
    // TimecodeScale 10,000,000 ns: 95.5 ticks are 0.955 s.
    expect(webmDurationSeconds(file)).toBeCloseTo(0.955, 6);
  });

  it('refuses a file that is not WebM or states no duration', () => {
    expect(() => webmDurationSeconds(new Uint8Array([0x00, 0x00, 0x00]))).toThrow(/WebM/);
    const noDuration = new Uint8Array([
      ...el([0x1a, 0x45, 0xdf, 0xa3], []),
      ...el([0x18, 0x53, 0x80, 0x67], el([0x15, 0x49, 0xa9, 0x66], [])),
    ]);
    expect(() => webmDurationSeconds(noDuration)).toThrow(/no duration/);
  });

  it('reads every shipped workflow clip as a loop of a few seconds', () => {
    const clips = readdirSync(workflows).filter((f) => f.endsWith('.webm'));
    expect(clips.length).toBeGreaterThanOrEqual(6);
    for (const clip of clips) {
      const seconds = webmDurationSeconds(readFileSync(join(workflows, clip)));
      expect(seconds, clip).toBeGreaterThan(1);
      expect(seconds, clip).toBeLessThan(60);
    }
  });
});

describe('formatClock and localClipDuration', () => {
  it('formats m:ss, rounded to the second', () => {
    expect(formatClock(6)).toBe('0:06');
    expect(formatClock(59.6)).toBe('1:00');
    expect(formatClock(185.2)).toBe('3:05');
  });

  it('answers for the site’s own WebM files only', () => {
    const clip = readdirSync(workflows).find((f) => f.endsWith('.webm'))!;
    expect(localClipDuration(`/media/workflows/${clip}`)).toMatch(/^\d+:\d\d$/);
    expect(localClipDuration('https://example.org/media/a.webm')).toBeNull();
    expect(localClipDuration('/media/../../package.json')).toBeNull();
    expect(localClipDuration('/media/workflows/no-such-clip.webm')).toBeNull();
    expect(localClipDuration(null)).toBeNull();
  });
});
