import { describe, expect, it } from 'vitest';
import { changedFields } from './audit.ts';

describe('changedFields', () => {
  it.each([
    ['an edit', { title: 'A', position: 1 }, { title: 'B', position: 1 }, { title: ['A', 'B'] }],
    ['a creation', null, { title: 'A' }, { title: [null, 'A'] }],
    ['nothing changed', { weight: 1 }, { weight: 1 }, {}],
    ['a secret', { password: 'x' }, { password: 'y' }, { password: '[changed]' }],
    ['nested values', { notifyEmails: ['a'] }, { notifyEmails: ['a', 'b'] }, { notifyEmails: [['a'], ['a', 'b']] }],
    ['bookkeeping', { id: 1, updatedAt: 'a', title: 'A' }, { id: 1, updatedAt: 'b', title: 'A' }, {}],
    ['a creation without its id and times', null, { id: 7, createdAt: 'now', title: 'A' }, { title: [null, 'A'] }],
    ['a creation leaves out what it left empty', null, { title: 'A', description: null }, { title: [null, 'A'] }],
  ])('%s', (_label, before, after, expected) => expect(changedFields(before, after)).toEqual(expected));
});
