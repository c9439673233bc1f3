import { describe, expect, it } from 'vitest';
import {
  differentDay,
  formatDateTime,
  formatExactDateTime,
  formatLongDate,
  formatPublicDate,
  formatShortDate,
  preview,
} from './format.ts';

describe('date formatting', () => {
  it.each([
    ['2025-01-05T15:04:00Z', 'Jan 5, 2025 at 3:04 PM'],
    ['2025-01-05T00:00:00Z', 'Jan 5, 2025 at 12:00 AM'],
    ['2024-12-31T23:59:00Z', 'Dec 31, 2024 at 11:59 PM'],
    ['not a date', ''],
  ])('formatDateTime(%s) = %s', (input, expected) => {
    expect(formatDateTime(input, 'UTC')).toBe(expected);
  });

  it('formatExactDateTime gives the second and the time zone', () => {
    expect(formatExactDateTime('2025-01-05T15:04:09Z', 'UTC')).toBe('Sunday, January 5, 2025 at 3:04:09 PM UTC');
    expect(formatExactDateTime('not a date')).toBe('');
  });

  it.each([
    ['2025-01-05T15:04:00Z', 'Jan 5', 'January 5, 2025'],
    ['2025-11-30T10:00:00Z', 'Nov 30', 'November 30, 2025'],
  ])('short and long dates of %s', (input, short, long) => {
    expect(formatShortDate(input, 'UTC')).toBe(short);
    expect(formatLongDate(input, 'UTC')).toBe(long);
  });

  describe('formatPublicDate: the year only when it is not the current one', () => {
    const now = '2026-06-15T12:00:00Z';
    it.each([
      ['2026-03-10T09:00:00Z', 'Mar 10', 'March 10'],
      ['2025-03-10T09:00:00Z', 'Mar 10, 2025', 'March 10, 2025'],
      ['2027-01-02T09:00:00Z', 'Jan 2, 2027', 'January 2, 2027'],
      // The first and last instants of the year, read in UTC like the day itself.
      ['2026-01-01T00:00:00Z', 'Jan 1', 'January 1'],
      ['2025-12-31T23:59:59Z', 'Dec 31, 2025', 'December 31, 2025'],
    ])('%s', (input, short, long) => {
      expect(formatPublicDate(input, { now })).toBe(short);
      expect(formatPublicDate(input, { now, month: 'long' })).toBe(long);
    });

    it('judges "now" in the same zone as the date', () => {
      // 23:30 UTC on New Year's Eve is already the next year in Berlin.
      const eve = '2025-12-31T23:30:00Z';
      expect(formatPublicDate('2026-01-01T10:00:00Z', { now: eve })).toBe('Jan 1, 2026');
      expect(formatPublicDate('2026-01-01T10:00:00Z', { now: eve, timeZone: 'Europe/Berlin' })).toBe('Jan 1');
    });

    it('takes Date objects and timestamps, and prints nothing for an invalid date', () => {
      const at = new Date('2024-07-04T12:00:00Z');
      expect(formatPublicDate(at, { now: at.getTime() })).toBe('Jul 4');
      expect(formatPublicDate(at.getTime(), { now: new Date('2026-01-01T00:00:00Z') })).toBe('Jul 4, 2024');
      expect(formatPublicDate('not a date', { now })).toBe('');
    });

    it('defaults to the clock of whoever renders', () => {
      const thisYear = new Date();
      expect(formatPublicDate(thisYear)).not.toMatch(/\d{4}$/);
      expect(formatPublicDate('2001-09-09T12:00:00Z')).toBe('Sep 9, 2001');
    });
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
