import { describe, expect, it } from 'vitest';
import { differentDay, formatDateTime, formatLongDate, formatShortDate, preview } from './format.ts';

describe('date formatting', () => {
  it.each([
    ['2025-01-05T15:04:00Z', 'Jan 5, 2025 at 3:04 PM'],
    ['2025-01-05T00:00:00Z', 'Jan 5, 2025 at 12:00 AM'],
    ['2024-12-31T23:59:00Z', 'Dec 31, 2024 at 11:59 PM'],
    ['not a date', ''],
  ])('formatDateTime(%s) = %s', (input, expected) => {
    expect(formatDateTime(input, 'UTC')).toBe(expected);
  });

  it.each([
    ['2025-01-05T15:04:00Z', 'Jan 5', 'January 5, 2025'],
    ['2025-11-30T10:00:00Z', 'Nov 30', 'November 30, 2025'],
  ])('short and long dates of %s', (input, short, long) => {
    expect(formatShortDate(input, 'UTC')).toBe(short);
    expect(formatLongDate(input, 'UTC')).toBe(long);
  });

  it.each([
    ['2025-01-05T01:00:00Z', '2025-01-05T23:00:00Z', false],
    ['2025-01-05T01:00:00Z', '2025-01-06T01:00:00Z', true],
  ])('differentDay(%s, %s) = %s', (a, b, expected) => {
    expect(differentDay(a, b, 'UTC')).toBe(expected);
  });
});

describe('preview', () => {
  it.each([
    ['short', 10, 'short'],
    ['exactly ten', 11, 'exactly ten'],
    ['a'.repeat(61), 60, `${'a'.repeat(60)}...`],
    ['b'.repeat(51), 50, `${'b'.repeat(50)}...`],
    ['ünïcödé 🙂🙂', 9, 'ünïcödé 🙂...'],
  ])('preview(%s, %i)', (text, max, expected) => {
    expect(preview(text, max)).toBe(expected);
  });
});
