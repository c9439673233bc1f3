import type { Config } from '@netlify/functions';
import { articleInputSchema, articleListQuerySchema, idParamSchema } from '@nodal/shared';
import { requireAdmin } from '../src/auth/guards.ts';
import { readSession } from '../src/auth/session.ts';
import { getDb } from '../src/db/client.ts';
import * as articles from '../src/db/queries/articles.ts';
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
      const article = await articles.findArticleBySlug(db, params.key, includeDrafts);
      if (!article) throw notFound('Article not found');
      return json({ data: article });
    }
    return json({ data: await articles.listArticles(db, { q: query.q, type: query.type, limit: query.limit, includeDrafts }) });
  },

  async POST(req) {
    await requireAdmin(req);
    const input = await parseJson(req, articleInputSchema);
    const article = await articles.insertArticle(await getDb(), input);
    if (!article) throw conflict(SLUG_TAKEN);
    if (article.published) await requestRebuild(`article created: ${article.slug}`);
    return json({ data: article }, 201);
  },

  async PUT(req, { params }) {
    await requireAdmin(req);
    const id = validate(idParamSchema, params.key);
    const input = await parseJson(req, articleInputSchema);
    const db = await getDb();
    const before = await articles.findArticleById(db, id);
    const result = await articles.updateArticle(db, id, input);
    if ('notFound' in result) throw notFound('Article not found');
    if ('slugTaken' in result) throw conflict(SLUG_TAKEN);
    // A draft that stays a draft changes nothing public.
    if (before?.published || result.article.published) await requestRebuild(`article updated: ${result.article.slug}`);
    return json({ data: result.article });
  },

  async DELETE(req, { params }) {
    await requireAdmin(req);
    const id = validate(idParamSchema, params.key);
    const deleted = await articles.deleteArticle(await getDb(), id);
    if (!deleted) throw notFound('Article not found');
    if (deleted.published) await requestRebuild(`article deleted: ${deleted.slug}`);
    return json({ success: true });
  },
});

// Netlify reads this by static analysis, so it is a literal; src/routes.test.ts keeps it equal to apiRoutes.articles.
export const config: Config = { path: ['/api/articles', '/api/articles/:key'] };
