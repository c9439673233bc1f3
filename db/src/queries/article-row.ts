// An article as the API shows it, shared by the article and revision queries (not a public entry).
import type { Article } from '@nodal/shared';
import type { z } from 'zod';
import { articleRow } from '../schema/index.ts';
import { iso } from './util.ts';

/** Every column but the preview link's. */
export const ARTICLE_COLUMNS = `id, title, slug, summary, body, type, published, publish_at AS "publishAt",
  cover_image_id AS "coverImage", cover_alt AS "coverAlt", created_at AS "createdAt", updated_at AS "updatedAt"`;
export const articleView = articleRow.omit({ previewNonce: true, previewExpiresAt: true });

/** Timestamps travel as ISO strings. */
export function toArticle(row: z.infer<typeof articleView>): Article {
  return {
    ...row,
    publishAt: row.publishAt === null ? null : iso(row.publishAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
