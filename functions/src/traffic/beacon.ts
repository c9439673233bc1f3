// Reading a beacon: at most BEACON_MAX_BYTES of JSON (sent as text/plain by sendBeacon, or as
// application/json), checked against the shared schema. Anything else is a 400 naming what was wrong.
import { BEACON_MAX_BYTES, beaconSchema, SIGNED_IN_HINT_COOKIE, type BeaconPayload } from '@nodal/shared';
import { isbot } from 'isbot';
import { badRequest, HttpError } from '../http/errors.ts';
import { readBytes, validate } from '../http/parse.ts';

const TOO_LARGE = `A beacon is at most ${BEACON_MAX_BYTES} bytes`;

export async function readBeacon(req: Request): Promise<BeaconPayload> {
  const bytes = await readBytes(req, BEACON_MAX_BYTES).catch((error: unknown) => {
    throw error instanceof HttpError && error.status === 413 ? badRequest(TOO_LARGE) : error;
  });
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw badRequest('Invalid JSON body');
  }
  return validate(beaconSchema, data);
}

/**
 * Views nobody should count: the visitor asked not to be tracked (Do Not Track, Global Privacy
 * Control), a staff member is signed in to the admin (the hint cookie the admin sets), or the user
 * agent is a known bot or a headless browser (isbot's list, which names HeadlessChrome and the test
 * browsers). Such a beacon is answered like any other and nothing is stored.
 */
export function isUncounted(req: Request): boolean {
  if (req.headers.get('dnt') === '1' || req.headers.get('sec-gpc') === '1') return true;
  const cookies = req.headers.get('cookie') ?? '';
  if (cookies.split(';').some((pair) => pair.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`))) return true;
  return isbot(req.headers.get('user-agent') ?? '');
}
