import { describe, expect, it } from 'vitest';
import { createFormControl } from 'react-hook-form';
import { ApiError, errorFromResponse } from './api-client.ts';
import { applyServerErrors } from './form.ts';

// A real react-hook-form control, without React: the same setError and getValues the dialogs use.
function form() {
  const { formControl, control } = createFormControl({ defaultValues: { title: '', slug: '', categoryId: '' } });
  const errorOf = (name: string) =>
    (control._formState.errors as Record<string, { message?: string; type?: string }>)[name];
  return { form: formControl, errorOf };
}

describe('applyServerErrors', () => {
  it('puts the first server message of each known field on that field', () => {
    const { form: f, errorOf } = form();
    const body = { message: 'Category not found', errors: { categoryId: ['Category not found', 'second'] } };
    const error = errorFromResponse(400, 'Bad Request', JSON.stringify(body));
    expect(applyServerErrors(f, error)).toBe(true);
    expect(errorOf('categoryId')).toMatchObject({ type: 'server', message: 'Category not found' });
    expect(errorOf('title')).toBeUndefined();
  });

  it('ignores fields the form does not have and says nothing was placed', () => {
    const { form: f, errorOf } = form();
    const error = new ApiError({
      status: 400,
      statusText: 'Bad Request',
      message: 'No',
      errors: { position: ['Too big'] },
    });
    expect(applyServerErrors(f, error)).toBe(false);
    expect(errorOf('position')).toBeUndefined();
  });

  it('lets the caller map an answer without a field map, such as a 409 on the slug', () => {
    const { form: f, errorOf } = form();
    const error = errorFromResponse(
      409,
      'Conflict',
      JSON.stringify({ message: 'An article with this slug already exists' }),
    );
    expect(applyServerErrors(f, error, (e) => (e.status === 409 ? { slug: e.message } : {}))).toBe(true);
    expect(errorOf('slug')?.message).toBe('An article with this slug already exists');
  });

  it('places a nested field by its dotted path, under a top-level field the form has', () => {
    const { formControl, control } = createFormControl({
      defaultValues: { subject: '', selection: { count: 50, institution: '' } },
    });
    const body = {
      message: 'A wave can invite at most 5000 people',
      errors: { 'selection.count': ['A wave can invite at most 5000 people'], 'segment.topics': ['Nope'] },
    };
    expect(applyServerErrors(formControl, errorFromResponse(400, 'Bad Request', JSON.stringify(body)))).toBe(true);
    const errors = control._formState.errors as { selection?: { count?: { message?: string } }; segment?: unknown };
    expect(errors.selection?.count?.message).toBe('A wave can invite at most 5000 people');
    expect(errors.segment).toBeUndefined();
  });

  it('leaves anything that is not an API answer (a network failure) to the toast', () => {
    const { form: f, errorOf } = form();
    expect(applyServerErrors(f, new TypeError('Failed to fetch'))).toBe(false);
    expect(errorOf('title')).toBeUndefined();
  });
});
