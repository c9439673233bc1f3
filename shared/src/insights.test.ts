import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, dateOfEpochDay, epochDay, insightsQuerySchema } from './insights.ts';

describe('epochDay', () => {
  it.each([
    ['1970-01-01', 0],
    ['2024-02-29', 19782],
    ['2023-02-29', null],
    ['2024-13-01', null],
    ['2024-1-01', null],
    ['', null],
  ])('%s is day %s', (date, day) => {
    expect(epochDay(date)).toBe(day);
    if (day !== null) expect(dateOfEpochDay(day)).toBe(date);
  });
});

describe('canonicalTimeZone', () => {
  it.each([
    ['Europe/London', 'Europe/London'],
    ['europe/london', 'Europe/London'],
    ['UTC', 'UTC'],
    ['America/Argentina/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
    ['Etc/GMT+5', 'Etc/GMT+5'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['+01:00', null],
    ['Mars/Olympus_Mons', null],
    ["UTC'--", null],
    ['', null],
  ])('%j is %j', (name, zone) => {
    expect(canonicalTimeZone(name)).toBe(zone);
  });
});

describe('insightsQuerySchema', () => {
  it('defaults to day buckets in UTC', () => {
    expect(insightsQuerySchema.parse({ from: '2025-01-01', to: '2025-01-31' })).toEqual({
      from: '2025-01-01',
      to: '2025-01-31',
      bucket: 'day',
      tz: 'UTC',
    });
  });

  it.each([
    [{ from: '2025-01-01', to: '2025-01-01' }, true],
    [{ from: '2024-01-01', to: '2025-12-31' }, true], // 731 days
    [{ from: '2024-01-01', to: '2026-01-01' }, false], // 732 days
    [{ from: '2025-01-02', to: '2025-01-01' }, false],
  ])('%j valid: %s', (input, valid) => {
    expect(insightsQuerySchema.safeParse(input).success).toBe(valid);
  });
});
