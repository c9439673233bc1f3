// A draft's shareable preview link: GET the live one (or null), POST to share (the same link again
// while it lives), DELETE to revoke it.
import { idParamSchema, pages, type PreviewLink } from '@nodal/shared';
import {
  ensurePreviewLink,
  findArticleById,
  findPreviewLink,
  getDb,
  revokePreviewLink,
  type PreviewState,
} from '@nodal/db';
import { requireAdmin } from '../src/auth/guards.ts';
import { conflict, notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { validate } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';
import { newPreviewNonce, PREVIEW_TTL_SECONDS, signPreviewToken } from '../src/publishing/preview-token.ts';

function toLink(req: Request, articleId: number, state: PreviewState): PreviewLink {
  const token = signPreviewToken({
    articleId,
    expires: Math.floor(state.expiresAt.getTime() / 1000),
    nonce: state.nonce,
  });
  return { url: new URL(pages.previewLink(token), req.url).href, expiresAt: state.expiresAt.toISOString() };
}

export default api({
  async GET(req, { params }) {
    await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    const state = await findPreviewLink(await getDb(), id);
    return json({ data: state ? toLink(req, id, state) : null });
  },

  async POST(req, { params }) {
    await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    const db = await getDb();
    const state = await ensurePreviewLink(db, id, newPreviewNonce(), PREVIEW_TTL_SECONDS);
    if (!state) {
      if (await findArticleById(db, id)) throw conflict('A published article has no preview link: it is public');
      throw notFound('Article not found');
    }
    return json({ data: toLink(req, id, state) }, 201);
  },

  async DELETE(req, { params }) {
    await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    if (!(await revokePreviewLink(await getDb(), id))) throw notFound('Article not found');
    return json({ success: true });
  },
});
