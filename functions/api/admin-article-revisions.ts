// An article's history: the list, one revision with what changed since, and restoring one.
import { idParamSchema, type ArticleRevisionDetail } from '@nodal/shared';
import { diffRevision } from '@nodal/shared/revision-diff';
import { findArticleById, findRevision, getDb, listRevisions, recordRevision, updateArticle } from '@nodal/db';
import { requireAdmin } from '../src/auth/guards.ts';
import { updateAudited } from '../src/audit.ts';
import { conflict, HttpError, notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { validate } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';
import { ARTICLE } from '../src/publishing/article-audit.ts';

export default api('adminArticleRevisions', {
  async GET(req, { params }) {
    await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    const db = await getDb();
    const article = await findArticleById(db, id);
    if (!article) throw notFound('Article not found');
    if (!params.revisionId) return json({ data: await listRevisions(db, id) });
    const revision = await findRevision(db, id, validate(idParamSchema, params.revisionId));
    if (!revision) throw notFound('Revision not found');
    const data: ArticleRevisionDetail = { revision, changes: diffRevision(revision, article) };
    return json({ data });
  },

  /**
   * POST …/revisions/:revisionId/restore puts the revision's text back (title, slug, type, summary,
   * body) and records that as a new revision. Whether the article is public, or when it will be,
   * stays as it is now: restoring words must not publish or unpublish anything.
   */
  async POST(req, { params, requestRebuild, ip }) {
    const admin = await requireAdmin(req);
    if (!new URL(req.url).pathname.endsWith('/restore') || !params.revisionId)
      throw new HttpError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
    const id = validate(idParamSchema, params.id);
    const revisionId = validate(idParamSchema, params.revisionId);
    const { after } = await updateAudited(
      { ...admin, ip },
      { ...ARTICLE, updateAction: () => 'article.restore' },
      id,
      async (tx, article) => {
        const revision = await findRevision(tx, id, revisionId);
        if (!revision) throw notFound('Revision not found');
        const { title, slug, type, summary, body } = revision;
        const updated = await updateArticle(tx, id, {
          title,
          slug,
          type,
          summary,
          body,
          published: article.published,
          publishAt: article.publishAt,
          // Revisions keep the words; the cover stays as it is now.
          coverImage: article.coverImage,
          coverAlt: article.coverAlt,
        });
        if ('slugTaken' in updated) throw conflict('An article with this slug already exists');
        if (!('article' in updated)) return null;
        await recordRevision(tx, updated.article, admin, revisionId);
        return updated.article;
      },
      { restoredFrom: revisionId },
    );
    if (after.published) requestRebuild(`article restored: ${after.slug}`);
    return json({ data: after });
  },
});
