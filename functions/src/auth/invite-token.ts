// An invitation link carries a JWT naming the invite row: the signature stops forgery, `exp` ends it
// after 72 hours, and the row (accepted or revoked) makes it single-use.
import { INVITE_TTL_SECONDS } from '@nodal/shared';
import { errors, jwtVerify, SignJWT } from 'jose';
import { env } from '../env.ts';

const ISSUER = 'nodal';
const AUDIENCE = 'nodal-invite';

function key(): Uint8Array {
  const secret = env().SESSION_SECRET;
  if (!secret) throw new Error('SESSION_SECRET is not set');
  return new TextEncoder().encode(secret);
}

export async function signInvite(inviteId: string, expiresAt: Date): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(inviteId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(
      Math.min(Math.floor(expiresAt.getTime() / 1000), Math.floor(Date.now() / 1000) + INVITE_TTL_SECONDS),
    )
    .sign(key());
}

/** The invite id the token names, or null for a forged, altered or expired token. */
export async function readInvite(token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    return typeof payload.jti === 'string' && /^[0-9a-f-]{36}$/i.test(payload.jti) ? payload.jti : null;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
