import { useEffect, useRef } from 'react';
import { openModal } from '../../lib/modal';

/**
 * The site's modal (`openModal`) for an island: while `open` is true the dialog is shown, and
 * Escape or a click on its backdrop calls `onClose`, which owns the open state.
 */
export function useModal(open: boolean, onClose: () => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    return openModal(dialog, () => closeRef.current());
  }, [open]);

  return dialogRef;
}
