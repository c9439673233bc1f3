import { describe, expect, it } from 'vitest';
import { addBusinessDays, dueState, isTimeZone, localDate, replyDueOn } from './business-days.ts';

describe('replyDueOn', () => {
  // 2026-11-16 is a Monday. Each case: the instant it arrived, the zone, the last day to reply.
  const cases: [string, string, string, string][] = [
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
  it.each(cases)('%s', (_name, arrived, zone, due) => {
    expect(replyDueOn(new Date(arrived), zone)).toBe(due);
  });
});

describe('addBusinessDays', () => {
  it.each([
    ['2026-11-20', 0, '2026-11-20'],
    ['2026-11-20', 1, '2026-11-23'],
    ['2026-11-20', 5, '2026-11-27'],
    ['2026-11-21', 1, '2026-11-23'],
  ] as const)('%s + %i business days is %s', (from, count, to) => {
    expect(addBusinessDays(from, count)).toBe(to);
  });
});

describe('dueState', () => {
  const zone = 'Europe/London';
  it.each([
    ['open and past its day', '2026-11-18', 'new', '2026-11-19T09:00:00Z', 'overdue'],
    ['in progress and past its day', '2026-11-18', 'in_progress', '2026-11-19T00:00:00Z', 'overdue'],
    ['on its day', '2026-11-18', 'new', '2026-11-18T23:59:00Z', 'today'],
    ['before its day', '2026-11-18', 'new', '2026-11-17T12:00:00Z', 'later'],
    ['replied is done even when late', '2026-11-18', 'replied', '2026-11-30T12:00:00Z', 'done'],
    ['closed is done', '2026-11-18', 'closed', '2026-11-30T12:00:00Z', 'done'],
    ['no date is done', null, 'new', '2026-11-30T12:00:00Z', 'done'],
  ] as const)('%s', (_name, dueOn, status, now, state) => {
    expect(dueState(dueOn, status, new Date(now), zone)).toBe(state);
  });

  it('reads "today" in the business zone, not UTC', () => {
    // 23:30 UTC on the 18th is already the 19th in Berlin.
    expect(dueState('2026-11-18', 'new', new Date('2026-11-18T23:30:00Z'), 'Europe/Berlin')).toBe('overdue');
    expect(dueState('2026-11-18', 'new', new Date('2026-11-18T23:30:00Z'), 'America/Chicago')).toBe('today');
  });
});

describe('time zones', () => {
  it.each([
    ['Europe/London', true],
    ['America/Argentina/Buenos_Aires', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
    ['Europe/London; DROP TABLE', false],
  ])('%s is a zone: %s', (zone, ok) => {
    expect(isTimeZone(zone)).toBe(ok);
  });

  it('localDate reads the calendar date in the zone', () => {
    expect(localDate(new Date('2026-06-30T23:30:00Z'), 'Europe/London')).toBe('2026-07-01');
    expect(localDate(new Date('2026-06-30T23:30:00Z'), 'UTC')).toBe('2026-06-30');
  });
});
