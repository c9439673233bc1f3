import { ctaEventSchema } from '@nodal/shared';
import { getDb, insertCtaEvent } from '@nodal/db';
import { api } from '../src/http/handler.ts';
import { limitPublicPost } from '../src/http/limits.ts';
import { parseJson } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';

export default api('trackCta', {
  async POST(req, { ip }) {
    await limitPublicPost('cta', ip);
    const { website, ...event } = await parseJson(req, ctaEventSchema);
    if (!website) await insertCtaEvent(await getDb(), event);
    return json({ success: true }, 201);
  },
});
