/**
 * Embed code is arbitrary HTML from an admin, so it runs in an opaque-origin sandbox: scripts
 * may run (players need them) but without allow-same-origin they cannot reach our cookies,
 * storage or DOM.
 */
export function EmbedPreview({ code, title }: { code: string; title: string }) {
  if (!code.trim()) {
    return (
      <div className="flex aspect-video items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 text-[13px] text-slate-500">
        Paste embed code to see a preview
      </div>
    );
  }
  return (
    <iframe
      title={title}
      sandbox="allow-scripts"
      srcDoc={`<!doctype html><meta charset="utf-8"><style>html,body{margin:0;height:100%;display:grid;place-items:center;font-family:system-ui,sans-serif;color:#334155}iframe,video{max-width:100%}</style>${code}`}
      className="aspect-video w-full rounded-md border border-slate-200 bg-white"
    />
  );
}
