import { describe, expect, it } from 'vitest';
import { ADD_BUSINESS_DAYS_CASES, REPLY_DUE_CASES } from './business-day-cases.ts';
import { addBusinessDays, dueState, isTimeZone, localDate, replyDueOn } from './business-days.ts';

describe('replyDueOn', () => {
  it.each(REPLY_DUE_CASES)('%s', (_name, arrived, zone, due) => {
    expect(replyDueOn(new Date(arrived), zone)).toBe(due);
  });
});

describe('addBusinessDays', () => {
  it.each(ADD_BUSINESS_DAYS_CASES)('%s + %i business days is %s', (from, count, to) => {
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
