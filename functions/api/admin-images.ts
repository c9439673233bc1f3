// Image uploads from the editor (decision 0073). Netlify takes at most 6 MB per request and an image
// may be 10 MB, so an upload is three steps, all same-origin and admin-only:
//   POST   /api/admin/images                      {size}  → {upload, chunkBytes}   (413 above 10 MB)
//   PUT    /api/admin/images/:upload/chunks/:index  raw bytes, at most 4 MB each (the one binary write)
//   POST   /api/admin/images/:upload              → the stored image (sniffed, re-encoded, every width)
//   DELETE /api/admin/images/:upload              abandons an upload
// A refusal at any step deletes the upload and its chunks: nothing of a refused file stays anywhere.
import {
  IMAGE_CHUNK_BYTES,
  IMAGE_MAX_BYTES,
  IMAGE_TOO_LARGE,
  IMAGE_WRONG_TYPE,
  imageAttributes,
  imageChunkIndexSchema,
  imageUploadIdSchema,
  imageUploadStartSchema,
  type UploadedImage,
} from '@nodal/shared';
import {
  deleteImageUpload,
  findImageUpload,
  getDb,
  imageUploadBytes,
  insertImage,
  putImageChunk,
  startImageUpload,
} from '@nodal/db';
import { requireAdmin } from '../src/auth/guards.ts';
import { audited } from '../src/audit.ts';
import { HttpError, notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseJson, readBytes, validate } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';
import { processImage, UnreadableImageError } from '../src/images/process.ts';
import { sniffImageType } from '../src/images/sniff.ts';
import { imageStore, variantKey } from '../src/images/store.ts';

const UPLOAD_MISSING = 'Upload not found: start it again';
const CHUNK_TOO_LARGE = 'Each part of an upload must be at most 4 MB';
const UNREADABLE = 'The image could not be read: it may be damaged';

/** Refuses with `error` after deleting the upload and every chunk it received. */
async function refuse(uploadId: string, error: HttpError): Promise<never> {
  await deleteImageUpload(await getDb(), uploadId);
  throw error;
}

const wrongType = () => new HttpError(415, IMAGE_WRONG_TYPE);

export default api(
  'adminImages',
  {
    /** Starts an upload, or (with :upload) completes one. */
    async POST(req, { params, ip }) {
      const admin = await requireAdmin(req);
      if (params.index !== undefined) throw new HttpError(405, 'Method not allowed', { headers: { Allow: 'PUT' } });
      const db = await getDb();
      if (!params.upload) {
        const { size } = await parseJson(req, imageUploadStartSchema);
        if (size > IMAGE_MAX_BYTES) throw new HttpError(413, IMAGE_TOO_LARGE);
        const upload = await startImageUpload(db, admin.id, size);
        return json({ data: { upload, chunkBytes: IMAGE_CHUNK_BYTES } }, 201);
      }

      const uploadId = validate(imageUploadIdSchema, params.upload);
      const upload = await findImageUpload(db, uploadId, admin.id);
      if (!upload) throw notFound(UPLOAD_MISSING);
      const bytes = Buffer.concat(await imageUploadBytes(db, uploadId));
      if (bytes.byteLength !== upload.size)
        await refuse(
          uploadId,
          new HttpError(400, `The upload is incomplete (${bytes.byteLength} of ${upload.size} bytes)`),
        );
      if (bytes.byteLength > IMAGE_MAX_BYTES) await refuse(uploadId, new HttpError(413, IMAGE_TOO_LARGE));
      const type = sniffImageType(bytes);
      if (!type) return refuse(uploadId, wrongType());
      let processed;
      try {
        processed = await processImage(bytes, type);
      } catch (error) {
        if (error instanceof UnreadableImageError) return refuse(uploadId, new HttpError(400, UNREADABLE));
        throw error;
      }

      const store = imageStore();
      const keys = processed.variants.map((v) => variantKey(processed.id, v.width));
      try {
        const image = await audited({ ...admin, ip }, async (tx) => {
          const row = await insertImage(
            tx,
            {
              id: processed.id,
              width: processed.width,
              height: processed.height,
              type,
              bytes: bytes.byteLength,
              widths: processed.variants.map((v) => v.width),
            },
            admin,
          );
          await deleteImageUpload(tx, uploadId);
          // The files go in last, inside the transaction: if one fails, the row and audit roll back.
          for (const variant of processed.variants) await store.put(variantKey(row.id, variant.width), variant.data);
          const { id, width, height, bytes: size } = row;
          return [
            row,
            { action: 'image.upload', record: { type: 'image', id }, changes: { width, height, type, bytes: size } },
          ];
        });
        const answer: UploadedImage = {
          id: image.id,
          width: image.width,
          height: image.height,
          type: image.type,
          bytes: image.bytes,
          url: imageAttributes(image).src,
        };
        return json({ data: answer }, 201);
      } catch (error) {
        await Promise.allSettled(keys.map((key) => store.delete(key)));
        throw error;
      }
    },

    /** One chunk of an upload, as raw bytes; the first one must already look like an image we take. */
    async PUT(req, { params }) {
      const admin = await requireAdmin(req);
      if (!params.upload || params.index === undefined)
        throw new HttpError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
      const uploadId = validate(imageUploadIdSchema, params.upload);
      const index = validate(imageChunkIndexSchema, params.index);
      const db = await getDb();
      const upload = await findImageUpload(db, uploadId, admin.id);
      if (!upload) throw notFound(UPLOAD_MISSING);
      let chunk: Buffer;
      try {
        chunk = await readBytes(req, IMAGE_CHUNK_BYTES, { message: CHUNK_TOO_LARGE, drainUpTo: 2 * IMAGE_CHUNK_BYTES });
      } catch (error) {
        if (error instanceof HttpError) await refuse(uploadId, error);
        throw error;
      }
      if (upload.received + chunk.byteLength > upload.size)
        await refuse(
          uploadId,
          new HttpError(413, upload.size >= IMAGE_MAX_BYTES ? IMAGE_TOO_LARGE : 'More bytes than the upload announced'),
        );
      if (index === 0 && chunk.byteLength >= 16 && !sniffImageType(chunk)) await refuse(uploadId, wrongType());
      await putImageChunk(db, uploadId, index, chunk);
      return json({ data: { received: upload.received + chunk.byteLength } });
    },

    async DELETE(req, { params }) {
      const admin = await requireAdmin(req);
      const uploadId = validate(imageUploadIdSchema, params.upload);
      const db = await getDb();
      if (!(await findImageUpload(db, uploadId, admin.id))) throw notFound(UPLOAD_MISSING);
      await deleteImageUpload(db, uploadId);
      return json({ data: { success: true } });
    },
  },
  { binary: ['PUT'] },
);
