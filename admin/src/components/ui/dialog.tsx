import { useId, type ReactNode } from 'react';
import X from 'lucide-react/icons/x';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

/** A titled modal with a scrolling body and an optional footer of actions. */
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
        'm-auto max-h-[min(92dvh,56rem)] w-[calc(100%-1.5rem)] overflow-hidden rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl',
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
          <div data-dialog-body className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
            {children}
          </div>
          {footer && (
            <footer className="flex flex-col-reverse gap-2 border-t border-slate-100 bg-slate-50/60 px-5 py-3 sm:flex-row sm:justify-end">
              {footer}
            </footer>
          )}
        </div>
      )}
    </Modal>
  );
}
