// What a campaign's email looks like, rendered once when the campaign is made: MJML turns the layout
// into the table-based, inline-styled HTML mail programs need, and html-to-text writes the plain part.
// Merge fields stay as `{{field}}` for the sender to fill per recipient; `{{preferencesUrl}}` (the
// footer) and `{{inviteLink}}` (an invitation's button) are filled by the sender alone.
import { convert } from 'html-to-text';
import mjml2html from 'mjml';
import { brand, INVITE_LINK_FIELD, pages, PREFERENCES_FIELD, shareImage, type Article } from '@nodal/shared';
import { renderMarkdown } from '@nodal/shared/markdown';
import { escapeHtml } from '../http/html.ts';

export interface RenderedEmail {
  html: string;
  text: string;
}

const INK = '#0f172a';
const MUTED = '#475569';
const ACCENT = '#4338ca';

/** Styles MJML inlines into the article's own HTML (headings, lists, quotes, code, tables, images). */
const PROSE_STYLE = `
.prose h1, .prose h2, .prose h3 { color: ${INK}; line-height: 1.3; margin: 28px 0 10px; }
.prose h2 { font-size: 21px; }
.prose h3 { font-size: 18px; }
.prose p { margin: 0 0 16px; }
.prose a { color: ${ACCENT}; text-decoration: underline; }
.prose ul, .prose ol { margin: 0 0 16px; padding-left: 24px; }
.prose li { margin: 0 0 6px; }
.prose blockquote { margin: 0 0 16px; padding: 4px 0 4px 16px; border-left: 3px solid #c7d2fe; color: ${MUTED}; }
.prose code { font-family: Menlo, Consolas, monospace; font-size: 14px; background: #f1f5f9; padding: 1px 4px; border-radius: 4px; }
.prose pre { font-family: Menlo, Consolas, monospace; font-size: 13px; background: #f1f5f9; padding: 12px; border-radius: 8px; white-space: pre-wrap; word-break: break-word; }
.prose img { max-width: 100%; height: auto; border-radius: 8px; }
.prose table { border-collapse: collapse; width: 100%; margin: 0 0 16px; font-size: 14px; }
.prose th, .prose td { border: 1px solid #e2e8f0; padding: 6px 8px; text-align: left; }
.prose hr { border: 0; border-top: 1px solid #e2e8f0; margin: 24px 0; }
`;

/** The frame every campaign shares: the brand bar, a white card for `content`, the preferences footer. */
function frame({ title, preview, content }: { title: string; preview: string; content: string }): string {
  return `<mjml lang="en">
  <mj-head>
    <mj-title>${escapeHtml(title)}</mj-title>
    <mj-preview>${escapeHtml(preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="1.6" color="${INK}" padding="0 0 0 0" />
      <mj-section padding="0" />
    </mj-attributes>
    <mj-style inline="inline">${PROSE_STYLE}</mj-style>
  </mj-head>
  <mj-body background-color="#f1f5f9" width="600px">
    <mj-section padding="24px 16px 12px">
      <mj-column><mj-text font-size="18px" font-weight="700" color="${INK}">${escapeHtml(brand.name)}</mj-text></mj-column>
    </mj-section>
    <mj-wrapper background-color="#ffffff" border-radius="12px" padding="32px 28px">
      ${content}
    </mj-wrapper>
    <mj-section padding="20px 16px 32px">
      <mj-column>
        <mj-text font-size="12px" line-height="1.5" color="#64748b">You get this email because you subscribed to ${escapeHtml(brand.name)}. <a href="${PREFERENCES_FIELD}" style="color:${ACCENT}">Choose topics or unsubscribe</a>.</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

async function compile(source: string): Promise<string> {
  // No web fonts: MJML would link Google Fonts for a family it knows, which tells a third party who
  // opened the email; the system stack reads well everywhere.
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict', minify: false, fonts: {} });
  if (errors.length) throw new Error(`Email layout: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return html;
}

/**
 * The plain part of an email: links written out, images left out (the HTML part shows them), and no
 * hard line breaks inside a paragraph, so a phone's mail program wraps it to its own width.
 */
export function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    ],
  }).trim();
}

/**
 * The article's HTML made fit for mail: every site path absolute, and the attributes only a browser
 * reads (srcset, lazy loading) dropped, so the largest image is the one every client fetches.
 */
export function forMail(html: string, site: string): string {
  return html
    .replace(/ (src|href)="\/(?!\/)/g, ` $1="${site}/`)
    .replace(/ (srcset|sizes|loading|decoding)="[^"]*"/g, '')
    .replace(/ target="_blank" rel="noopener noreferrer"/g, '');
}

/** An Updates article as a newsletter: title, summary, cover, body, and a link to read it on the web. */
export async function renderNewsletter(article: Article, site: string): Promise<RenderedEmail> {
  const webUrl = `${site}${pages.update(article.slug)}`;
  const cover = article.coverImage ? shareImage(article.coverImage, article.coverAlt) : null;
  const body = forMail(renderMarkdown(article.body), site);
  const content = `
      <mj-section><mj-column>
        <mj-text font-size="13px" color="${MUTED}" padding="0 0 12px"><a href="${escapeHtml(webUrl)}" style="color:${MUTED}">Read on the web</a></mj-text>
        <mj-text font-size="26px" line-height="1.25" font-weight="700" padding="0 0 12px"><h1 style="margin:0;font-size:26px">${escapeHtml(article.title)}</h1></mj-text>
        <mj-text color="${MUTED}" padding="0 0 20px">${escapeHtml(article.summary)}</mj-text>
        ${cover ? `<mj-image src="${escapeHtml(site + cover.path)}" alt="${escapeHtml(cover.alt)}" width="544px" border-radius="8px" padding="0 0 24px" />` : ''}
        <mj-text css-class="prose">${body}</mj-text>
        <mj-button href="${escapeHtml(webUrl)}" background-color="${ACCENT}" color="#ffffff" font-weight="600" border-radius="8px" inner-padding="12px 20px" padding="16px 0 0" align="left">Read it on ${escapeHtml(brand.name)}</mj-button>
      </mj-column></mj-section>`;
  const html = await compile(frame({ title: article.title, preview: article.summary, content }));
  const text = [article.title, '', article.summary, '', htmlToText(body), '', `Read it on the web: ${webUrl}`].join(
    '\n',
  );
  return { html, text };
}

/**
 * An invitation from the editor's plain text: paragraphs at blank lines, a paragraph that is only
 * {{inviteLink}} becomes the button, and without one the button follows the message.
 */
export async function renderInvitation(subject: string, body: string): Promise<RenderedEmail> {
  const button = `<mj-button href="${INVITE_LINK_FIELD}" background-color="${ACCENT}" color="#ffffff" font-weight="600" border-radius="8px" inner-padding="12px 20px" padding="8px 0 20px" align="left">Accept your invitation</mj-button>`;
  const paragraphs = body.trim().split(/\n\s*\n/);
  let placed = false;
  const blocks = paragraphs.map((p) => {
    if (p.trim() === INVITE_LINK_FIELD) {
      placed = true;
      return button;
    }
    return `<mj-text padding="0 0 16px">${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</mj-text>`;
  });
  if (!placed) blocks.push(button);
  const content = `<mj-section><mj-column>${blocks.join('\n')}</mj-column></mj-section>`;
  const html = await compile(frame({ title: subject, preview: paragraphs[0]!.slice(0, 140), content }));
  const text = body.includes(INVITE_LINK_FIELD)
    ? body.trim()
    : `${body.trim()}\n\nAccept your invitation: ${INVITE_LINK_FIELD}`;
  return { html, text };
}
