import { useSyncExternalStore } from 'react';
import { toastStore, type Toast, type ToastStore } from './toast.ts';

const NONE: readonly Toast[] = [];

/** The open toasts of `store`, newest first; none in server-rendered HTML. */
export function useToasts(store: ToastStore = toastStore): readonly Toast[] {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, () => NONE);
  return toasts.filter((t) => t.open);
}
