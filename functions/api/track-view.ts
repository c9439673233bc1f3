import { TRAFFIC_UNKNOWN_COUNTRY } from '@nodal/shared';
import { getDb, insertPageView, setPageViewDuration } from '@nodal/db';
import { api } from '../src/http/handler.ts';
import { tooManyRequests } from '../src/http/errors.ts';
import { isUncounted, readBeacon } from '../src/traffic/beacon.ts';
import { deviceOf, pageFacts } from '../src/traffic/visit-facts.ts';
import { visitorKey } from '../src/traffic/visitor.ts';

/**
 * More than this many views from one daily key in a minute is a flood, refused with 429. A person
 * clicking through the docs as fast as they can read stays far below; their views are counted from
 * the index the view's insert reads anyway, so the limit costs them no extra write.
 */
const FLOOD = { max: 60, windowSeconds: 60 };

const noContent = () => new Response(null, { status: 204 });

export default api(
  'trackView',
  {
    async POST(req, { ip, country }) {
      const beacon = await readBeacon(req);
      if (isUncounted(req)) return noContent();
      const key = await visitorKey(req, ip);
      const db = await getDb();
      if (beacon.t === 'leave') {
        await setPageViewDuration(db, { key, viewId: beacon.id, ms: beacon.ms });
        return noContent();
      }
      const userAgent = req.headers.get('user-agent') ?? '';
      const { stored } = await insertPageView(
        db,
        {
          key,
          viewId: beacon.id,
          ...pageFacts(beacon.u, beacon.r, new URL(req.url).host),
          device: deviceOf(userAgent),
          country: country ?? TRAFFIC_UNKNOWN_COUNTRY,
        },
        FLOOD,
      );
      if (!stored) throw tooManyRequests(FLOOD.windowSeconds, 'Too many page views. Please slow down.');
      return noContent();
    },
  },
  // sendBeacon posts its string as text/plain.
  { text: ['POST'] },
);
