import { articleInputSchema, articleListQuerySchema, idParamSchema } from '@nodal/shared';
import { requireAdmin } from '../src/auth/guards.ts';
import { readSession } from '../src/auth/session.ts';
import {
  deleteArticle,
  findArticleById,
  findArticleBySlug,
  getDb,
  insertArticle,
  listArticles,
  recordRevision,
  updateArticle,
} from '@nodal/db';
import { conflict, notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseJson, parseQuery, validate } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';
import { requestRebuild } from '../src/rebuild.ts';

const SLUG_TAKEN = 'An article with this slug already exists';

export default api({
  /** The list, or one article by slug. Drafts only for an admin who asks with published=false. */
  async GET(req, { params }) {
    const query = parseQuery(req, articleListQuerySchema);
    const session = query.published === 'false' || params.key ? await readSession(req) : null;
    const includeDrafts = session?.user.isAdmin === true && (query.published === 'false' || Boolean(params.key));
    const db = await getDb();
    if (params.key) {
      const article = await findArticleBySlug(db, params.key, includeDrafts);
      if (!article) throw notFound('Article not found');
      return json({ data: article });
    }
    return json({ data: await listArticles(db, { q: query.q, type: query.type, limit: query.limit, includeDrafts }) });
  },

  /** Every save writes a revision in the same transaction as the article. */
  async POST(req, { waitUntil }) {
    const admin = await requireAdmin(req);
    const input = await parseJson(req, articleInputSchema);
    const article = await (
      await getDb()
    ).transaction(async (tx) => {
      const inserted = await insertArticle(tx, input);
      if (inserted) await recordRevision(tx, inserted, admin);
      return inserted;
    });
    if (!article) throw conflict(SLUG_TAKEN);
    if (article.published) requestRebuild(waitUntil, `article created: ${article.slug}`);
    return json({ data: article }, 201);
  },

  async PUT(req, { params, waitUntil }) {
    const admin = await requireAdmin(req);
    const id = validate(idParamSchema, params.key);
    const input = await parseJson(req, articleInputSchema);
    const { before, result } = await (
      await getDb()
    ).transaction(async (tx) => {
      const previous = await findArticleById(tx, id);
      const updated = await updateArticle(tx, id, input);
      if ('article' in updated) await recordRevision(tx, updated.article, admin);
      return { before: previous, result: updated };
    });
    if ('notFound' in result) throw notFound('Article not found');
    if ('slugTaken' in result) throw conflict(SLUG_TAKEN);
    // A draft that stays a draft changes nothing public.
    if (before?.published || result.article.published)
      requestRebuild(waitUntil, `article updated: ${result.article.slug}`);
    return json({ data: result.article });
  },

  async DELETE(req, { params, waitUntil }) {
    await requireAdmin(req);
    const id = validate(idParamSchema, params.key);
    const deleted = await deleteArticle(await getDb(), id);
    if (!deleted) throw notFound('Article not found');
    if (deleted.published) requestRebuild(waitUntil, `article deleted: ${deleted.slug}`);
    return json({ success: true });
  },
});
