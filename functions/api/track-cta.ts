import type { Config } from '@netlify/functions';
import { ctaEventSchema } from '@nodal/shared';
import { getDb } from '../src/db/client.ts';
import { insertCtaEvent } from '../src/db/queries/events.ts';
import { api } from '../src/http/handler.ts';
import { limitPublicPost } from '../src/http/limits.ts';
import { parseJson } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';

export default api({
  async POST(req, { ip }) {
    await limitPublicPost('cta', ip);
    const { website, ...event } = await parseJson(req, ctaEventSchema);
    if (!website) await insertCtaEvent(await getDb(), event);
    return json({ success: true }, 201);
  },
});

// Netlify reads this by static analysis, so it is a literal; src/routes.test.ts keeps it equal to apiRoutes.trackCta.
export const config: Config = { path: '/api/track/cta' };
