// The beacon as BaseLayout inlines it: ./beacon.ts minified with its settings filled in
// (lib/inline-script.ts).
import { api, SIGNED_IN_HINT_COOKIE } from '@nodal/shared';
import { inlineScript } from '../lib/inline-script.ts';
import type { BeaconConfig } from './beacon.ts';
import source from './beacon.ts?raw';

const config: BeaconConfig = { endpoint: api.trackView, staffCookie: SIGNED_IN_HINT_COOKIE };

export const beaconScript = inlineScript(source, `startBeacon(${JSON.stringify(config)})`);
