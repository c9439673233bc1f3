// What every demo frame gets besides the admin's embed code: the page's typeface, spacing,
// buttons, fields and focus rings, so a pasted demo looks like part of Nodal; and a one-line
// reporter of the document's height, so the Expand dialog can size itself to the demo.
import interLatin from '@nodal/shared/inter.woff2?url';

/** The message a demo document posts to its parent when its height changes. */
export const DEMO_HEIGHT_MESSAGE = 'nodal-demo-height';

// Applied after the embed's own <head> styles, so where both speak the house style wins; what the
// embed styles and this sheet leaves alone (its layout, its colours of results) stays its own.
// A <pre> wraps instead of scrolling sideways: a scroll region inside a sandboxed frame is one a
// keyboard cannot reach unless its author made it focusable.
const STYLE = `
@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:400 700;src:url("${interLatin}") format("woff2-variations")}
@font-face{font-family:"Inter Fallback";src:local("Arial"),local("ArialMT"),local("Liberation Sans"),local("Arimo");size-adjust:107.4%;ascent-override:90.2%;descent-override:22.48%;line-gap-override:0%}
:root{color-scheme:light}
html,body{font:15px/1.6 "Inter Variable","Inter Fallback",ui-sans-serif,system-ui,sans-serif;color:#334155;-webkit-font-smoothing:antialiased}
body{margin:0;background:#fff}
main{padding:20px 24px}
h1,h2,h3{color:#0f172a;font-weight:600;letter-spacing:-.01em;margin:0 0 12px}
h1{font-size:1rem}
p{margin:12px 0}
button{font:inherit;font-size:.875rem;font-weight:600;line-height:1.25rem;padding:.5rem 1rem;border:0;border-radius:.5rem;background:#4f46e5;color:#fff;cursor:pointer;box-shadow:0 1px 2px rgb(15 23 42/.08);transition:background-color .15s}
button:hover{background:#4338ca}
:focus-visible{outline:2px solid #6366f1;outline-offset:2px}
textarea,input,select{display:block;box-sizing:border-box;width:100%;font:inherit;font-size:.95rem;color:#0f172a;background:#fff;border:1px solid #cbd5e1;border-radius:.5rem;padding:.625rem .875rem;box-shadow:0 1px 2px rgb(15 23 42/.05)}
textarea:focus,input:focus,select:focus{outline:none;border-color:#6366f1;box-shadow:0 0 0 3px rgb(99 102 241/.3)}
pre{font:13px/1.6 ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;background:#0b1020;color:#e2e8f0;padding:12px 14px;border-radius:.75rem;white-space:pre-wrap;overflow-wrap:anywhere;overflow:visible}
table{border-collapse:collapse;width:100%;font-size:.875rem}
td,th{border-bottom:1px solid #e4e7f0;padding:.5rem .625rem;text-align:left}
th{color:#0f172a;font-weight:600}
ul,ol{padding-left:1.25rem}
li+li{margin-top:4px}
video{display:block;max-width:100%;border-radius:.75rem}
.ok{color:#047857}.bad{color:#b91c1c}
`.trim();

// The body, not the root: the root is never shorter than the frame, so it could only ever grow.
const REPORTER =
  `addEventListener('DOMContentLoaded',function(){var b=document.body;new ResizeObserver(function(){` +
  `parent.postMessage({type:'${DEMO_HEIGHT_MESSAGE}',height:b.scrollHeight},'*')}).observe(b)})`;

/** The srcdoc for a demo: the embed code with the house stylesheet and the height reporter. */
export function demoDocument(embedCode: string): string {
  const extra = `<style data-nodal-demo>${STYLE}</style><script>${REPORTER}</script>`;
  const headEnd = embedCode.search(/<\/head\s*>/i);
  if (headEnd >= 0) return embedCode.slice(0, headEnd) + extra + embedCode.slice(headEnd);
  // A fragment without a head: give it a whole standards-mode document around it.
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">${extra}</head><body>${embedCode}</body></html>`;
}
