// Sessions are an HS256 JWT in an HttpOnly cookie naming a row in `sessions`; the row is what
// logout revokes, so a copied cookie stops working the moment its owner logs out.
import { SESSION_TTL_SECONDS, type AdminUser } from '@nodal/shared';
import { errors, jwtVerify, SignJWT } from 'jose';
import { findSessionAdmin, getDb, insertSession, revokeSession } from '@nodal/db';
import { env } from '../env.ts';

const COOKIE = 'nodal_session';
const SECURE_COOKIE = `__Host-${COOKIE}`;
const ISSUER = 'nodal';

function key(): Uint8Array {
  const secret = env().SESSION_SECRET;
  if (!secret) throw new Error('SESSION_SECRET is not set');
  return new TextEncoder().encode(secret);
}

const isHttps = (req: Request) => new URL(req.url).protocol === 'https:';

function readCookie(req: Request): string | null {
  const header = req.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SECURE_COOKIE || name === COOKIE) return rest.join('=') || null;
  }
  return null;
}

function cookie(req: Request, value: string, maxAge: number): string {
  const secure = isHttps(req);
  return [
    `${secure ? SECURE_COOKIE : COOKIE}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAge}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Opens a session for the admin and returns the Set-Cookie header value. */
export async function startSession(req: Request, adminId: number): Promise<string> {
  const session = await insertSession(await getDb(), adminId, SESSION_TTL_SECONDS);
  const token = await new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(adminId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(session.expiresAt.getTime() / 1000))
    .sign(key());
  return cookie(req, token, SESSION_TTL_SECONDS);
}

export interface ActiveSession {
  sessionId: string;
  user: AdminUser;
}

/** The live session behind the request's cookie, or null: bad signature, wrong alg, expired, revoked. */
export async function readSession(req: Request): Promise<ActiveSession | null> {
  const token = readCookie(req);
  if (!token) return null;
  let payload;
  try {
    ({ payload } = await jwtVerify(token, key(), { algorithms: ['HS256'], issuer: ISSUER }));
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
  const adminId = Number(payload.sub);
  const sessionId = typeof payload.sid === 'string' ? payload.sid : '';
  if (!Number.isInteger(adminId) || !/^[0-9a-f-]{36}$/i.test(sessionId)) return null;
  const admin = await findSessionAdmin(await getDb(), sessionId, adminId);
  return admin ? { sessionId, user: admin } : null;
}

/** Revokes the session (if any) and returns the Set-Cookie header that clears the cookie. */
export async function endSession(req: Request): Promise<string> {
  const session = await readSession(req);
  if (session) await revokeSession(await getDb(), session.sessionId);
  return cookie(req, '', 0);
}
