// The beacon as BaseLayout inlines it: ./beacon.ts stripped of its types and minified when the
// page is built, with its settings filled in, as one IIFE. Inline, it costs no request and its
// hash joins the page's Content-Security-Policy like every other inline script (scripts/build/csp.ts).
import { api, SIGNED_IN_HINT_COOKIE } from '@nodal/shared';
import { transformSync } from 'esbuild';
import type { BeaconConfig } from './beacon.ts';
import source from './beacon.ts?raw';

const config: BeaconConfig = { endpoint: api.trackView, staffCookie: SIGNED_IN_HINT_COOKIE };

export const beaconScript = transformSync(`${source}\nstartBeacon(${JSON.stringify(config)});`, {
  loader: 'ts',
  format: 'iife',
  minify: true,
  // Every browser the site supports; keeps `??=` and optional calls as written.
  target: 'es2021',
}).code.trim();
