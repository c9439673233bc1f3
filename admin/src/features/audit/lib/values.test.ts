import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@nodal/shared';
import { asChange, formatAuditValue, recordLabel } from './values.ts';

describe('formatAuditValue', () => {
  it.each<[string, unknown, string | null, string]>([
    ['role', 'owner', null, 'Owner'],
    ['status', 'in_progress', 'contact', 'In progress'],
    ['method', 'recovery_code', 'admin', 'Recovery code'],
    ['reason', 'second_factor', null, 'Wrong two-factor code'],
    ['videoType', 'youtube', 'video', 'YouTube'],
    ['type', 'insight', 'article', 'Insight'],
    ['type', 'notebook', 'demo', 'Notebook'],
    ['type', 'image/jpeg', 'image', 'image/jpeg'],
    ['published', true, 'article', 'Yes'],
    ['active', false, 'video', 'No'],
    ['password', '[changed]', 'admin', 'Changed (not shown)'],
    ['bytes', 84633, 'image', '84,633 bytes'],
    ['width', 1200, 'image', '1,200 px'],
    ['sessionsEnded', 2, 'admin', '2'],
    ['notifyEmails', ['a@x.org', 'b@x.org'], 'settings', 'a@x.org, b@x.org'],
    ['notifyEmails', [], 'settings', '—'],
    ['coverAlt', '', 'article', '—'],
    ['coverImage', null, 'article', '—'],
    ['title', 'A title', 'article', 'A title'],
  ])('%s = %j reads "%s"', (field, value, recordType, expected) =>
    expect(formatAuditValue(field, value, recordType)).toBe(expected),
  );

  it('shows a time as the rest of the admin does', () => {
    expect(formatAuditValue('publishAt', '2026-03-01T09:30:00.000Z', 'article')).toBe(
      formatDateTime('2026-03-01T09:30:00.000Z'),
    );
    // Not every string with digits is a time.
    expect(formatAuditValue('title', '2026-03-01 plans', 'article')).toBe('2026-03-01 plans');
  });
});

describe('asChange', () => {
  it('tells a change from a fact', () => {
    expect(asChange(['a', 'b'])).toEqual(['a', 'b']);
    expect(asChange([null, ['x@y.org']])).toEqual([null, ['x@y.org']]);
    expect(asChange('up')).toBeNull();
    expect(asChange(3)).toBeNull();
  });
});

describe('recordLabel', () => {
  it('names the record type and keeps the whole id', () => {
    expect(recordLabel('category', '4')).toBe('Video category #4');
    expect(recordLabel('session', '0bc6dd64-2f0e-4c4f-9a57-2d3a1c0b9e11')).toBe(
      'Session #0bc6dd64-2f0e-4c4f-9a57-2d3a1c0b9e11',
    );
    expect(recordLabel('settings', null)).toBe('Settings');
    expect(recordLabel('future_thing', '1')).toBe('future thing #1');
    expect(recordLabel(null, null)).toBe('—');
  });
});
