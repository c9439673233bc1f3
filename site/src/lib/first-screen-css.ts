// How the built pages carry their CSS. Astro writes every page with links to its stylesheets in
// <head>. The landing page inlines only the rules its first screen (the header and the hero) uses
// and loads the whole stylesheet, one cacheable file, at the end of <body>: the first screen paints
// without waiting for it, and what follows is styled by the time a visitor scrolls there. Every
// other page inlines its stylesheets whole, as it always has.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Beasties from 'beasties';

/** A stylesheet link as Astro writes it: `<link rel="stylesheet" href="/_astro/…css">`. */
const STYLESHEET = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"\s*\/?>/g;

export const stylesheetLinks = (html: string) =>
  [...html.matchAll(STYLESHEET)].map((m) => ({ tag: m[0], href: m[1]! }));

/** Where the first screen ends: the start of the band after the hero (`data-section` marks every band). */
export function firstScreenEnd(html: string): number {
  const hero = html.indexOf('data-section="hero"');
  if (hero < 0) return -1;
  const next = html.slice(hero + 1).search(/<section\b[^>]*\bdata-section="/);
  return next < 0 ? -1 : hero + 1 + next;
}

/**
 * The rules of `css` that the markup up to the end of the hero uses, @font-face and the custom
 * properties they need included, computed by Beasties over that part of the page alone.
 */
export async function criticalCss(html: string, root: string): Promise<string> {
  const end = firstScreenEnd(html);
  if (end < 0) throw new Error('first-screen CSS: the page has no hero band followed by another band');
  const links = stylesheetLinks(html);
  const head = links.map((l) => l.tag).join('');
  const bodyStart = html.indexOf('<body');
  const fragment = `<!doctype html><html lang="en"><head>${head}</head>${html.slice(bodyStart, end)}</body></html>`;
  const beasties = new Beasties({
    path: root,
    publicPath: '/',
    external: true,
    inlineThreshold: 0,
    pruneSource: false,
    mergeStylesheets: true,
    preload: 'body',
    noscriptFallback: false,
    inlineFonts: true,
    preloadFonts: false,
    keyframes: 'critical',
    compress: true,
    reduceInlineStyles: false,
    logLevel: 'warn',
  });
  const out = await beasties.process(fragment);
  const styles = [...out.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  // The text's font is named through a custom property, which Beasties does not follow: its
  // @font-face rules (not nested, no braces inside) come along whole, so the first paint is in Inter.
  const fonts = new Set<string>();
  for (const { href } of links) {
    const css = await readFile(join(root, href), 'utf8');
    for (const rule of css.match(/@font-face\s*\{[^}]*\}/g) ?? []) fonts.add(rule);
  }
  return pruneCustomProperties([...fonts, ...styles].join(''));
}

/**
 * Drops the custom properties that nothing in `css` reads through `var(--name…)`: the theme's
 * (`--name: value;` in `:root`), Tailwind's initial values for browsers without `@property` (set on
 * `*,:before,:after` and `::backdrop`), and the `@property` registrations. The first screen uses a
 * few of them, and the whole stylesheet, which has them all, follows.
 */
export function pruneCustomProperties(css: string): string {
  let out = css;
  for (;;) {
    const used = new Set([...out.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]!));
    const next = out
      .replace(/(:root(?:,:host)?\{|\*,:before,:after\{|::backdrop\{)([^}]*)\}/g, (_, open: string, body: string) => {
        const kept = body.split(';').filter((d) => {
          const name = /^\s*(--[\w-]+)\s*:/.exec(d)?.[1];
          return !name || used.has(name);
        });
        return `${open}${kept.join(';')}}`;
      })
      .replace(/@property (--[\w-]+)\{[^}]*\}/g, (rule, name: string) => (used.has(name) ? rule : ''));
    if (next === out) return out;
    out = next;
  }
}

/** The landing page: first-screen rules inline in <head>, the stylesheets linked at the end of <body>. */
export async function splitLandingCss(html: string, root: string): Promise<string> {
  const links = stylesheetLinks(html);
  if (!links.length) return html;
  const critical = await criticalCss(html, root);
  let out = html;
  for (const { tag } of links) out = out.replace(tag, '');
  out = out.replace('</head>', () => `<style data-first-screen>${critical}</style></head>`);
  return out.replace('</body>', () => `${links.map((l) => l.tag).join('')}</body>`);
}

/** Any other page: each linked stylesheet replaced by its content, inline. */
export async function inlineStylesheets(html: string, root: string): Promise<string> {
  let out = html;
  for (const { tag, href } of stylesheetLinks(html)) {
    const css = await readFile(join(root, href), 'utf8');
    out = out.replace(tag, () => `<style>${css}</style>`);
  }
  return out;
}
