// Uploads an image the way the API takes it (decision 0073): announce the size, send raw chunks of
// at most 4 MB (Netlify's functions take 6 MB a request), then ask for the finished image.
import { api, IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, IMAGE_TYPES, type UploadedImage } from '@nodal/shared';
import { apiRequest, ApiError, errorFromResponse } from '../../../lib/api-client.ts';

/** What the file pickers offer; the server still reads the type from the bytes. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** One chunk over XMLHttpRequest, which (unlike fetch) reports upload progress. */
function putChunk(url: string, data: Blob, onProgress: (sent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(errorFromResponse(xhr.status, xhr.statusText, xhr.responseText));
    xhr.onerror = () => reject(new ApiError({ status: 0, statusText: '', message: 'The upload was interrupted' }));
    xhr.send(data);
  });
}

/** Uploads `file`; `onProgress` gets 0–1 as bytes go out (processing follows the last byte). */
export async function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  if (file.size > IMAGE_MAX_BYTES) throw new ApiError({ status: 413, statusText: '', message: IMAGE_TOO_LARGE });
  const { data } = await apiRequest<{ data: { upload: string; chunkBytes: number } }>(api.adminImageUploads, {
    method: 'POST',
    body: { size: file.size },
  });
  for (let at = 0, index = 0; at < file.size; at += data.chunkBytes, index++) {
    await putChunk(api.adminImageUploadChunk(data.upload, index), file.slice(at, at + data.chunkBytes), (sent) =>
      onProgress(Math.min(1, (at + sent) / file.size)),
    );
  }
  onProgress(1);
  return (await apiRequest<{ data: UploadedImage }>(api.adminImageUpload(data.upload), { method: 'POST' })).data;
}
