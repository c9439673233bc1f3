// GET /api/images/:id/:width.webp — an uploaded image at one of its widths, from the image store.
// A URL names one file forever (a new upload is a new id), so it is cached for a year everywhere, and
// other sites may show it (feed readers, link previews): Cross-Origin-Resource-Policy is cross-origin.
import { imageWidths, parseImageId } from '@nodal/shared';
import { notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { imageStore, variantKey } from '../src/images/store.ts';

const FILE = /^([1-9][0-9]{0,4})\.webp$/;

export default api('images', {
  async GET(_req, { params }) {
    const image = parseImageId(params.id ?? '');
    const width = Number(FILE.exec(params.file ?? '')?.[1]);
    if (!image || !imageWidths(image.width).includes(width)) throw notFound('Image not found');
    const data = await imageStore().get(variantKey(image.id, width));
    if (!data) throw notFound('Image not found');
    return new Response(data, {
      headers: {
        'Content-Type': 'image/webp',
        'Content-Length': String(data.byteLength),
        'Cache-Control': 'public, max-age=31536000, immutable',
        // Netlify's CDN caches a function's answer only when asked to; durable shares it across edge nodes.
        'Netlify-CDN-Cache-Control': 'public, durable, max-age=31536000, immutable',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
    });
  },
});
