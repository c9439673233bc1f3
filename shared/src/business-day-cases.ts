// The reply rule's cases, shared by the unit test of shared/src/business-days.ts and the API test of
// its SQL twin in migration 011 (functions/test/business-days-sql.test.ts), so both answer the same.

// 2026-11-16 is a Monday. Each case: the instant it arrived, the zone, the last day to reply.
export const REPLY_DUE_CASES: ReadonlyArray<readonly [name: string, arrived: string, zone: string, due: string]> = [
  ['Monday morning', '2026-11-16T09:00:00Z', 'Europe/London', '2026-11-18'],
  ['Wednesday', '2026-11-18T15:00:00Z', 'Europe/London', '2026-11-20'],
  ['Thursday skips the weekend', '2026-11-19T10:00:00Z', 'Europe/London', '2026-11-23'],
  ['Friday lands on Tuesday', '2026-11-20T16:30:00Z', 'Europe/London', '2026-11-24'],
  ['Saturday counts from Monday', '2026-11-21T11:00:00Z', 'Europe/London', '2026-11-24'],
  ['Sunday counts from Monday', '2026-11-22T23:30:00Z', 'Europe/London', '2026-11-24'],
  // Friday 23:30 in New York is already Saturday in London and UTC.
  ['late Friday in New York', '2026-11-21T04:30:00Z', 'America/New_York', '2026-11-24'],
  ['the same instant in London is Saturday', '2026-11-21T04:30:00Z', 'Europe/London', '2026-11-24'],
  // Sunday 22:00 UTC is already Monday in Tokyo: Monday counts as arrival day.
  ['Sunday night UTC is Monday in Tokyo', '2026-11-22T22:00:00Z', 'Asia/Tokyo', '2026-11-25'],
  ['the same instant in UTC is Sunday', '2026-11-22T22:00:00Z', 'UTC', '2026-11-24'],
  // Thursday 20:00 in Los Angeles is Friday 04:00 UTC.
  ['Thursday evening in Los Angeles', '2026-11-20T04:00:00Z', 'America/Los_Angeles', '2026-11-23'],
  ['the same instant in London is Friday', '2026-11-20T04:00:00Z', 'Europe/London', '2026-11-24'],
  ['across a month and year end', '2026-12-31T12:00:00Z', 'Europe/London', '2027-01-04'],
  // London moves to summer time at 01:00 UTC on Sunday 2026-03-29; Friday 23:30 BST is already Saturday in UTC.
  ['the night clocks change', '2026-03-29T00:30:00Z', 'Europe/London', '2026-03-31'],
  ['Friday night in summer time', '2026-07-03T23:30:00Z', 'Europe/London', '2026-07-07'],
  ['the same instant in UTC is still Friday', '2026-07-03T23:30:00Z', 'UTC', '2026-07-07'],
  ['a leap day', '2028-02-28T12:00:00Z', 'Europe/London', '2028-03-01'],
];

/** [date, business days to add, the date they land on]. */
export const ADD_BUSINESS_DAYS_CASES: ReadonlyArray<readonly [from: string, count: number, to: string]> = [
  ['2026-11-20', 0, '2026-11-20'],
  ['2026-11-20', 1, '2026-11-23'],
  ['2026-11-20', 5, '2026-11-27'],
  ['2026-11-21', 1, '2026-11-23'],
  ['2026-11-22', 2, '2026-11-24'],
  ['2026-11-18', 10, '2026-12-02'],
];
