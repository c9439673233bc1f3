// The one Markdown renderer: build time, the fresh-article fallback and the admin preview all
// use it, so an article looks the same everywhere. Raw HTML is escaped, unsafe links dropped.
import MarkdownIt from 'markdown-it';
import { ARTICLE_BODY_IMAGE_SIZES, imageAttributes, parseImageUrl } from './images.ts';

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

const defaultImage = md.renderer.rules.image!;
/**
 * Our own uploaded images get every width in srcset and their intrinsic size (no layout shift); they
 * sit below the fold of an article, so they load lazily. Other images render as Markdown-it would.
 */
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const ref = parseImageUrl(token.attrGet('src') ?? '');
  if (!ref) return defaultImage(tokens, idx, options, env, self);
  const { src, srcset, width, height } = imageAttributes(ref);
  const alt = md.utils.escapeHtml(self.renderInlineAsText(token.children ?? [], options, env));
  const title = token.attrGet('title');
  return (
    `<img src="${src}" srcset="${srcset}" sizes="${ARTICLE_BODY_IMAGE_SIZES}" width="${width}" height="${height}"` +
    ` alt="${alt}"${title ? ` title="${md.utils.escapeHtml(title)}"` : ''} loading="lazy" decoding="async">`
  );
};

// A wide table scrolls inside its own frame instead of widening the page on a phone.
md.renderer.rules.table_open = () => '<div class="prose-table"><table>\n';
md.renderer.rules.table_close = () => '</table></div>\n';

export function renderMarkdown(source: string): string {
  return md.render(source);
}
