// The Content-Security-Policy of the published pages, apart from the hashes of their inline scripts
// (the build adds those: scripts/build/csp.ts). The admin's demo preview serves embed code that
// is not saved yet under the same policy with inline scripts allowed instead, so what runs in the
// preview is what will run on the page once the build has hashed it.

/**
 * Frame documents the pages attach only once an island hydrates (the landing page's demos): a JSON
 * object of srcdoc documents by id, written with the site. The build hashes their scripts with the
 * pages' own, so a page carries none of them in its HTML.
 */
export const FRAME_DOCUMENTS_PATH = '/demos/embeds.json';

export type CspDirectives = readonly (readonly [string, ...string[]])[];

export const PAGE_CSP: CspDirectives = [
  ['default-src', "'self'"],
  // 'wasm-unsafe-eval' lets the docs search (Pagefind) compile its WebAssembly. It allows
  // WebAssembly compilation only, not eval() or new Function() (docs/decisions/0040).
  ['script-src', "'self'", "'wasm-unsafe-eval'"],
  // Styles keep 'unsafe-inline': a demo's embed code is admin-authored HTML whose <style> and
  // style="" must render, and the pages' own style attributes (syntax highlighting, positioned
  // nodes) need it too. Injected styles are a far smaller risk than injected scripts.
  ['style-src', "'self'", "'unsafe-inline'"],
  ['img-src', "'self'", 'data:', 'https://i.ytimg.com', 'https://i.vimeocdn.com', 'https://vumbnail.com'],
  ['media-src', "'self'", 'https:'],
  ['frame-src', "'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  ['connect-src', "'self'"],
  ['font-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
];

/** Serialises directives, adding `extra` sources to the directives it names. */
export function serializeCsp(directives: CspDirectives, extra: Record<string, readonly string[]> = {}): string {
  return directives.map(([name, ...sources]) => [name, ...sources, ...(extra[name] ?? [])].join(' ')).join('; ');
}
