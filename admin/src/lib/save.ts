import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage } from './api-client.ts';
import { applyServerErrors } from './form.ts';
import { toast } from '@nodal/ui/toast';

/**
 * Runs one admin change with the fixed toasts: 'Success' with `success`, or 'Error' with the
 * server's message (else `failure`). Resolves true when it worked; `onError` sees the failure first.
 */
export async function saveWithToast(
  action: () => Promise<unknown>,
  messages: { success: string; failure: string; onError?: (error: unknown) => void },
): Promise<boolean> {
  try {
    await action();
    toast({ title: 'Success', description: messages.success });
    return true;
  } catch (error) {
    messages.onError?.(error);
    toast({ title: 'Error', description: errorMessage(error, messages.failure), variant: 'destructive' });
    return false;
  }
}

/**
 * A delete asks first (`window.confirm` with `question`); declined, nothing happens and it
 * resolves false. Otherwise it runs like `saveWithToast`.
 */
export async function deleteAfterConfirm(
  question: string,
  action: () => Promise<unknown>,
  messages: { success: string; failure: string },
): Promise<boolean> {
  if (!window.confirm(question)) return false;
  return saveWithToast(action, messages);
}

/**
 * The save of a create-or-edit dialog: `saveWithToast`, with the server's field errors placed on
 * the form's fields; only a save that worked closes the dialog, so a failed one keeps what was typed.
 */
export async function saveFormAndClose<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  onClose: () => void,
  action: () => Promise<unknown>,
  messages: { success: string; failure: string },
): Promise<void> {
  const saved = await saveWithToast(action, { ...messages, onError: (error) => applyServerErrors(form, error) });
  if (saved) onClose();
}
