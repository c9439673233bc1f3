// The history of every article save, and the preview links of drafts.
import type { Article, ArticleRevision, ArticleRevisionSummary } from '@nodal/shared';
import type { z } from 'zod';
import { queryRow, queryRows } from '../rows.ts';
import { articleRevisionRow, articleRow } from '../schema/index.ts';
import type { Queryable } from '../types.ts';
import { ARTICLE_COLUMNS, articleView, toArticle } from './article-row.ts';
import type { Author } from './articles.ts';
import { iso } from './util.ts';

/** A draft keeps this many revisions; a published article keeps them all. */
export const DRAFT_REVISIONS_KEPT = 50;

const SUMMARY_COLUMNS = `id, article_id AS "articleId", author_email AS "authorEmail", restored_from AS "restoredFrom",
  created_at AS "createdAt", title, slug, type, published, publish_at AS "publishAt"`;
const COLUMNS = `${SUMMARY_COLUMNS}, summary, body`;

const summaryRow = articleRevisionRow.omit({ summary: true, body: true });

function toRevision<T extends { createdAt: Date; publishAt: Date | null }>(
  row: T,
): Omit<T, 'createdAt' | 'publishAt'> & { createdAt: string; publishAt: string | null } {
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
  const row = await queryRow(
    db,
    articleRevisionRow,
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
  const rows = await queryRows(
    db,
    summaryRow,
    `SELECT ${SUMMARY_COLUMNS} FROM article_revisions WHERE article_id = $1 ORDER BY id DESC`,
    [articleId],
  );
  return rows.map(toRevision);
}

export async function findRevision(db: Queryable, articleId: number, id: number): Promise<ArticleRevision | null> {
  const row = await queryRow(
    db,
    articleRevisionRow,
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

const previewRow = articleRow.pick({ previewNonce: true, previewExpiresAt: true });

/** Both columns are set together, so a row the link queries return always has both. */
function toPreviewState(row: z.infer<typeof previewRow> | null): PreviewState | null {
  if (!row?.previewNonce || !row.previewExpiresAt) return null;
  return { nonce: row.previewNonce, expiresAt: row.previewExpiresAt };
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
  const row = await queryRow(
    db,
    previewRow,
    `UPDATE articles SET
       preview_nonce = CASE WHEN preview_nonce IS NOT NULL AND preview_expires_at > now() THEN preview_nonce ELSE $2 END,
       preview_expires_at = CASE WHEN preview_nonce IS NOT NULL AND preview_expires_at > now() THEN preview_expires_at
         ELSE date_trunc('second', now()) + make_interval(secs => $3) END
     WHERE id = $1 AND NOT published
     RETURNING preview_nonce AS "previewNonce", preview_expires_at AS "previewExpiresAt"`,
    [articleId, nonce, ttlSeconds],
  );
  return toPreviewState(row);
}

/** The live link, if the draft has one that has not expired. */
export async function findPreviewLink(db: Queryable, articleId: number): Promise<PreviewState | null> {
  const row = await queryRow(
    db,
    previewRow,
    `SELECT preview_nonce AS "previewNonce", preview_expires_at AS "previewExpiresAt" FROM articles
     WHERE id = $1 AND NOT published AND preview_nonce IS NOT NULL AND preview_expires_at > now()`,
    [articleId],
  );
  return toPreviewState(row);
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
  const row = await queryRow(
    db,
    articleView,
    `SELECT ${ARTICLE_COLUMNS} FROM articles
     WHERE id = $1 AND NOT published AND preview_nonce = $2 AND preview_expires_at > now()`,
    [articleId, nonce],
  );
  return row ? toArticle(row) : null;
}
