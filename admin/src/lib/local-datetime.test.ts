import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './local-datetime.ts';

describe('datetime-local conversion', () => {
  it.each(['2026-11-24T09:30', '2026-03-29T12:05', '2027-01-01T00:00'])('%s survives the round trip', (local) => {
    expect(toLocalInput(fromLocalInput(local))).toBe(local);
  });

  it('reads the value in the local timezone', () => {
    const iso = fromLocalInput('2026-11-24T09:30')!;
    const date = new Date(iso);
    expect([date.getHours(), date.getMinutes(), date.getDate()]).toEqual([9, 30, 24]);
  });

  it.each([
    ['', null],
    ['tomorrow', null],
    ['2026-11-24', null],
  ])('%j is no instant', (local, expected) => {
    expect(fromLocalInput(local)).toBe(expected);
  });

  it.each([null, undefined, '', 'junk'])('%j shows as empty', (iso) => {
    expect(toLocalInput(iso)).toBe('');
  });
});
