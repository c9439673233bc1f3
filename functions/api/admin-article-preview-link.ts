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
import { audited } from '../src/audit.ts';
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

export default api('adminArticlePreviewLink', {
  async GET(req, { params }) {
    await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    const state = await findPreviewLink(await getDb(), id);
    return json({ data: state ? toLink(req, id, state) : null });
  },

  /** Sharing is audited each time (who handed out a link, and until when), never with the link itself. */
  async POST(req, { params, ip }) {
    const admin = await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    const nonce = newPreviewNonce();
    const state = await audited({ ...admin, ip }, async (tx) => {
      const live = await ensurePreviewLink(tx, id, nonce, PREVIEW_TTL_SECONDS);
      if (!live) {
        if (await findArticleById(tx, id)) throw conflict('A published article has no preview link: it is public');
        throw notFound('Article not found');
      }
      const changes = { expiresAt: live.expiresAt.toISOString(), newLink: live.nonce === nonce };
      return [live, { action: 'article.preview_share', record: { type: 'article', id }, changes }];
    });
    return json({ data: toLink(req, id, state) }, 201);
  },

  async DELETE(req, { params, ip }) {
    const admin = await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    await audited({ ...admin, ip }, async (tx) => {
      if (!(await revokePreviewLink(tx, id))) throw notFound('Article not found');
      return [undefined, { action: 'article.preview_revoke', record: { type: 'article', id } }];
    });
    return json({ data: { success: true } });
  },
});
