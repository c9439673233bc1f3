// What the Demos list says about a demo: its description, or, when it has none, a short plain-text
// summary read out of its embed code. The embed code itself is a whole HTML document (or an iframe
// tag) and never reaches the list as markup. Plain string work, no DOM: the embed is never parsed
// into this page, and the helper is tested in Node.
import type { Demo } from '@nodal/shared';

/** Longest summary the list shows, in characters, ellipsis included. */
export const SUMMARY_LENGTH = 160;

export type DemoSummary =
  { from: 'description'; text: string } | { from: 'embed'; text: string } | { from: 'none'; text: null };

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** One line of readable text: entities decoded, whitespace runs made one space. */
function plain(text: string): string {
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** Cut at a word boundary when one is near, with an ellipsis. */
export function excerpt(text: string, max = SUMMARY_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The value of one attribute of a start tag, quoted or not. */
function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

function metaDescription(html: string): string {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (attribute(tag, 'name')?.toLowerCase() === 'description') return plain(attribute(tag, 'content') ?? '');
  }
  return '';
}

/** The text a visitor would read: no head, scripts, styles, comments or tags. */
function bodyText(html: string): string {
  return plain(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(head|script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      // Inside a line (bold, links, code) a tag joins its neighbours; any other tag breaks the text.
      .replace(/<\/?(?:a|abbr|b|cite|code|data|em|i|kbd|mark|q|s|small|span|strong|sub|sup|time|u|var)\b[^>]*>/gi, '')
      .replace(/<[^>]*>/g, ' '),
  );
}

function title(html: string): string {
  return plain(/<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html)?.[1] ?? '');
}

/** "Embedded from www.youtube-nocookie.com" for an embed that is only a frame or a player. */
function source(html: string): string {
  for (const [tag] of html.matchAll(/<(?:iframe|video|audio|source|embed)\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (!src) continue;
    try {
      const url = new URL(decodeEntities(src), 'https://relative.invalid');
      return url.hostname === 'relative.invalid' ? 'Embedded media from this site' : `Embedded from ${url.hostname}`;
    } catch {
      // not a URL: try the next tag
    }
  }
  return '';
}

/**
 * A plain-text summary of embed code: its `<meta name="description">`, else the text it shows,
 * else its `<title>`, else where its frame or player loads from. Null when it says nothing.
 */
export function embedSummary(html: string): string | null {
  const text = metaDescription(html) || bodyText(html) || title(html) || source(html);
  return text ? excerpt(text) : null;
}

/** The demo's own description first; the embed's summary only when the description is empty. */
export function demoSummary(demo: Pick<Demo, 'description' | 'embedCode'>): DemoSummary {
  const description = demo.description.trim();
  if (description) return { from: 'description', text: description };
  const text = embedSummary(demo.embedCode);
  return text ? { from: 'embed', text } : { from: 'none', text: null };
}
