import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@nodal/shared';

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

export type ToastAction =
  { type: 'ADD'; toast: Toast } | { type: 'DISMISS'; id?: string } | { type: 'REMOVE'; id?: string };

export interface ToastState {
  toasts: Toast[];
}

/** Pure so it can be tested; newest first, never more than TOAST_LIMIT on screen. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'DISMISS':
      return {
        toasts: state.toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t)),
      };
    case 'REMOVE':
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: ToastAction): void {
  state = toastReducer(state, action);
  for (const listener of listeners) listener();
}

// A dismissed toast stays in the store (closed) for TOAST_REMOVE_DELAY_MS, as the spec's toast
// store does; only the newest is ever rendered, so the long tail costs nothing visible.
function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'REMOVE', id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string): void {
  dispatch({ type: 'DISMISS', id });
  for (const t of state.toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
}

export function toast(input: { title: string; description?: string; variant?: ToastVariant }): string {
  const id = String(++counter);
  dispatch({
    type: 'ADD',
    toast: { id, title: input.title, description: input.description, variant: input.variant ?? 'default', open: true },
  });
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state.toasts,
  );
}
