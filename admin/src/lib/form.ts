import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client.ts';

// The resolver's own zod-v4 signature, so any shared schema fits without importing zod here.
type ZodSchema = Parameters<typeof zodResolver>[0];
type Input<S> = S extends { _zod: { input: infer I } } ? (I extends FieldValues ? I : never) : never;
type Output<S> = S extends { _zod: { output: infer O } } ? (O extends FieldValues ? O : never) : never;

/**
 * Every admin form: react-hook-form validating with a shared zod schema, the same one the API
 * parses with, so the browser and the server reject the same input with the same words.
 * Errors show after a submit, then follow each change, so nobody is scolded while still typing.
 */
export function useSchemaForm<S extends ZodSchema>(schema: S, defaultValues: DefaultValues<Input<S>>) {
  return useForm<Input<S>, unknown, Output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/**
 * Puts the server's `{errors: {field: [message]}}` on the matching fields, a nested one by its dotted
 * path ("selection.count"). Returns true when at least one field took a message, so the caller knows
 * the person sees where the problem is.
 * Keys the form does not have are left to the toast, which always carries the server's message.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  extra?: (error: ApiError) => Partial<Record<Path<T>, string>>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const fields = Object.keys(form.getValues());
  const messages: Partial<Record<string, string>> = { ...extra?.(error) };
  for (const [key, list] of Object.entries(error.errors ?? {})) if (list[0] && !messages[key]) messages[key] = list[0];
  let placed = false;
  for (const [key, message] of Object.entries(messages)) {
    // A nested field comes as its dotted path ("selection.count"): it belongs to the form's top-level field.
    if (!message || !fields.includes(key.split('.')[0]!)) continue;
    form.setError(key as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/**
 * A form inside a dialog: refilled from its record each time the dialog opens, so an edit that was
 * cancelled leaves nothing behind, and the props FormDialog needs (`saving` while it submits).
 * `toValues` must be stable (a module-level function), since it is a dependency of the refill.
 */
export function useDialogForm<R, V>(
  form: { reset: (values: V) => void; formState: { isSubmitting: boolean } },
  dialog: { open: boolean; onClose: () => void },
  record: R,
  toValues: (record: R) => NoInfer<V>,
): { open: boolean; onClose: () => void; saving: boolean } {
  const { reset, formState } = form;
  const { open, onClose } = dialog;
  useEffect(() => {
    if (open) reset(toValues(record));
  }, [open, record, reset, toValues]);
  return { open, onClose, saving: formState.isSubmitting };
}
