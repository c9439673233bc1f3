import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';
import type { PlaygroundProps } from '../playground/ui/Playground';

/**
 * The island is only this loader: Astro hydrates it when the section nears the viewport (or at
 * once on /playground), and it then fetches the canvas, React Flow and the engine as one chunk.
 * Until then the page carries a placeholder of the same size, so nothing shifts.
 */
export default function PlaygroundIsland({ variant }: PlaygroundProps) {
  const [Loaded, setLoaded] = useState<ComponentType<PlaygroundProps> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('../playground/ui/Playground')
      .then((m) => live && setLoaded(() => m.default))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  if (Loaded) return <Loaded variant={variant} />;
  return (
    <div
      className={`flex flex-col items-center justify-center gap-3 bg-slate-50 text-sm text-slate-600 ${variant === 'page' ? 'h-[calc(100dvh-4rem)]' : 'h-[640px] rounded-2xl border border-slate-200 max-md:h-[720px]'} bg-[radial-gradient(rgb(15_23_42/0.08)_1px,transparent_1px)] [background-size:20px_20px]`}
      data-playground-placeholder
    >
      {variant === 'page' && (
        // On /playground the canvas is the whole page: while its code arrives, say what is coming.
        <div className="max-w-md px-6 text-center">
          <p className="text-xl font-semibold tracking-tight text-ink">Workflow playground</p>
          <p className="mt-2 text-base leading-relaxed text-slate-600">
            Connect nodes into a publishing workflow and run it on a sample manuscript, right here in your browser.
          </p>
        </div>
      )}
      {failed ? (
        <p role="alert">The playground could not load. Check your connection and reload the page.</p>
      ) : (
        <p className="rounded-full bg-white px-4 py-2 shadow-sm ring-1 ring-slate-200">Loading the playground…</p>
      )}
    </div>
  );
}
