import { articleInputSchema, articleListQuerySchema, idParamSchema, type ArticleInput } from '@nodal/shared';
import { requireAdmin } from '../src/auth/guards.ts';
import { readSession } from '../src/auth/session.ts';
import {
  deleteArticle,
  findArticleBySlug,
  getDb,
  imageExists,
  insertArticle,
  listArticles,
  recordRevision,
  updateArticle,
  type Queryable,
} from '@nodal/db';
import { createAudited, deleteAudited, updateAudited } from '../src/audit.ts';
import { badRequest, conflict, notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseJson, parseQuery, validate } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';
import { ARTICLE } from '../src/publishing/article-audit.ts';

const SLUG_TAKEN = 'An article with this slug already exists';
const COVER_MISSING = 'Upload the cover image again';

/** A cover must name an image that was uploaded (the id is checked in the save's own transaction). */
async function checkCover(tx: Queryable, input: ArticleInput): Promise<void> {
  if (input.coverImage && !(await imageExists(tx, input.coverImage)))
    throw badRequest(COVER_MISSING, { coverImage: [COVER_MISSING] });
}

export default api('articles', {
  /**
   * The list, or one article by slug. Drafts only for an admin: in the list when asked with
   * `drafts=include` (or its older spelling `published=false`), and always by slug.
   */
  async GET(req, { route, params }) {
    const query = parseQuery(req, articleListQuerySchema);
    const bySlug = route === 'article';
    const asksDrafts = bySlug || query.drafts === 'include' || query.published === 'false';
    const session = asksDrafts ? await readSession(req) : null;
    const includeDrafts = session?.user.isAdmin === true && asksDrafts;
    const db = await getDb();
    if (bySlug) {
      const article = await findArticleBySlug(db, params.slug!, includeDrafts);
      if (!article) throw notFound('Article not found');
      return json({ data: article });
    }
    return json({ data: await listArticles(db, { q: query.q, type: query.type, limit: query.limit, includeDrafts }) });
  },

  /** Every save writes a revision and an audit row in the same transaction as the article. */
  async POST(req, { requestRebuild, ip }) {
    const admin = await requireAdmin(req);
    const input = await parseJson(req, articleInputSchema);
    const article = await createAudited({ ...admin, ip }, 'article', async (tx) => {
      await checkCover(tx, input);
      const inserted = await insertArticle(tx, input);
      if (!inserted) throw conflict(SLUG_TAKEN);
      await recordRevision(tx, inserted, admin);
      return inserted;
    });
    if (article.published) requestRebuild(`article created: ${article.slug}`);
    return json({ data: article }, 201);
  },

  async PUT(req, { params, requestRebuild, ip }) {
    const admin = await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    const input = await parseJson(req, articleInputSchema);
    const { before, after } = await updateAudited({ ...admin, ip }, ARTICLE, id, async (tx) => {
      await checkCover(tx, input);
      const updated = await updateArticle(tx, id, input);
      if ('slugTaken' in updated) throw conflict(SLUG_TAKEN);
      if (!('article' in updated)) return null;
      await recordRevision(tx, updated.article, admin);
      return updated.article;
    });
    // A draft that stays a draft changes nothing public.
    if (before.published || after.published) requestRebuild(`article updated: ${after.slug}`);
    return json({ data: after });
  },

  async DELETE(req, { params, requestRebuild, ip }) {
    const admin = await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    const deleted = await deleteAudited({ ...admin, ip }, ARTICLE, id, async (tx) =>
      Boolean(await deleteArticle(tx, id)),
    );
    if (deleted.published) requestRebuild(`article deleted: ${deleted.slug}`);
    return json({ success: true });
  },
});
