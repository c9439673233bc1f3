/**
 * The one modal of the site, framework-free: a native <dialog> opened with showModal(), so the
 * browser makes the rest of the page inert, keeps focus inside and draws the ::backdrop. This adds
 * what the element leaves to us: Escape and a click on the backdrop call `onClose` (the caller
 * decides what closing means), page scroll is locked (the scrollbar's width compensated so nothing
 * jumps), the element marked data-autofocus takes focus, and focus returns where it was once the
 * returned function closes the dialog.
 *
 * The dialog must fill its own box with content (no padding of its own), so that a click whose
 * target is the <dialog> itself can only have landed on the backdrop.
 */
export function openModal(dialog: HTMLDialogElement, onClose: () => void): () => void {
  const previouslyFocused = document.activeElement as HTMLElement | null;
  const { body, documentElement } = document;
  const prevOverflow = body.style.overflow;
  const prevPadding = body.style.paddingRight;
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  body.dataset.scrollLocked = 'true';

  if (!dialog.open) dialog.showModal();
  dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();

  const onCancel = (e: Event) => {
    e.preventDefault();
    onClose();
  };
  const onClick = (e: MouseEvent) => {
    if (e.target === dialog) onClose();
  };
  dialog.addEventListener('cancel', onCancel);
  dialog.addEventListener('click', onClick);
  return () => {
    dialog.removeEventListener('cancel', onCancel);
    dialog.removeEventListener('click', onClick);
    if (dialog.open) dialog.close();
    body.style.overflow = prevOverflow;
    body.style.paddingRight = prevPadding;
    delete body.dataset.scrollLocked;
    previouslyFocused?.focus?.({ preventScroll: true });
  };
}
