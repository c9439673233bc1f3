import ArrowRight from 'lucide-react/icons/arrow-right';
import { BLANK, TEMPLATES } from '../templates';

/** Over an empty canvas: the beginner templates, each a button that loads it. */
export function StartCard({ onPick }: { onPick: (templateId: string) => void }) {
  return (
    <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center p-4" data-empty-canvas>
      <div className="pointer-events-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white/95 p-5 shadow-lift">
        <h2 className="text-base font-semibold text-ink">Start from a beginner template</h2>
        <p className="mt-1 text-sm text-slate-600">
          Each one loads a working workflow and a short tour. Or add nodes from the library, starting with a Manuscript.
        </p>
        <ul className="mt-4 space-y-2">
          {TEMPLATES.map((t) => (
            <li key={t.id}>
              <button
                type="button"
                onClick={() => onPick(t.id)}
                className="group w-full rounded-xl border border-slate-200 px-3.5 py-2.5 text-left transition-colors hover:border-brand-300 hover:bg-brand-50/50"
              >
                <span className="flex items-center justify-between gap-2 text-sm font-semibold text-ink">
                  {t.title}
                  <ArrowRight aria-hidden="true" className="size-4 text-slate-400 group-hover:text-brand-600" />
                </span>
                <span className="mt-0.5 block text-xs text-slate-600">{t.blurb}</span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" onClick={() => onPick(BLANK.id)} className="link mt-3 text-sm" data-blank-canvas>
          Or start from a blank canvas
        </button>
      </div>
    </div>
  );
}
