// The one Markdown renderer: build time, the fresh-article fallback and the admin preview all
// use it, so an article looks the same everywhere. Raw HTML is escaped, unsafe links dropped.
import MarkdownIt from 'markdown-it';

const SAFE_URL = /^(https?:|mailto:|\/|#|\.{0,2}\/)/i;

function isSafeUrl(url: string): boolean {
  // Browsers ignore control characters inside a URL's scheme (`java\u0001script:`), so they go first.
  // eslint-disable-next-line no-control-regex
  const cleaned = url.trim().replace(/[\u0000-\u001f\u007f\s]/g, '');
  if (!/^[a-z][a-z0-9+.-]*:/i.test(cleaned)) return !cleaned.startsWith('//');
  return SAFE_URL.test(cleaned);
}

const md = new MarkdownIt({ html: false, linkify: false, typographer: true });
md.validateLink = isSafeUrl;

const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = token.attrGet('href') ?? '';
  if (/^https?:\/\//i.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

export function renderMarkdown(source: string): string {
  return md.render(source);
}
