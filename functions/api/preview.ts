// GET /api/preview/:token — the draft a preview link names, for anyone holding the link. The
// /preview page renders it with the article page's own component and renderer (decision 0070).
import type { ArticlePreview } from '@nodal/shared';
import { findPreviewArticle, getDb } from '@nodal/db';
import { HttpError } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { json } from '../src/http/respond.ts';
import { verifyPreviewToken } from '../src/publishing/preview-token.ts';

// A draft must never reach a search index or a shared cache, whatever the answer.
const PRIVATE = { 'X-Robots-Tag': 'noindex, nofollow, noarchive', 'Cache-Control': 'private, no-store' };
const gone = (message: string) => new HttpError(410, message, { headers: PRIVATE });

export default api('preview', {
  async GET(_req, { params }) {
    const claims = verifyPreviewToken(params.token ?? '');
    if (!claims) throw new HttpError(404, 'Preview link not found', { headers: PRIVATE });
    if (claims.expires * 1000 <= Date.now()) throw gone('This preview link has expired');
    const article = await findPreviewArticle(await getDb(), claims.articleId, claims.nonce);
    if (!article) throw gone('This preview link is no longer active');
    const { title, summary, body, type, createdAt, updatedAt, publishAt, coverImage, coverAlt } = article;
    const data: ArticlePreview = { title, summary, body, type, createdAt, updatedAt, publishAt, coverImage, coverAlt };
    return json({ data }, 200, PRIVATE);
  },
});
