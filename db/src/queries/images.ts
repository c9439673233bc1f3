// Uploaded images and the uploads still arriving in chunks. The image bytes themselves live in the
// image store (functions/src/images/store.ts); these rows name them.
import * as z from 'zod';
import { queryRow, queryRows } from '../rows.ts';
import { imageRow, imageUploadChunkRow, imageUploadRow } from '../schema/index.ts';
import type { Queryable } from '../types.ts';
import { iso } from './util.ts';

/** An image as the API lists it: its stored row with the upload time as an ISO string. */
export type ImageRow = Omit<z.infer<typeof imageRow>, 'createdAt'> & { createdAt: string };

const IMAGE_COLUMNS = `id, width, height, type, bytes, widths, uploaded_by_email AS "uploadedByEmail", created_at AS "createdAt"`;

export async function insertImage(
  db: Queryable,
  image: Omit<ImageRow, 'createdAt' | 'uploadedByEmail'>,
  by: { id: number; email: string },
): Promise<ImageRow> {
  const row = await queryRow(
    db,
    imageRow,
    `INSERT INTO images (id, width, height, type, bytes, widths, uploaded_by, uploaded_by_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${IMAGE_COLUMNS}`,
    [image.id, image.width, image.height, image.type, image.bytes, image.widths, by.id, by.email],
  );
  return { ...row!, createdAt: iso(row!.createdAt) };
}

export async function imageExists(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM images WHERE id = $1', [id]);
  return Boolean(row);
}

// ---------- uploads in progress ----------

/** An upload left unfinished this long is abandoned: its chunks go when the next upload starts. */
const ABANDONED_AFTER = '1 hour';

/** `received`: bytes received so far, over every chunk. */
const uploadRow = imageUploadRow.extend({ received: z.int(), chunks: z.int() });
export type ImageUpload = z.infer<typeof uploadRow>;

const uploadIdRow = imageUploadRow.pick({ id: true });
const chunkDataRow = imageUploadChunkRow.pick({ data: true });
const countsRow = z.strictObject({ uploads: z.int(), chunks: z.int(), images: z.int() });

export async function startImageUpload(db: Queryable, adminId: number, size: number): Promise<string> {
  await db.query(`DELETE FROM image_uploads WHERE created_at < now() - interval '${ABANDONED_AFTER}'`);
  const row = await queryRow(
    db,
    uploadIdRow,
    'INSERT INTO image_uploads (admin_id, size) VALUES ($1, $2) RETURNING id',
    [adminId, size],
  );
  return row!.id;
}

/** Only the admin who started an upload sees it. With `lock`, it stays locked for the caller's transaction. */
export async function findImageUpload(
  db: Queryable,
  id: string,
  adminId: number,
  lock = false,
): Promise<ImageUpload | null> {
  return queryRow(
    db,
    uploadRow,
    `SELECT u.id, u.size,
       coalesce((SELECT sum(octet_length(c.data)) FROM image_upload_chunks c WHERE c.upload_id = u.id), 0)::int AS received,
       (SELECT count(*) FROM image_upload_chunks c WHERE c.upload_id = u.id)::int AS chunks
     FROM image_uploads u WHERE u.id = $1 AND u.admin_id = $2${lock ? ' FOR UPDATE OF u' : ''}`,
    [id, adminId],
  );
}

/** A chunk sent twice (a retry) replaces the first copy. */
export async function putImageChunk(db: Queryable, uploadId: string, index: number, data: Uint8Array): Promise<void> {
  await db.query(
    `INSERT INTO image_upload_chunks (upload_id, seq, data) VALUES ($1, $2, $3)
     ON CONFLICT (upload_id, seq) DO UPDATE SET data = excluded.data`,
    [uploadId, index, data],
  );
}

/** The chunks in order, joined: the whole file. */
export async function imageUploadBytes(db: Queryable, uploadId: string): Promise<Uint8Array[]> {
  const rows = await queryRows(
    db,
    chunkDataRow,
    'SELECT data FROM image_upload_chunks WHERE upload_id = $1 ORDER BY seq',
    [uploadId],
  );
  return rows.map((r) => r.data);
}

/** The upload and its chunks (they cascade). */
export async function deleteImageUpload(db: Queryable, uploadId: string): Promise<void> {
  await db.query('DELETE FROM image_uploads WHERE id = $1', [uploadId]);
}

/** Every upload row and chunk there is (tests prove a refused upload leaves none). */
export async function countImageUploads(db: Queryable): Promise<{ uploads: number; chunks: number; images: number }> {
  const row = await queryRow(
    db,
    countsRow,
    `SELECT (SELECT count(*) FROM image_uploads)::int AS uploads,
       (SELECT count(*) FROM image_upload_chunks)::int AS chunks,
       (SELECT count(*) FROM images)::int AS images`,
  );
  return row!;
}
