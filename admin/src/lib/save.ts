import { errorMessage } from './api-client.ts';
import { toast } from './toast.ts';

/**
 * Runs one admin change with the spec's toasts: 'Success' with `success`, or 'Error' with the
 * server's message (else `failure`). Resolves true when it worked; `onError` sees the failure first.
 */
export async function saveWithToast(
  setSaving: (saving: boolean) => void,
  action: () => Promise<unknown>,
  messages: { success: string; failure: string; onError?: (error: unknown) => void },
): Promise<boolean> {
  setSaving(true);
  try {
    await action();
    toast({ title: 'Success', description: messages.success });
    return true;
  } catch (error) {
    messages.onError?.(error);
    toast({ title: 'Error', description: errorMessage(error, messages.failure), variant: 'destructive' });
    return false;
  } finally {
    setSaving(false);
  }
}
