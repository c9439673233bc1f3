import Plus from 'lucide-react/icons/plus';
import { NODE_DEFINITIONS } from '../engine/nodes';
import { CATEGORIES } from '../engine/types';
import { CATEGORY_STYLE } from './theme';

export const DRAG_TYPE = 'application/x-nodal-node';

/** The node library by category. Each entry is a button (click, tap or Enter adds it) and can be dragged. */
export function Palette({ onAdd }: { onAdd: (type: string) => void }) {
  return (
    <nav aria-label="Node library" className="space-y-4">
      {CATEGORIES.map((c) => {
        const defs = NODE_DEFINITIONS.filter((d) => d.category === c.id);
        return (
          <section key={c.id} aria-labelledby={`pg-cat-${c.id}`}>
            <p
              id={`pg-cat-${c.id}`}
              className="flex items-center gap-1.5 px-1 text-xs font-semibold tracking-wider text-slate-500 uppercase"
            >
              <span aria-hidden="true" className={`size-2 rounded-full ${CATEGORY_STYLE[c.id].dot}`} />
              {c.label}
            </p>
            <ul className="mt-1.5 space-y-1">
              {defs.map((d) => (
                <li key={d.type}>
                  <button
                    type="button"
                    draggable
                    onDragStart={(e) => {
                      e.dataTransfer.setData(DRAG_TYPE, d.type);
                      e.dataTransfer.effectAllowed = 'move';
                    }}
                    onClick={() => onAdd(d.type)}
                    className="group flex w-full items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-2.5 py-2 text-left text-sm font-medium text-ink shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/50"
                    aria-label={`Add ${d.label}`}
                    title={d.description}
                    data-palette={d.type}
                  >
                    <span className="min-w-0 truncate">{d.label}</span>
                    <Plus aria-hidden="true" className="size-4 shrink-0 text-slate-400 group-hover:text-brand-600" />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
