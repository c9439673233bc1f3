import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

// Open modal dialogs, innermost last. A modal <dialog> sits in the browser's top layer and makes
// everything outside it inert, so whatever must stay visible and clickable above it (the toasts)
// has to be rendered inside the innermost one.
let stack: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function setStack(next: HTMLDialogElement[]): void {
  stack = next;
  for (const listener of listeners) listener();
}

/** The innermost open modal dialog, or null when none is open. */
export function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => stack.at(-1) ?? null,
    () => null,
  );
}

/**
 * The one native modal <dialog> of the admin (dialogs and the phone navigation drawer): the
 * browser makes the page behind it inert, so focus cannot leave, and hands focus back to the
 * opener on close, which no hand-rolled trap does as well. Escape and a press on the backdrop
 * go through `onClose`, so the parent's state stays the source of truth.
 */
export function Modal({
  open,
  onClose,
  dismissable = true,
  onShown,
  className,
  children,
  ...aria
}: {
  open: boolean;
  onClose: () => void;
  /** False while a save is in flight, so Escape cannot orphan a pending request's UI. */
  dismissable?: boolean;
  /** Runs right after the dialog opened, e.g. to move focus somewhere better than the first button. */
  onShown?: (dialog: HTMLDialogElement) => void;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string | undefined;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ onClose, onShown, dismissable });
  latest.current = { onClose, onShown, dismissable };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      setStack([...stack.filter((d) => d !== dialog), dialog]);
      latest.current.onShown?.(dialog);
    }
    if (!open && dialog.open) dialog.close();
    if (!open) setStack(stack.filter((d) => d !== dialog));
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog) setStack(stack.filter((d) => d !== dialog));
    };
  }, []);

  return (
    <dialog
      ref={ref}
      {...aria}
      onCancel={(event) => {
        // Escape fires `cancel`; closing goes through React state instead of the browser. React
        // passes a nested dialog's cancel up the component tree too (through portals): only the
        // dialog Escape was meant for closes.
        if (event.target !== ref.current) return;
        event.preventDefault();
        if (latest.current.dismissable) latest.current.onClose();
      }}
      onMouseDown={(event) => {
        // A press on the backdrop lands on the <dialog> element itself, not on its content.
        if (event.target === ref.current && latest.current.dismissable) latest.current.onClose();
      }}
      className={className}
    >
      {children}
    </dialog>
  );
}
