// A script a page carries inline: a TypeScript module read as text, stripped of its types and
// comments and minified when the page is built, then called once with its settings, all in one
// IIFE. Inline, it costs no request before the first paint, and its hash joins the page's
// Content-Security-Policy like every other inline script (scripts/build/csp.ts).
import { transformSync } from 'esbuild';

/** `source` (the module's text) followed by `call`, as one minified IIFE. */
export function inlineScript(source: string, call: string): string {
  return transformSync(`${source}\n${call};`, {
    loader: 'ts',
    format: 'iife',
    minify: true,
    // Every browser the site supports; keeps `??=` and optional calls as written.
    target: 'es2021',
  }).code.trim();
}
