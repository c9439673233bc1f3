import type { Demo } from '@nodal/shared';
import { FRAME_DOCUMENTS_PATH } from '@nodal/shared/csp';
import { DEMO_FILTERS, DEMO_TYPE_LABELS, type DemoType } from '@nodal/shared/enums';
import { useRovingTabs } from '@nodal/ui/use-roving-tabs';
import { forwardRef, useEffect, useRef, useState, type CSSProperties } from 'react';
import Maximize from 'lucide-react/icons/maximize';
import MousePointer from 'lucide-react/icons/mouse-pointer';
import Notebook from 'lucide-react/icons/notebook';
import Video from 'lucide-react/icons/video';
import X from 'lucide-react/icons/x';
import type { LucideIcon } from 'lucide-react';
import { DEMO_HEIGHT_MESSAGE } from './lib/demo-frame';
import { useModal } from './lib/useModal';

/**
 * What the island gets from the page: a demo without its embed code. The frame documents come from
 * FRAME_DOCUMENTS_PATH once the island hydrates, so the page's HTML holds none of them; the build
 * hashes their scripts into the Content-Security-Policy from that file (scripts/build/csp.ts).
 */
export type DemoCard = Pick<Demo, 'id' | 'title' | 'description' | 'type'>;
type Embeds = Record<string, string>;

type Filter = (typeof DEMO_FILTERS)[number]['value'];

const TYPE_STYLE: Record<DemoType, { icon: LucideIcon; badge: string }> = {
  video: { icon: Video, badge: 'bg-sky-50 text-sky-800 ring-sky-200' },
  interactive: { icon: MousePointer, badge: 'bg-brand-50 text-brand-800 ring-brand-200' },
  notebook: { icon: Notebook, badge: 'bg-teal-50 text-teal-800 ring-teal-200' },
};

/**
 * A demo's embedCode is someone else's HTML: it only ever runs inside a sandboxed srcdoc iframe
 * with scripts but no same-origin access, so it cannot read cookies, storage or this page. The
 * frame is transparent until its document paints (the demo stylesheet gives it a white page), so
 * the skeleton behind it shows exactly while it loads, with no script to miss a load event.
 */
const DemoFrame = forwardRef<
  HTMLIFrameElement,
  { demo: DemoCard; embed: string | undefined; className: string; style?: CSSProperties }
>(function DemoFrame({ demo, embed, className, style }, ref) {
  // A srcdoc frame loads at once, whatever its loading attribute says (lazy loading applies to
  // src only), and runs its scripts, fonts and videos on the page's main thread. So the document
  // becomes the frame's only once this island has hydrated, which is when the section nears the
  // viewport, and fetched it.
  return (
    <div className={`relative ${className}`} style={style}>
      <div className="absolute inset-0 flex flex-col gap-3 p-6" aria-hidden="true" data-demo-skeleton>
        <div className="skeleton-bar h-4 w-2/5 rounded" />
        <div className="skeleton-bar h-20 w-full bg-slate-100" />
        <div className="skeleton-bar h-9 w-28" />
      </div>
      <iframe
        ref={ref}
        title={`${demo.title} demo`}
        sandbox="allow-scripts"
        srcDoc={embed}
        className="relative block size-full"
        data-demo-frame
      />
    </div>
  );
});

/** Smallest and starting height of the expanded frame, before its document reports its own. */
const EXPANDED_MIN_PX = 240;
const EXPANDED_START_PX = 480;

export default function DemosBrowser({ demos }: { demos: DemoCard[] }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [expanded, setExpanded] = useState<DemoCard | null>(null);
  // Until the documents arrive (or if they cannot), each frame shows its loading skeleton.
  const [embeds, setEmbeds] = useState<Embeds | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(FRAME_DOCUMENTS_PATH, { signal: controller.signal })
      .then((r) =>
        r.ok ? (r.json() as Promise<Embeds>) : Promise.reject(new Error(`${FRAME_DOCUMENTS_PATH}: ${r.status}`)),
      )
      .then(setEmbeds)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('The demos could not be loaded', error);
      });
    return () => controller.abort();
  }, []);
  // Fixed ids: the tabs are in the page's HTML before the island hydrates.
  const tabs = useRovingTabs({
    values: DEMO_FILTERS.map((f) => f.value),
    value: filter,
    onChange: setFilter,
    idBase: 'demo',
  });
  const close = () => setExpanded(null);
  const dialogRef = useModal(expanded !== null, close);
  // The expanded frame takes the height its document reports, so the dialog fits the demo; the
  // dialog's own max-height keeps it inside the viewport and the frame scrolls beyond that.
  const expandedFrame = useRef<HTMLIFrameElement>(null);
  const [frameHeight, setFrameHeight] = useState(EXPANDED_START_PX);
  useEffect(() => {
    if (!expanded) return;
    setFrameHeight(EXPANDED_START_PX);
    const onMessage = (e: MessageEvent) => {
      const data = e.data as { type?: unknown; height?: unknown } | null;
      if (e.source !== expandedFrame.current?.contentWindow || data?.type !== DEMO_HEIGHT_MESSAGE) return;
      if (typeof data.height === 'number' && Number.isFinite(data.height))
        setFrameHeight(Math.max(EXPANDED_MIN_PX, Math.ceil(data.height)));
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [expanded]);

  const countFor = (type: DemoType | null) => (type ? demos.filter((d) => d.type === type).length : demos.length);
  const active = DEMO_FILTERS.find((f) => f.value === filter)!;
  const shown = active.type ? demos.filter((d) => d.type === active.type) : demos;

  return (
    <div>
      <div
        {...tabs.listProps}
        aria-label="Demo type"
        className="inline-flex flex-wrap gap-1 rounded-xl border border-line bg-white p-1 shadow-card"
      >
        {DEMO_FILTERS.map((f) => (
          <button key={f.value} {...tabs.tabProps(f.value)} data-demo-tab={f.value} className="segment-tab group">
            {f.label}
            <span className="segment-count" data-demo-count>
              {countFor(f.type)}
            </span>
          </button>
        ))}
      </div>

      <div {...tabs.panelProps} className="mt-8">
        {shown.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
            No demos available in this category
          </p>
        ) : (
          <ul className="grid gap-6 lg:grid-cols-2">
            {shown.map((demo) => {
              const style = TYPE_STYLE[demo.type];
              return (
                <li key={demo.id} className="card flex flex-col overflow-hidden" data-demo={demo.id}>
                  <div className="flex items-start justify-between gap-4 p-5">
                    <div>
                      <span
                        className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${style.badge}`}
                      >
                        <style.icon strokeWidth={1.75} className="size-3.5" aria-hidden="true" />
                        {DEMO_TYPE_LABELS[demo.type]}
                      </span>
                      <h3 className="mt-3 text-lg font-semibold text-ink">{demo.title}</h3>
                      <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{demo.description}</p>
                    </div>
                    <button
                      type="button"
                      onClick={() => setExpanded(demo)}
                      className="btn btn-secondary shrink-0 px-3 py-2"
                      aria-label={`Expand ${demo.title}`}
                    >
                      <Maximize strokeWidth={1.75} className="size-4" aria-hidden="true" />
                      Expand
                    </button>
                  </div>
                  <div className="mt-auto border-t border-line bg-slate-50">
                    <DemoFrame demo={demo} embed={embeds?.[demo.id]} className="h-72 w-full" />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {expanded ? (
        <dialog
          ref={dialogRef}
          aria-labelledby="demo-dialog-title"
          data-demo-dialog
          className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-7xl flex-col overflow-hidden rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-navy-950/80 open:flex sm:max-h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)]"
        >
          <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
            <div className="min-w-0">
              <h2 id="demo-dialog-title" className="truncate text-base font-semibold text-ink">
                {expanded.title}
              </h2>
              <p className="truncate text-sm text-slate-600">{expanded.description}</p>
            </div>
            <button
              type="button"
              onClick={close}
              data-autofocus
              aria-label="Close dialog"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ink"
            >
              <X strokeWidth={1.75} className="size-5" aria-hidden="true" />
            </button>
          </div>
          <DemoFrame
            ref={expandedFrame}
            demo={expanded}
            embed={embeds?.[expanded.id]}
            className="min-h-0 w-full shrink"
            style={{ height: frameHeight }}
          />
          <div className="flex justify-end border-t border-line px-5 py-3">
            <button type="button" onClick={close} className="btn btn-secondary">
              Close
            </button>
          </div>
        </dialog>
      ) : null}
    </div>
  );
}
