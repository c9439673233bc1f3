import { useEffect, useRef } from 'react';
import { api } from '@nodal/shared/paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

const FRAME_STYLE =
  '<style>html,body{margin:0;height:100%;display:grid;place-items:center;font-family:system-ui,sans-serif;color:#334155}iframe,video{max-width:100%}</style>';

/**
 * Embed code is arbitrary HTML from an admin, so it runs in an opaque-origin sandbox: scripts may
 * run (players need them) but without allow-same-origin they cannot reach our cookies, storage or
 * DOM. The frame loads the preview document (its policy allows the unsaved code's inline scripts,
 * which this page's policy does not) and is sent the code once it says it is ready; a new frame is
 * made for each pause in typing.
 */
export function EmbedPreview({ code, title }: { code: string; title: string }) {
  const settled = useDebouncedValue(code, 400);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || (event.data as { type?: unknown })?.type !== 'nodal:demo-preview-ready')
        return;
      target.postMessage(
        { type: 'nodal:demo-preview', html: `<!doctype html><meta charset="utf-8">${FRAME_STYLE}${settled}` },
        '*',
      );
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [settled]);

  if (!settled.trim()) {
    return (
      <div className="flex aspect-video items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 text-[13px] text-slate-500">
        Paste embed code to see a preview
      </div>
    );
  }
  return (
    <iframe
      key={settled}
      ref={frame}
      title={title}
      sandbox="allow-scripts"
      src={api.adminDemoPreview}
      className="aspect-video w-full rounded-md border border-slate-200 bg-white"
    />
  );
}
