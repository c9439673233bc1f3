import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { TEMPLATE_BY_ID } from '../templates';
import type { PanelProps } from './panelState';

/** A template's guided tour: a step at a time, each selecting the node it is about. */
export function Tour({
  template,
  step,
  setState,
  onSelect,
  onRun,
}: Pick<PanelProps, 'setState' | 'onSelect' | 'onRun'> & { template: string; step: number }) {
  const t = TEMPLATE_BY_ID[template];
  if (!t) return null;
  const s = t.tour[step]!;
  const go = (n: number) => {
    const next = t.tour[n];
    if (next?.node) onSelect(next.node);
    setState({ kind: 'tour', template, step: n });
  };
  return (
    <div data-tour={template}>
      <p className="eyebrow">Guided tour · {t.title}</p>
      <p className="mt-1 text-sm text-slate-600">{t.blurb}</p>
      <div className="mt-4 rounded-xl bg-brand-50/60 p-4 ring-1 ring-brand-100">
        <p className="font-mono text-xs text-brand-700">
          Step {step + 1} of {t.tour.length}
        </p>
        <h2 className="mt-1 text-base font-semibold text-ink">{s.title}</h2>
        <p className="mt-1 text-sm leading-relaxed text-slate-700">{s.text}</p>
        {/* The way out on the left and the way on at the right, in one row, so a phone's half-height
            sheet shows them all without scrolling. The first step has nowhere to go back to. */}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <button type="button" className="link text-sm" onClick={() => setState({ kind: 'steps' })}>
            Skip the tour
          </button>
          <span className="flex items-center gap-2">
            {step === 0 ? null : (
              <button type="button" className="btn btn-secondary px-2.5 py-1.5 text-xs" onClick={() => go(step - 1)}>
                <ChevronLeft aria-hidden="true" className="size-4" /> Back
              </button>
            )}
            {step < t.tour.length - 1 ? (
              <button type="button" className="btn btn-primary px-2.5 py-1.5 text-xs" onClick={() => go(step + 1)}>
                Next <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            ) : (
              <button type="button" className="btn btn-primary px-2.5 py-1.5 text-xs" onClick={onRun}>
                Run it
              </button>
            )}
          </span>
        </div>
      </div>
    </div>
  );
}
