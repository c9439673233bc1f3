import { describe, expect, it } from 'vitest';
import { firstFieldErrors } from './field-errors.ts';
import { articleInputSchema } from './schemas.ts';

describe('firstFieldErrors', () => {
  it.each([
    ['no issues', [], {}],
    [
      'first message per field wins',
      [
        { path: ['a'], message: 'one' },
        { path: ['a'], message: 'two' },
      ],
      { a: 'one' },
    ],
    ['nested paths count for their top field', [{ path: ['a', 0], message: 'x' }], { a: 'x' }],
    ['issues without a path are left out', [{ path: [], message: 'form' }], {}],
  ])('%s', (_name, issues, expected) => {
    expect(firstFieldErrors(issues)).toEqual(expected);
  });

  it('reads zod issues as they come', () => {
    const result = articleInputSchema.safeParse({
      title: '',
      slug: 'Bad Slug',
      type: 'news',
      published: false,
      summary: 's',
      body: 'b',
    });
    expect(result.success).toBe(false);
    expect(firstFieldErrors(result.error!.issues)).toEqual({
      title: 'Title is required',
      slug: 'Slug can only contain lowercase letters, numbers, and hyphens',
    });
  });
});
