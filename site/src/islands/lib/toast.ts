// A tiny toast store shared by every island on the page (they import the same module chunk).
// One toast at a time, shown for TOAST_DURATION_MS. A dismissed toast is dropped at once here:
// nothing on the site reads a closed toast, so keeping it for TOAST_REMOVE_DELAY_MS would serve no one.
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@nodal/shared/constants';

export type ToastVariant = 'default' | 'destructive';
export interface ToastAction {
  label: string;
  onClick: () => void;
}
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  duration?: number;
}
export interface Toast extends ToastInput {
  id: number;
}

type Listener = (toasts: readonly Toast[]) => void;

export function createToastStore(limit = TOAST_LIMIT, defaultDuration = TOAST_DURATION_MS) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l(toasts));

  function dismiss(id?: number) {
    const gone = id === undefined ? toasts : toasts.filter((t) => t.id === id);
    for (const t of gone) {
      clearTimeout(timers.get(t.id));
      timers.delete(t.id);
    }
    toasts = id === undefined ? [] : toasts.filter((t) => t.id !== id);
    emit();
  }

  function toast(input: ToastInput): number {
    const id = nextId++;
    const next = [{ ...input, id }, ...toasts];
    for (const dropped of next.slice(limit)) {
      clearTimeout(timers.get(dropped.id));
      timers.delete(dropped.id);
    }
    toasts = next.slice(0, limit);
    const duration = input.duration ?? defaultDuration;
    if (duration > 0 && Number.isFinite(duration))
      timers.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
    emit();
    return id;
  }

  function subscribe(listener: Listener): () => void {
    listeners.add(listener);
    listener(toasts);
    return () => listeners.delete(listener);
  }

  return { toast, dismiss, subscribe, get: () => toasts };
}

export const toastStore = createToastStore();
export const toast = toastStore.toast;
