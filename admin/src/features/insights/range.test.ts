import { describe, expect, it } from 'vitest';
import {
  activityMissing,
  bucketLabel,
  bucketTitle,
  conversionMissing,
  conversionNote,
  ctaLabel,
  FEW_CTA_EVENTS,
  formatRate,
  lastDays,
  overdueSummary,
  rangeFromSearch,
  rangeQuery,
  seriesTotals,
  todayIn,
  weekDaysInRange,
  withOther,
} from './range.ts';

// 23:30 UTC on Sunday 2 March 2025: already Monday the 3rd east of Greenwich.
const now = new Date('2025-03-02T23:30:00Z');

describe('todayIn', () => {
  it.each([
    ['UTC', '2025-03-02'],
    ['Europe/Berlin', '2025-03-03'],
    ['America/Los_Angeles', '2025-03-02'],
    ['Pacific/Kiritimati', '2025-03-03'],
  ])('in %s it is %s', (tz, date) => {
    expect(todayIn(tz, now)).toBe(date);
  });
});

describe('lastDays', () => {
  it.each([
    [1, 'UTC', '2025-03-02', '2025-03-02'],
    [30, 'UTC', '2025-02-01', '2025-03-02'],
    [30, 'Europe/Berlin', '2025-02-02', '2025-03-03'],
    [365, 'UTC', '2024-03-03', '2025-03-02'], // 2024 was a leap year
  ])('%i days in %s run from %s to %s', (days, tz, from, to) => {
    expect(lastDays(days, 'day', tz, now)).toEqual({ from, to, bucket: 'day', tz });
  });
});

describe('rangeFromSearch', () => {
  it('takes a valid range from the address bar', () => {
    const search = new URLSearchParams('from=2024-01-01&to=2024-06-30&bucket=week');
    expect(rangeFromSearch(search, 'Europe/London', now)).toEqual({
      from: '2024-01-01',
      to: '2024-06-30',
      bucket: 'week',
      tz: 'Europe/London',
    });
  });

  it.each([
    [''],
    ['from=2024-01-01'],
    ['from=2024-02-30&to=2024-03-01'],
    ['from=2024-03-01&to=2024-01-01'],
    ['from=2020-01-01&to=2024-01-01'],
    ['from=2024-01-01&to=2024-02-01&bucket=year'],
  ])('falls back to the last 90 days for "%s"', (query) => {
    expect(rangeFromSearch(new URLSearchParams(query), 'UTC', now)).toEqual({
      from: '2024-12-03',
      to: '2025-03-02',
      bucket: 'day',
      tz: 'UTC',
    });
  });
});

describe('rangeQuery', () => {
  it('carries the range and the time zone', () => {
    expect(rangeQuery({ from: '2025-01-01', to: '2025-01-31', bucket: 'day', tz: 'America/New_York' })).toBe(
      'from=2025-01-01&to=2025-01-31&bucket=day&tz=America%2FNew_York',
    );
  });
});

describe('labels', () => {
  it.each([
    ['2025-03-03', 'day', 'Mon 3 Mar 2025'],
    ['2025-03-03', 'week', 'Week of 3 Mar 2025'],
    ['2024-02-29', 'day', 'Thu 29 Feb 2024'],
    ['not-a-date', 'day', 'not-a-date'],
  ] as const)('%s as a %s reads %s', (bucket, kind, label) => {
    expect(bucketLabel(bucket, kind)).toBe(label);
  });

  it('names CTA groups by section and element, and says when either was left empty', () => {
    expect(ctaLabel({ section: 'hero', element: 'hero_primary_button' })).toBe('hero › hero_primary_button');
    expect(ctaLabel({ section: '', element: '' })).toBe('(no section) › (no element)');
  });

  it.each([
    [null, '–'],
    [0, '0.00'],
    [1.3333, '1.33'],
    [0.005, '0.01'],
  ])('rate %s reads %s', (rate, text) => {
    expect(formatRate(rate)).toBe(text);
  });
});

describe('withOther and seriesTotals', () => {
  it('adds an Other row only when the rest is not empty', () => {
    const make = (n: number) => ({ name: 'Other', n });
    expect(withOther([{ name: 'a', n: 2 }], 0, make)).toEqual([{ name: 'a', n: 2 }]);
    expect(withOther([{ name: 'a', n: 2 }], null, make)).toEqual([{ name: 'a', n: 2 }]);
    expect(withOther([{ name: 'a', n: 2 }], 5, make)).toEqual([
      { name: 'a', n: 2 },
      { name: 'Other', n: 5 },
    ]);
  });

  it('sums the named columns', () => {
    const rows = [
      { bucket: 'a', signups: 2, contacts: 0 },
      { bucket: 'b', signups: 3, contacts: 4 },
    ];
    expect(seriesTotals(rows, ['signups', 'contacts'])).toEqual({ signups: 5, contacts: 4 });
  });
});

describe('weeks cut by the range', () => {
  // Friday 1 March to Wednesday 20 March 2019.
  const range = { from: '2019-03-01', to: '2019-03-20', bucket: 'week', tz: 'UTC' } as const;

  it.each([
    ['2019-02-25', 3],
    ['2019-03-04', 7],
    ['2019-03-11', 7],
    ['2019-03-18', 3],
  ])('the week of %s has %i days in range', (bucket, days) => {
    expect(weekDaysInRange(bucket, range)).toBe(days);
  });

  it('says so in the title of a cut week only', () => {
    expect(bucketTitle('2019-02-25', range)).toBe('Week of 25 Feb 2019 (3 days in range)');
    expect(bucketTitle('2019-03-04', range)).toBe('Week of 4 Mar 2019');
    expect(bucketTitle('2019-03-18', { ...range, to: '2019-03-18' })).toBe('Week of 18 Mar 2019 (1 day in range)');
    expect(bucketTitle('2019-03-04', { ...range, bucket: 'day' })).toBe('Mon 4 Mar 2019');
  });
});

describe('overdueSummary', () => {
  const point = (bucket: string, overdue: number | null) => ({ bucket, overdue });
  it.each([
    ['no bucket begun yet', [point('2025-03-03', null)], null],
    ['one bucket', [point('2025-03-01', 4)], { latest: point('2025-03-01', 4), peak: point('2025-03-01', 4) }],
    [
      'the last bucket begun, not the last row; the first of equal peaks',
      [
        point('2025-03-01', 2),
        point('2025-03-02', 5),
        point('2025-03-03', 5),
        point('2025-03-04', 1),
        point('2025-03-05', null),
      ],
      { latest: point('2025-03-04', 1), peak: point('2025-03-02', 5) },
    ],
    [
      'all zero',
      [point('2025-03-01', 0), point('2025-03-02', 0)],
      { latest: point('2025-03-02', 0), peak: point('2025-03-01', 0) },
    ],
  ])('%s', (_name, rows, summary) => {
    expect(overdueSummary(rows)).toEqual(summary);
  });
});

describe('low-data states', () => {
  it('calls a range empty only when it has neither signups nor contacts', () => {
    expect(activityMissing({ signups: 0, contacts: 0 })).toMatch(/No signups or contact messages/);
    expect(activityMissing({ signups: 0, contacts: 1 })).toBeNull();
  });

  it('has no rate without events, and cautions below the threshold', () => {
    expect(conversionMissing(0)).toMatch(/no call-to-action clicks/);
    expect(conversionMissing(1)).toBeNull();
    expect(conversionNote(0)).toBeNull();
    expect(conversionNote(1)).toMatch(/^Only 1 call-to-action event in this range/);
    expect(conversionNote(FEW_CTA_EVENTS - 1)).toMatch(new RegExp(`^Only ${FEW_CTA_EVENTS - 1} call-to-action events`));
    expect(conversionNote(FEW_CTA_EVENTS)).toBeNull();
  });
});
