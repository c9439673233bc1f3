import type { Article, ArticleInput, ArticleType } from '@nodal/shared';
import { queryRow, queryRows } from '../rows.ts';
import type { Queryable } from '../types.ts';
import { ARTICLE_COLUMNS as COLUMNS, articleView, toArticle } from './article-row.ts';
import { likePattern } from './util.ts';

/** Who saved: copied into the revision the save writes. */
export interface Author {
  id: number;
  email: string;
}

export interface ArticleFilter {
  q?: string | undefined;
  type?: ArticleType | undefined;
  includeDrafts?: boolean;
  limit?: number | undefined;
}

/** Newest first. Drafts only when asked for (an admin's list). */
export async function listArticles(db: Queryable, filter: ArticleFilter = {}): Promise<Article[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (!filter.includeDrafts) where.push('published');
  if (filter.type) where.push(`type = $${params.push(filter.type)}`);
  if (filter.q) {
    const p = params.push(likePattern(filter.q));
    where.push(`(lower(title) LIKE $${p} OR lower(summary) LIKE $${p} OR lower(body) LIKE $${p})`);
  }
  const limit = filter.limit ? `LIMIT $${params.push(filter.limit)}` : '';
  const rows = await queryRows(
    db,
    articleView,
    `SELECT ${COLUMNS} FROM articles ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY created_at DESC, id DESC ${limit}`,
    params,
  );
  return rows.map(toArticle);
}

export async function findArticleBySlug(db: Queryable, slug: string, includeDrafts = false): Promise<Article | null> {
  const row = await queryRow(
    db,
    articleView,
    `SELECT ${COLUMNS} FROM articles WHERE slug = $1 ${includeDrafts ? '' : 'AND published'}`,
    [slug],
  );
  return row ? toArticle(row) : null;
}

/** With `lock`, the row stays locked for the caller's transaction (its audit row records the fields before a change). */
export async function findArticleById(db: Queryable, id: number, lock = false): Promise<Article | null> {
  const row = await queryRow(
    db,
    articleView,
    `SELECT ${COLUMNS} FROM articles WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row ? toArticle(row) : null;
}

/**
 * The fields an insert and an update both write, as $1–$9 in this order: title, slug, summary,
 * body, type, published, publish_at, cover_image_id, cover_alt. Alt text goes only with a cover.
 */
function articleFields(input: ArticleInput): unknown[] {
  return [
    input.title,
    input.slug,
    input.summary,
    input.body,
    input.type,
    input.published,
    input.publishAt ?? null,
    input.coverImage ?? null,
    input.coverImage ? (input.coverAlt ?? '') : '',
  ];
}

/** Null when the slug is taken. */
export async function insertArticle(
  db: Queryable,
  input: ArticleInput & { createdAt?: Date },
): Promise<Article | null> {
  const row = await queryRow(
    db,
    articleView,
    `INSERT INTO articles (title, slug, summary, body, type, published, publish_at, cover_image_id, cover_alt,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $6 THEN NULL ELSE $7::timestamptz END, $8, $9,
       coalesce($10, now()), coalesce($10, now()))
     ON CONFLICT (slug) DO NOTHING
     RETURNING ${COLUMNS}`,
    [...articleFields(input), input.createdAt ?? null],
  );
  return row ? toArticle(row) : null;
}

export type UpdateResult = { article: Article } | { notFound: true } | { slugTaken: true };

/**
 * Publishing ends the draft's preview link: what it showed is public now (or about to change), and
 * a link shared for review should not outlive the review.
 */
export async function updateArticle(db: Queryable, id: number, input: ArticleInput): Promise<UpdateResult> {
  const [clash] = await db.query('SELECT 1 FROM articles WHERE slug = $1 AND id <> $2', [input.slug, id]);
  if (clash) return { slugTaken: true };
  const row = await queryRow(
    db,
    articleView,
    `UPDATE articles SET title = $1, slug = $2, summary = $3, body = $4, type = $5, published = $6,
       publish_at = CASE WHEN $6 THEN NULL ELSE $7::timestamptz END,
       preview_nonce = CASE WHEN $6 THEN NULL ELSE preview_nonce END,
       preview_expires_at = CASE WHEN $6 THEN NULL ELSE preview_expires_at END,
       cover_image_id = $8, cover_alt = $9,
       updated_at = now()
     WHERE id = $10 RETURNING ${COLUMNS}`,
    [...articleFields(input), id],
  );
  return row ? { article: toArticle(row) } : { notFound: true };
}

/**
 * Every scheduled draft whose time has come goes public, in one statement: two runs that overlap
 * cannot both take an article, because the second waits on the first's row lock and then finds the
 * row published (PostgreSQL re-checks the WHERE on the row it waited for). The article's dates
 * become its scheduled time, which is when readers first saw it.
 */
export async function publishDueArticles(db: Queryable): Promise<Article[]> {
  const rows = await queryRows(
    db,
    articleView,
    `UPDATE articles SET published = true, created_at = publish_at, updated_at = publish_at, publish_at = NULL,
       preview_nonce = NULL, preview_expires_at = NULL
     WHERE NOT published AND publish_at <= now()
     RETURNING ${COLUMNS}`,
  );
  return rows.map(toArticle);
}

export async function deleteArticle(db: Queryable, id: number): Promise<Article | null> {
  const row = await queryRow(db, articleView, `DELETE FROM articles WHERE id = $1 RETURNING ${COLUMNS}`, [id]);
  return row ? toArticle(row) : null;
}
