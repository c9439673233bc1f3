// The public content's tables, one row schema each, keyed as the queries name the columns.
import { ANIMATION_TYPES, ARTICLE_TYPES, DEMO_TYPES, IMAGE_TYPES, VIDEO_TYPES } from '@nodal/shared';
import * as z from 'zod';

export const articleRow = z.strictObject({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  body: z.string(),
  type: z.enum(ARTICLE_TYPES),
  published: z.boolean(),
  publishAt: z.date().nullable(),
  /** cover_image_id */
  coverImage: z.string().nullable(),
  coverAlt: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
  previewNonce: z.string().nullable(),
  previewExpiresAt: z.date().nullable(),
});
export type ArticleRow = z.infer<typeof articleRow>;

export const articleRevisionRow = z.strictObject({
  id: z.int(),
  articleId: z.int(),
  authorEmail: z.string().nullable(),
  restoredFrom: z.int().nullable(),
  createdAt: z.date(),
  // A revision keeps the article's editable fields as they were.
  ...articleRow.pick({
    title: true,
    slug: true,
    summary: true,
    body: true,
    type: true,
    published: true,
    publishAt: true,
  }).shape,
});
export type ArticleRevisionRow = z.infer<typeof articleRevisionRow>;

export const imageRow = z.strictObject({
  id: z.string(),
  width: z.int(),
  height: z.int(),
  type: z.enum(IMAGE_TYPES),
  bytes: z.int(),
  widths: z.array(z.int()),
  uploadedByEmail: z.string().nullable(),
  createdAt: z.date(),
});

export const imageUploadRow = z.strictObject({ id: z.guid(), size: z.int() });

/** bytea: a Uint8Array from PGlite, a Buffer (a Uint8Array too) from the PostgreSQL driver. */
export const imageUploadChunkRow = z.strictObject({ seq: z.int(), data: z.instanceof(Uint8Array) });

export const demoRow = z.strictObject({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  type: z.enum(DEMO_TYPES),
  embedCode: z.string(),
  position: z.int(),
});
export type DemoRow = z.infer<typeof demoRow>;

export const videoRow = z.strictObject({
  id: z.int(),
  title: z.string(),
  description: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  videoType: z.enum(VIDEO_TYPES),
  duration: z.string().nullable(),
  position: z.int(),
  active: z.boolean(),
  categoryId: z.int().nullable(),
});
export type VideoRow = z.infer<typeof videoRow>;

export const videoCategoryRow = z.strictObject({
  id: z.int(),
  title: z.string(),
  description: z.string().nullable(),
  position: z.int(),
  active: z.boolean(),
});
export type VideoCategoryRow = z.infer<typeof videoCategoryRow>;

export const heroAnimationRow = z.strictObject({
  animationType: z.enum(ANIMATION_TYPES),
  enabled: z.boolean(),
  weight: z.int(),
  updatedAt: z.date(),
});

/** section_id is free text: ids the site no longer knows are stored but never shown. */
export const sectionConfigRow = z.strictObject({ sectionId: z.string(), isVisible: z.boolean() });
