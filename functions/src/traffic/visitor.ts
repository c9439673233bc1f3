// The daily visitor key: a hash of the day's salt, the site, the address and the user agent. The
// address and the user agent go into the hash and nowhere else: not stored, not logged.
import { createHash } from 'node:crypto';
import { findTrafficSalt, getDb, trafficSalt } from '@nodal/db';

/** The UTC day a salt belongs to. */
export const utcDay = (at = new Date()) => at.toISOString().slice(0, 10);

/** The first 16 bytes of SHA-256 over the salt and the three fields, each ended by a NUL so none can run into the next. */
export function hashVisitor(salt: Uint8Array, site: string, ip: string, userAgent: string): Uint8Array {
  const hash = createHash('sha256').update(salt);
  for (const part of [site, ip, userAgent]) hash.update(part).update('\0');
  return hash.digest().subarray(0, 16);
}

const parts = (req: Request, ip: string) => [new URL(req.url).host, ip, req.headers.get('user-agent') ?? ''] as const;

/** Today's key for this request, making today's salt if this is the day's first view. */
export async function visitorKey(req: Request, ip: string): Promise<Uint8Array> {
  const salt = await trafficSalt(await getDb(), utcDay());
  return hashVisitor(salt, ...parts(req, ip));
}

/** Today's key for this request, or null when no view today has made a salt (nothing to attribute to). */
export async function existingVisitorKey(req: Request, ip: string): Promise<Uint8Array | null> {
  const salt = await findTrafficSalt(await getDb(), utcDay());
  return salt && hashVisitor(salt, ...parts(req, ip));
}
