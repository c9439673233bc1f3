import type { ComponentType, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { PlaygroundProps } from '../playground/ui/Playground';

type Canvas = ComponentType<PlaygroundProps>;

/**
 * The landing page's playground section: the prebuilt picture of the workflow (its children, from
 * the page's HTML) until a visitor asks for the live canvas. Keyboard focus or a press on "Try it
 * live" starts fetching the canvas (React Flow and the engine, one chunk); the click shows it in the
 * picture's place, at the same size, with the focus on it. Without JavaScript the button stays
 * hidden, since there is no canvas to open, and the picture is what the section shows.
 */
export default function CanvasOnRequest({ children }: { children?: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  const [Loaded, setLoaded] = useState<Canvas | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const loading = useRef<Promise<Canvas> | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (Loaded) frame.current?.querySelector<HTMLElement>('[data-canvas]')?.focus({ preventScroll: true });
  }, [Loaded]);

  const load = () =>
    (loading.current ??= import('../playground/ui/Playground').then(
      (m) => m.default,
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    ));
  const prefetch = () => void load().catch(() => undefined);
  const open = () => {
    if (state === 'loading') return;
    setState('loading');
    load().then(
      (canvas) => setLoaded(() => canvas),
      () => setState('failed'),
    );
  };

  if (Loaded)
    return (
      <div ref={frame}>
        <Loaded variant="embedded" />
      </div>
    );
  return (
    <div
      className="flex h-[640px] flex-col items-center justify-center gap-5 rounded-2xl border border-slate-200 bg-slate-50 bg-[radial-gradient(rgb(15_23_42/0.08)_1px,transparent_1px)] [background-size:20px_20px] p-4 max-md:h-[720px] sm:p-6"
      data-playground-picture
    >
      {children}
      <button
        type="button"
        className="btn btn-primary btn-lg"
        hidden={!hydrated}
        aria-busy={state === 'loading' || undefined}
        onFocus={prefetch}
        onPointerDown={prefetch}
        onClick={open}
        data-playground-start
      >
        Try It Live
      </button>
      <p role="status" className="min-h-5 text-sm text-slate-600" data-playground-status>
        {state === 'loading'
          ? 'Loading the playground…'
          : state === 'failed'
            ? 'The playground could not load. Check your connection and try again.'
            : ''}
      </p>
    </div>
  );
}
