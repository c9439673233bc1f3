import { createPortal } from 'react-dom';
import X from 'lucide-react/icons/x';
import { dismissToast } from '@nodal/ui/toast';
import { useToasts } from '@nodal/ui/use-toasts';
import { cn } from '../../lib/cn.ts';
import { focusRing } from './button.tsx';
import { useTopModal } from './modal.tsx';

/**
 * Top of the screen on phones (clear of the thumb), bottom-right from sm up, at most 420 px wide; a
 * toast's optional action is a button under its text (pressing it also closes the toast).
 * While a modal dialog is open the toasts render inside it: the dialog lives in the browser's top
 * layer above any z-index, and everything outside it is inert, so a toast anywhere else would sit
 * under its backdrop and could not be closed.
 */
export function Toaster() {
  const toasts = useToasts();
  const modal = useTopModal();
  const region = (
    <div
      aria-live="polite"
      data-toaster
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex max-h-screen flex-col p-4 sm:top-auto sm:bottom-0 sm:left-auto sm:right-0 md:max-w-[420px]"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.variant === 'destructive' ? 'alert' : 'status'}
          className={cn(
            'toast-in pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 text-left shadow-lg',
            t.variant === 'destructive'
              ? 'border-red-700 bg-red-600 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid min-w-0 gap-0.5">
            <p className="text-sm font-semibold">{t.title}</p>
            {t.description && (
              <p
                className={cn(
                  'text-sm [overflow-wrap:anywhere]',
                  t.variant === 'destructive' ? 'text-red-50' : 'text-slate-600',
                )}
              >
                {t.description}
              </p>
            )}
            {t.action && (
              <button
                type="button"
                onClick={() => {
                  t.action?.onClick();
                  dismissToast(t.id);
                }}
                className={cn(
                  'mt-2 justify-self-start rounded-md px-2.5 py-1 text-[13px] font-medium ring-1 ring-inset transition-colors',
                  t.variant === 'destructive'
                    ? 'text-white ring-white/50 hover:bg-red-700'
                    : 'text-slate-700 ring-slate-300 hover:bg-slate-50',
                  focusRing,
                )}
              >
                {t.action.label}
              </button>
            )}
          </div>
          <button
            type="button"
            aria-label="Close notification"
            onClick={() => dismissToast(t.id)}
            className={cn(
              'absolute top-2.5 right-2.5 rounded-md p-1 transition-colors',
              t.variant === 'destructive' ? 'text-red-100 hover:bg-red-700' : 'text-slate-500 hover:bg-slate-100',
              focusRing,
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
  return modal ? createPortal(region, modal) : region;
}
