// Sessions are an HS256 JWT in an HttpOnly cookie naming a row in `sessions`; the row is what
// logout revokes, so a copied cookie stops working the moment its owner logs out.
import {
  SESSION_IDLE_SECONDS,
  SESSION_TTL_SECONDS,
  SIGNED_IN_HINT_COOKIE,
  TWO_FACTOR_CHALLENGE_SECONDS,
  type AdminUser,
  type StaffRole,
} from '@nodal/shared';
import { errors, jwtVerify, SignJWT } from 'jose';
import { findSessionAdmin, getDb, insertSession, markSignedIn, revokeSession, type Queryable } from '@nodal/db';
import { audited } from '../audit.ts';
import { truncateIp } from './client-info.ts';
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

/**
 * The readable hint beside the session (SIGNED_IN_HINT_COOKIE in shared): set with it, cleared with
 * it, and by a 401 from the who-am-I call. It grants nothing; the admin's login page reads it only
 * to skip that call for a visitor who certainly has no session.
 */
export function signedInHintCookie(req: Request, present: boolean): string {
  return [
    `${SIGNED_IN_HINT_COOKIE}=${present ? '1' : ''}`,
    'Path=/',
    'SameSite=Strict',
    `Max-Age=${present ? SESSION_TTL_SECONDS : 0}`,
    ...(isHttps(req) ? ['Secure'] : []),
  ].join('; ');
}

/** Whether the request carries the hint (a 401 then clears it; without one there is nothing to clear). */
export function hasSignedInHint(req: Request): boolean {
  return (req.headers.get('cookie') ?? '')
    .split(';')
    .some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/** The Set-Cookie values that end a session in the browser: the session cookie and its hint. */
export function clearedSessionCookies(req: Request): string[] {
  return [cookie(req, '', 0), signedInHintCookie(req, false)];
}

/**
 * Opens a session for the admin, records the sign-in, and returns the Set-Cookie header value. The
 * browser and a truncated address are kept so the person can tell their sessions apart.
 */
export async function startSession(req: Request, adminId: number, ip?: string, db?: Queryable): Promise<string> {
  const conn = db ?? (await getDb());
  const session = await insertSession(conn, adminId, SESSION_TTL_SECONDS, {
    userAgent: req.headers.get('user-agent'),
    ipPrefix: truncateIp(ip),
  });
  await markSignedIn(conn, adminId);
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
  role: StaffRole;
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
  const admin = await findSessionAdmin(await getDb(), sessionId, adminId, SESSION_IDLE_SECONDS);
  return admin
    ? { sessionId, user: { id: admin.id, email: admin.email, isAdmin: admin.isAdmin }, role: admin.role }
    : null;
}

/** Revokes the session (if any) with its audit row, and returns the Set-Cookie values that clear it. */
export async function endSession(req: Request, ip: string): Promise<string[]> {
  const session = await readSession(req);
  if (session) {
    const { user, sessionId } = session;
    await audited({ id: user.id, email: user.email, ip }, async (tx) => {
      await revokeSession(tx, sessionId);
      return [undefined, { action: 'auth.sign_out', record: { type: 'session', id: sessionId } }];
    });
  }
  return clearedSessionCookies(req);
}

// ---------- the step between a right password and the second factor ----------

// Its own cookie, scoped to the sign-in endpoints, signed like the session but with its own
// audience so neither token can stand in for the other.
const CHALLENGE_COOKIE = 'nodal_2fa';
const CHALLENGE_AUDIENCE = 'nodal-2fa';
const CHALLENGE_PATH = '/api/auth';

export type ChallengeMode = 'totp' | 'enrol';

function challengeCookie(req: Request, value: string, maxAge: number): string {
  return [
    `${CHALLENGE_COOKIE}=${value}`,
    `Path=${CHALLENGE_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAge}`,
    ...(isHttps(req) ? ['Secure'] : []),
  ].join('; ');
}

export async function startChallenge(req: Request, adminId: number, mode: ChallengeMode): Promise<string> {
  const token = await new SignJWT({ mode })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(adminId))
    .setIssuer(ISSUER)
    .setAudience(CHALLENGE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TWO_FACTOR_CHALLENGE_SECONDS}s`)
    .sign(key());
  return challengeCookie(req, token, TWO_FACTOR_CHALLENGE_SECONDS);
}

export async function readChallenge(req: Request): Promise<{ adminId: number; mode: ChallengeMode } | null> {
  const header = req.headers.get('cookie') ?? '';
  const token = header
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === CHALLENGE_COOKIE)?.[1];
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: CHALLENGE_AUDIENCE,
    });
    const adminId = Number(payload.sub);
    const mode = payload.mode;
    if (!Number.isInteger(adminId) || (mode !== 'totp' && mode !== 'enrol')) return null;
    return { adminId, mode };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

export function clearChallenge(req: Request): string {
  return challengeCookie(req, '', 0);
}
