// The one toast store of the site and the admin, free of any framework: each app renders the
// snapshot with its own component (useToasts reads it in React). Newest first, at most `limit` kept;
// a toast closes after its duration or when dismissed, and a closed toast stays in the snapshot
// (with `open: false`) for `removeDelay` before it is dropped. Renderers show only open toasts.
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@nodal/shared/constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A button in the toast; pressing it also dismisses the toast. */
  action?: ToastAction;
  /** How long it stays open, in ms; 0 or Infinity keeps it until dismissed. */
  duration?: number;
}

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
  open: boolean;
}

export interface ToastStore {
  /** Shows a toast and returns its id. */
  toast(input: ToastInput): number;
  /** Closes one toast, or every toast without an id. */
  dismiss(id?: number): void;
  /** Calls `listener` after every change; returns the unsubscribe. Fits React's useSyncExternalStore. */
  subscribe(listener: () => void): () => void;
  /** The toasts, newest first; the same array until something changes. */
  getSnapshot(): readonly Toast[];
}

export interface ToastStoreOptions {
  limit?: number;
  duration?: number;
  removeDelay?: number;
}

export function createToastStore({
  limit = TOAST_LIMIT,
  duration = TOAST_DURATION_MS,
  removeDelay = TOAST_REMOVE_DELAY_MS,
}: ToastStoreOptions = {}): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  // One pending timer per toast: its auto-close while open, its removal once closed.
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const clearTimer = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  const remove = (id: number) => {
    clearTimer(id);
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  };

  function dismiss(id?: number): void {
    const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id));
    if (closing.length === 0) return;
    for (const t of closing) {
      clearTimer(t.id);
      timers.set(
        t.id,
        setTimeout(() => remove(t.id), removeDelay),
      );
    }
    toasts = toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t));
    emit();
  }

  function toast(input: ToastInput): number {
    const id = nextId++;
    const shown: Toast = {
      id,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      action: input.action,
      open: true,
    };
    const next = [shown, ...toasts];
    for (const dropped of next.slice(limit)) clearTimer(dropped.id);
    toasts = next.slice(0, limit);
    const openFor = input.duration ?? duration;
    if (openFor > 0 && Number.isFinite(openFor))
      timers.set(
        id,
        setTimeout(() => dismiss(id), openFor),
      );
    emit();
    return id;
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  return { toast, dismiss, subscribe, getSnapshot: () => toasts };
}

/** The page's store: every island and every admin screen imports this same instance. */
export const toastStore = createToastStore();
export const toast = toastStore.toast;
export const dismissToast = toastStore.dismiss;
