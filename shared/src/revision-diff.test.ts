import { describe, expect, it } from 'vitest';
import { diffRevision } from './revision-diff.ts';

const base = {
  title: 'Launch notes',
  slug: 'launch-notes',
  type: 'news',
  summary: 'What shipped.',
  body: 'One\nTwo\nThree\n',
};

describe('diffRevision', () => {
  it.each([
    ['identical', base, []],
    ['title word', { ...base, title: 'Launch plans' }, ['title']],
    ['body line and type', { ...base, type: 'guide', body: 'One\n2\nThree\n' }, ['type', 'body']],
  ])('%s', (_name, current, fields) => {
    expect(diffRevision(base, current).map((c) => c.field)).toEqual(fields);
  });

  it('marks text only in the revision as removed and only in the current text as added', () => {
    const [body] = diffRevision(base, { ...base, body: 'One\n2\nThree\nFour\n' });
    expect(body!.parts).toEqual([
      { value: 'One\n' },
      { value: 'Two', removed: true },
      { value: '2', added: true },
      { value: '\nThree\n' },
      { value: 'Four\n', added: true },
    ]);
  });

  it('compares a replaced line by word, so one changed word stands out', () => {
    const [body] = diffRevision(
      { ...base, body: 'The pilot cut the time by a fifth.\n' },
      { ...base, body: 'The pilot cut the time by a third.\n' },
    );
    expect(body!.parts).toEqual([
      { value: 'The pilot cut the time by a ' },
      { value: 'fifth', removed: true },
      { value: 'third', added: true },
      { value: '.\n' },
    ]);
  });
});
