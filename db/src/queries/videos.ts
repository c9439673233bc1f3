import type { Video, VideoCategory } from '@nodal/shared';
import { queryRow, queryRows } from '../rows.ts';
import { videoCategoryRow, videoRow, type VideoCategoryRow } from '../schema/index.ts';
import type { Queryable, Tx } from '../types.ts';

const VIDEO_COLUMNS = `id, title, description, thumbnail_url AS "thumbnailUrl", video_url AS "videoUrl",
  video_type AS "videoType", duration, position, active, category_id AS "categoryId"`;
const CATEGORY_COLUMNS = `id, title, description, position, active`;

export interface VideoFields {
  title: string;
  description?: string | null | undefined;
  videoUrl?: string | null | undefined;
  thumbnailUrl?: string | null | undefined;
  videoType: Video['videoType'];
  duration?: string | null | undefined;
  position?: number | undefined;
  active?: boolean | undefined;
  categoryId: number | null;
}

export async function listVideos(db: Queryable): Promise<Video[]> {
  return queryRows(db, videoRow, `SELECT ${VIDEO_COLUMNS} FROM videos ORDER BY position, id`);
}

/** Categories in position order, each with its videos; `activeOnly` (the public list) keeps active ones only. */
export async function listCategoriesWithVideos(db: Queryable, activeOnly: boolean): Promise<VideoCategory[]> {
  const categories = await queryRows(
    db,
    videoCategoryRow,
    `SELECT ${CATEGORY_COLUMNS} FROM video_categories ${activeOnly ? 'WHERE active' : ''} ORDER BY position, id`,
  );
  const videos = await queryRows(
    db,
    videoRow,
    `SELECT ${VIDEO_COLUMNS} FROM videos WHERE category_id IS NOT NULL ${activeOnly ? 'AND active' : ''} ORDER BY position, id`,
  );
  return categories.map((c) => ({ ...c, videos: videos.filter((v) => v.categoryId === c.id) }));
}

export async function categoryExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM video_categories WHERE id = $1', [id])).length > 0;
}

/**
 * A video's fields in the order both writes bind them (after the id in an update); a field left
 * out is null, which the SQL reads as "the default" or "keep it" where it says so.
 */
function videoParams(v: VideoFields): unknown[] {
  return [
    v.title,
    v.description ?? null,
    v.videoUrl ?? null,
    v.thumbnailUrl ?? null,
    v.videoType,
    v.duration ?? null,
    v.position ?? null,
    v.active ?? null,
    v.categoryId,
  ];
}

export async function insertVideo(db: Queryable, v: VideoFields): Promise<Video> {
  const row = await queryRow(
    db,
    videoRow,
    `INSERT INTO videos (title, description, video_url, thumbnail_url, video_type, duration, position, active, category_id)
     VALUES ($1, $2, $3, $4, $5, $6,
       coalesce($7, (SELECT coalesce(max(position), 0) + 1 FROM videos)), coalesce($8, true), $9)
     RETURNING ${VIDEO_COLUMNS}`,
    videoParams(v),
  );
  return row!;
}

export async function updateVideo(db: Queryable, id: number, v: VideoFields): Promise<Video | null> {
  return queryRow(
    db,
    videoRow,
    `UPDATE videos SET title = $2, description = $3, video_url = $4, thumbnail_url = coalesce($5, thumbnail_url),
       video_type = $6, duration = $7, position = coalesce($8, position), active = coalesce($9, active), category_id = $10
     WHERE id = $1 RETURNING ${VIDEO_COLUMNS}`,
    [id, ...videoParams(v)],
  );
}

/** The video, locked for the caller's transaction (its audit row records the fields before the change). */
export async function lockVideo(db: Queryable, id: number): Promise<Video | null> {
  return queryRow(db, videoRow, `SELECT ${VIDEO_COLUMNS} FROM videos WHERE id = $1 FOR UPDATE`, [id]);
}

export async function deleteVideo(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM videos WHERE id = $1 RETURNING id', [id])).length > 0;
}

export interface CategoryFields {
  title: string;
  description?: string | null | undefined;
  position?: number | undefined;
}

export async function insertCategory(db: Queryable, c: CategoryFields): Promise<VideoCategoryRow> {
  const row = await queryRow(
    db,
    videoCategoryRow,
    `INSERT INTO video_categories (title, description, position)
     VALUES ($1, $2, coalesce($3, (SELECT coalesce(max(position), 0) + 1 FROM video_categories)))
     RETURNING ${CATEGORY_COLUMNS}`,
    [c.title, c.description ?? null, c.position ?? null],
  );
  return row!;
}

export async function updateCategory(db: Queryable, id: number, c: CategoryFields): Promise<VideoCategoryRow | null> {
  return queryRow(
    db,
    videoCategoryRow,
    `UPDATE video_categories SET title = $2, description = $3, position = coalesce($4, position)
     WHERE id = $1 RETURNING ${CATEGORY_COLUMNS}`,
    [id, c.title, c.description ?? null, c.position ?? null],
  );
}

/** The category, locked for the caller's transaction (its audit row records the fields before the change). */
export async function lockCategory(db: Queryable, id: number): Promise<VideoCategoryRow | null> {
  return queryRow(db, videoCategoryRow, `SELECT ${CATEGORY_COLUMNS} FROM video_categories WHERE id = $1 FOR UPDATE`, [
    id,
  ]);
}

/** Its videos stay, uncategorised (the foreign key sets them to null). */
export async function deleteCategory(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM video_categories WHERE id = $1 RETURNING id', [id])).length > 0;
}

const placeRow = videoCategoryRow.pick({ id: true, position: true });

export type MoveResult =
  | { ok: true; position: [before: number, after: number]; swappedWith: number }
  | { error: 'Category not found' | 'Cannot move category beyond bounds' };

/**
 * Swaps the category with its neighbour in position order. Call it inside a transaction: it locks
 * every category first, so both rows change together and two moves apply one after the other.
 */
export async function moveCategory(tx: Tx, id: number, direction: 'up' | 'down'): Promise<MoveResult> {
  const rows = await queryRows(
    tx,
    placeRow,
    'SELECT id, position FROM video_categories ORDER BY position, id FOR UPDATE',
  );
  const index = rows.findIndex((r) => r.id === id);
  if (index === -1) return { error: 'Category not found' };
  const other = rows[direction === 'up' ? index - 1 : index + 1];
  if (!other) return { error: 'Cannot move category beyond bounds' };
  const self = rows[index]!;
  // Equal positions would make the swap a no-op: number every category by its place in the list
  // first (keeping the order), then swap those numbers.
  let [a, b] = [other.position, self.position];
  if (self.position === other.position) {
    await tx.query(
      `UPDATE video_categories v SET position = o.n
       FROM (SELECT id, (row_number() OVER (ORDER BY position, id))::int - 1 AS n FROM video_categories) o
       WHERE v.id = o.id AND v.position <> o.n`,
    );
    [a, b] = [rows.indexOf(other), index];
  }
  await tx.query('UPDATE video_categories SET position = $2 WHERE id = $1', [self.id, a]);
  await tx.query('UPDATE video_categories SET position = $2 WHERE id = $1', [other.id, b]);
  return { ok: true, position: [self.position, a], swappedWith: other.id };
}
