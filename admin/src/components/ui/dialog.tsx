import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import X from 'lucide-react/icons/x';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

/**
 * Whether the body has content below what it shows, kept current as it scrolls, resizes or changes
 * (notes loading, an error appearing): the footer then marks its edge, so nothing seems to end there.
 */
function useMoreBelow(open: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [moreBelow, setMoreBelow] = useState(false);
  useEffect(() => {
    const body = ref.current;
    if (!open || !body) return;
    const update = () => setMoreBelow(body.scrollHeight - body.clientHeight - body.scrollTop > 1);
    const resized = new ResizeObserver(update);
    const observe = () => {
      resized.observe(body);
      for (const child of body.children) resized.observe(child);
    };
    const changed = new MutationObserver(() => {
      observe();
      update();
    });
    observe();
    changed.observe(body, { childList: true, subtree: true });
    body.addEventListener('scroll', update, { passive: true });
    update();
    return () => {
      body.removeEventListener('scroll', update);
      resized.disconnect();
      changed.disconnect();
    };
  }, [open]);
  return [ref, moreBelow] as const;
}

/**
 * A titled modal with a scrolling body and an optional footer of actions. The footer stays in
 * view; whatever the body holds (a form of its own, like the contact's "Add note") scrolls above
 * it, and is brought into view with room to spare above the footer's edge (scroll padding).
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissable = true,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** False while a save is in flight, so Escape cannot orphan a pending request's UI. */
  dismissable?: boolean;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const widths = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl', xl: 'sm:max-w-6xl' };
  const [bodyRef, moreBelow] = useMoreBelow(open);

  return (
    <Modal
      open={open}
      onClose={onClose}
      dismissable={dismissable}
      // showModal focuses the first focusable element, which is the header's close button; a form
      // should start in its first field instead.
      onShown={(dialog) =>
        dialog.querySelector<HTMLElement>('[data-dialog-body] :is(input, textarea, select):not([disabled])')?.focus()
      }
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        // A ring, not a border: the content below inherits this max-height, and a border would make
        // it 2 px taller than the box that clips it, cutting off the footer's lower edge.
        'm-auto max-h-[min(92dvh,56rem)] w-[calc(100%-1.5rem)] overflow-hidden rounded-xl bg-white p-0 text-slate-900 shadow-2xl ring-1 ring-slate-200',
        'backdrop:bg-slate-950/40 backdrop:backdrop-blur-[2px]',
        widths[size],
      )}
    >
      {open && (
        <div className="flex max-h-[inherit] flex-col">
          <header className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
            <div className="min-w-0">
              <h2 id={titleId} className="text-base font-semibold wrap-anywhere text-slate-900">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-0.5 text-sm wrap-anywhere text-slate-500">
                  {description}
                </p>
              )}
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Close dialog"
              onClick={onClose}
              disabled={!dismissable}
              className="-mr-1.5 -mt-1"
            >
              <X aria-hidden="true" />
            </Button>
          </header>
          <div ref={bodyRef} data-dialog-body className="min-h-0 flex-1 scroll-py-6 overflow-y-auto px-5 py-4">
            {children}
          </div>
          {footer && (
            // One row on phones too (the primary action on the right, a label too long for half the
            // row wraps the pair onto two, primary on top), so the body keeps most of the height.
            <footer
              data-more-below={moreBelow || undefined}
              className={cn(
                'relative flex flex-wrap-reverse items-center justify-end gap-2 border-t border-slate-100 bg-slate-50 px-5 py-3 *:flex-1 sm:*:flex-none',
                moreBelow && 'border-slate-200 shadow-[0_-8px_16px_-10px_rgb(15_23_42/0.25)]',
              )}
            >
              {footer}
            </footer>
          )}
        </div>
      )}
    </Modal>
  );
}
