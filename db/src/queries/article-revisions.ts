// The history of every article save, and the preview links of drafts.
import type { Article, ArticleRevision, ArticleRevisionSummary } from '@nodal/shared';
import type { Queryable } from '../types.ts';
import type { Author } from './articles.ts';
import { iso } from './util.ts';

/** A draft keeps this many revisions; a published article keeps them all. */
export const DRAFT_REVISIONS_KEPT = 50;

const SUMMARY_COLUMNS = `id, article_id AS "articleId", author_email AS "authorEmail", restored_from AS "restoredFrom",
  created_at AS "createdAt", title, slug, type, published, publish_at AS "publishAt"`;
const COLUMNS = `${SUMMARY_COLUMNS}, summary, body`;

function toRevision<T extends ArticleRevisionSummary>(row: T): T {
  return { ...row, createdAt: iso(row.createdAt), publishAt: row.publishAt === null ? null : iso(row.publishAt) };
}

/**
 * Records the article as it now stands, then trims a draft's history to the newest
 * DRAFT_REVISIONS_KEPT. Call it in the transaction that saved the article, so no save goes unrecorded.
 */
export async function recordRevision(
  db: Queryable,
  article: Article,
  author: Author | null,
  restoredFrom: number | null = null,
): Promise<ArticleRevision> {
  const [row] = await db.query<ArticleRevision>(
    `INSERT INTO article_revisions
       (article_id, author_id, author_email, restored_from, title, slug, summary, body, type, published, publish_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     RETURNING ${COLUMNS}`,
    [
      article.id,
      author?.id ?? null,
      author?.email ?? null,
      restoredFrom,
      article.title,
      article.slug,
      article.summary,
      article.body,
      article.type,
      article.published,
      article.publishAt,
    ],
  );
  if (!article.published) {
    await db.query(
      `DELETE FROM article_revisions WHERE article_id = $1 AND id NOT IN
         (SELECT id FROM article_revisions WHERE article_id = $1 ORDER BY id DESC LIMIT $2)`,
      [article.id, DRAFT_REVISIONS_KEPT],
    );
  }
  return toRevision(row!);
}

/** Newest first. */
export async function listRevisions(db: Queryable, articleId: number): Promise<ArticleRevisionSummary[]> {
  const rows = await db.query<ArticleRevisionSummary>(
    `SELECT ${SUMMARY_COLUMNS} FROM article_revisions WHERE article_id = $1 ORDER BY id DESC`,
    [articleId],
  );
  return rows.map(toRevision);
}

export async function findRevision(db: Queryable, articleId: number, id: number): Promise<ArticleRevision | null> {
  const [row] = await db.query<ArticleRevision>(
    `SELECT ${COLUMNS} FROM article_revisions WHERE article_id = $1 AND id = $2`,
    [articleId, id],
  );
  return row ? toRevision(row) : null;
}

// ---------- preview links ----------

export interface PreviewState {
  nonce: string;
  expiresAt: Date;
}

/**
 * The draft's live preview link state, creating one when it has none (or only an expired one), so
 * sharing twice hands out the same link. Null when the article is missing or published.
 */
export async function ensurePreviewLink(
  db: Queryable,
  articleId: number,
  nonce: string,
  ttlSeconds: number,
): Promise<PreviewState | null> {
  const [row] = await db.query<{ nonce: string; expiresAt: Date }>(
    `UPDATE articles SET
       preview_nonce = CASE WHEN preview_nonce IS NOT NULL AND preview_expires_at > now() THEN preview_nonce ELSE $2 END,
       preview_expires_at = CASE WHEN preview_nonce IS NOT NULL AND preview_expires_at > now() THEN preview_expires_at
         ELSE date_trunc('second', now()) + make_interval(secs => $3) END
     WHERE id = $1 AND NOT published
     RETURNING preview_nonce AS nonce, preview_expires_at AS "expiresAt"`,
    [articleId, nonce, ttlSeconds],
  );
  return row ? { nonce: row.nonce, expiresAt: new Date(row.expiresAt) } : null;
}

/** The live link, if the draft has one that has not expired. */
export async function findPreviewLink(db: Queryable, articleId: number): Promise<PreviewState | null> {
  const [row] = await db.query<{ nonce: string; expiresAt: Date }>(
    `SELECT preview_nonce AS nonce, preview_expires_at AS "expiresAt" FROM articles
     WHERE id = $1 AND NOT published AND preview_nonce IS NOT NULL AND preview_expires_at > now()`,
    [articleId],
  );
  return row ? { nonce: row.nonce, expiresAt: new Date(row.expiresAt) } : null;
}

/** Ends the link; false when the article does not exist. */
export async function revokePreviewLink(db: Queryable, articleId: number): Promise<boolean> {
  const rows = await db.query(
    'UPDATE articles SET preview_nonce = NULL, preview_expires_at = NULL WHERE id = $1 RETURNING id',
    [articleId],
  );
  return rows.length > 0;
}

/** The draft a link names, when the link is still the draft's live one. */
export async function findPreviewArticle(db: Queryable, articleId: number, nonce: string): Promise<Article | null> {
  const [row] = await db.query<Article>(
    `SELECT id, title, slug, summary, body, type, published, publish_at AS "publishAt",
       cover_image_id AS "coverImage", cover_alt AS "coverAlt", created_at AS "createdAt", updated_at AS "updatedAt"
     FROM articles
     WHERE id = $1 AND NOT published AND preview_nonce = $2 AND preview_expires_at > now()`,
    [articleId, nonce],
  );
  if (!row) return null;
  return {
    ...row,
    publishAt: row.publishAt === null ? null : iso(row.publishAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
