import { dismissToast } from '@nodal/ui/toast';
import { useToasts } from '@nodal/ui/use-toasts';
import CircleCheck from 'lucide-react/icons/circle-check';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';

/** Top of the screen on phones, bottom right from sm up, at most 420 px wide from md up. */
export default function Toaster() {
  const toasts = useToasts();

  return (
    <section
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col gap-2 p-4 sm:top-auto sm:bottom-0 sm:left-auto sm:right-0 md:max-w-[420px]"
      aria-live="polite"
      aria-label="Notifications"
      data-toaster
    >
      {toasts.map((t) => {
        const destructive = t.variant === 'destructive';
        return (
          <div
            key={t.id}
            role={destructive ? 'alert' : 'status'}
            data-toast
            data-variant={t.variant}
            className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lift ${
              destructive ? 'border-red-700 bg-red-700 text-white' : 'border-line bg-white text-ink'
            }`}
          >
            <span className={`mt-0.5 ${destructive ? 'text-white' : 'text-emerald-600'}`}>
              {destructive ? (
                <TriangleAlert strokeWidth={1.75} className="size-5" aria-hidden="true" />
              ) : (
                <CircleCheck strokeWidth={1.75} className="size-5" aria-hidden="true" />
              )}
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold" data-toast-title>
                {t.title}
              </p>
              {t.description ? (
                <p className={`mt-1 text-sm ${destructive ? 'text-red-50' : 'text-slate-600'}`} data-toast-description>
                  {t.description}
                </p>
              ) : null}
              {t.action ? (
                <button
                  type="button"
                  onClick={() => {
                    t.action?.onClick();
                    dismissToast(t.id);
                  }}
                  className={`mt-3 rounded-md border px-3 py-1.5 text-xs font-semibold ${
                    destructive ? 'border-white/40 hover:bg-white/10' : 'border-line hover:bg-slate-50'
                  }`}
                >
                  {t.action.label}
                </button>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => dismissToast(t.id)}
              aria-label="Close notification"
              className={`absolute top-3 right-3 rounded-md p-1 ${destructive ? 'text-red-50 hover:bg-white/10' : 'text-slate-500 hover:bg-slate-100 hover:text-ink'}`}
            >
              <X strokeWidth={1.75} className="size-4" aria-hidden="true" />
            </button>
          </div>
        );
      })}
    </section>
  );
}
