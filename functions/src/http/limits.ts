// Rate limits counted in PostgreSQL, since function instances share nothing else.
import { getDb } from '../db/client.ts';
import { clearLimit, hitLimit, peekLimit, pruneLimits } from '../db/queries/limits.ts';
import { env } from '../env.ts';
import { tooManyRequests } from './errors.ts';

/** Public POSTs (signup, contact, CTA tracking): each counts against its own per-IP budget. */
export async function limitPublicPost(kind: string, ip: string): Promise<void> {
  const { RATE_LIMIT_PUBLIC_MAX: max, RATE_LIMIT_PUBLIC_WINDOW_MINUTES: minutes } = env();
  const db = await getDb();
  const { count, retryAfter } = await hitLimit(db, `public:${kind}:${ip}`, minutes * 60);
  if (count === 1 && Math.random() < 0.01) await pruneLimits(db);
  if (count > max) throw tooManyRequests(retryAfter, 'Too many submissions. Please try again later.');
}

const loginKey = (ip: string, email: string) => `login:${ip}:${email.toLowerCase()}`;

/** Refuses a login attempt once this IP has failed too often for this account. */
export async function assertLoginAllowed(ip: string, email: string): Promise<void> {
  const { RATE_LIMIT_LOGIN_MAX: max, RATE_LIMIT_LOGIN_WINDOW_MINUTES: minutes } = env();
  const { count, retryAfter } = await peekLimit(await getDb(), loginKey(ip, email), minutes * 60);
  if (count >= max) {
    const wait = Math.ceil(retryAfter / 60);
    throw tooManyRequests(retryAfter, `Too many failed login attempts. Try again in ${wait} minute${wait === 1 ? '' : 's'}.`);
  }
}

export async function recordLoginFailure(ip: string, email: string): Promise<void> {
  await hitLimit(await getDb(), loginKey(ip, email), env().RATE_LIMIT_LOGIN_WINDOW_MINUTES * 60);
}

export async function clearLoginFailures(ip: string, email: string): Promise<void> {
  await clearLimit(await getDb(), loginKey(ip, email));
}
