// Rate limits counted in PostgreSQL, since function instances share nothing else.
import {
  clearLimit,
  getDb,
  hitLimit,
  peekLimit,
  pruneLimits,
  type Budget,
  type Queryable,
  type WindowCount,
} from '@nodal/db';
import { env } from '../env.ts';
import { tooManyRequests } from './errors.ts';

function publicBudget(kind: string, ip: string): Budget {
  const { RATE_LIMIT_PUBLIC_MAX: max, RATE_LIMIT_PUBLIC_WINDOW_MINUTES: minutes } = env();
  return { key: `public:${kind}:${ip}`, windowSeconds: minutes * 60, max };
}

/** Public POSTs (signup, contact, CTA tracking): each counts against its own per-IP budget. */
export async function limitPublicPost(kind: string, ip: string): Promise<void> {
  await spendPublicBudget(kind, ip, (db, budget) => hitLimit(db, budget.key, budget.windowSeconds));
}

/**
 * The same budget, counted by `spend`: a statement that adds one to the budget's counter and may
 * store the post in the same statement, as long as it stores nothing past `max`.
 */
export async function spendPublicBudget<R extends WindowCount>(
  kind: string,
  ip: string,
  spend: (db: Queryable, budget: Budget) => Promise<R>,
): Promise<R> {
  const budget = publicBudget(kind, ip);
  const db = await getDb();
  const spent = await spend(db, budget);
  if (spent.count === 1 && Math.random() < 0.01) await pruneLimits(db);
  if (spent.count > budget.max)
    throw tooManyRequests(spent.retryAfter, 'Too many submissions. Please try again later.');
  return spent;
}

/**
 * Counts one request of a public page against its sender's budget, as limitPublicPost does, but
 * answers instead of throwing: the seconds to wait when over the budget, else null. A page shows
 * that as a page of its own, where an API call would get JSON.
 */
export async function overPublicBudget(kind: string, ip: string): Promise<number | null> {
  const budget = publicBudget(kind, ip);
  const spent = await hitLimit(await getDb(), budget.key, budget.windowSeconds);
  return spent.count > budget.max ? spent.retryAfter : null;
}

const loginKey = (ip: string, email: string) => `login:${ip}:${email.toLowerCase()}`;
// Second factors are counted per account as well as per address: a guessed password and a
// rotating address must not buy a fresh budget of code guesses.
const secondFactorKeys = (ip: string, adminId: number) => [`2fa:${ip}:${adminId}`, `2fa:account:${adminId}`];

async function assertUnderBudget(key: string, what: string): Promise<void> {
  const { RATE_LIMIT_LOGIN_MAX: max, RATE_LIMIT_LOGIN_WINDOW_MINUTES: minutes } = env();
  const { count, retryAfter } = await peekLimit(await getDb(), key, minutes * 60);
  if (count >= max) {
    const wait = Math.ceil(retryAfter / 60);
    throw tooManyRequests(retryAfter, `Too many failed ${what}. Try again in ${wait} minute${wait === 1 ? '' : 's'}.`);
  }
}

/** Refuses a login attempt once this IP has failed too often for this account. */
export async function assertLoginAllowed(ip: string, email: string): Promise<void> {
  await assertUnderBudget(loginKey(ip, email), 'login attempts');
}

/** The same budget for codes: a wrong code counts like a wrong password. */
export async function assertSecondFactorAllowed(ip: string, adminId: number): Promise<void> {
  for (const key of secondFactorKeys(ip, adminId)) await assertUnderBudget(key, 'code attempts');
}

export async function recordSecondFactorFailure(ip: string, adminId: number): Promise<void> {
  const db = await getDb();
  const seconds = env().RATE_LIMIT_LOGIN_WINDOW_MINUTES * 60;
  for (const key of secondFactorKeys(ip, adminId)) await hitLimit(db, key, seconds);
}

export async function clearSecondFactorFailures(ip: string, adminId: number): Promise<void> {
  const db = await getDb();
  for (const key of secondFactorKeys(ip, adminId)) await clearLimit(db, key);
}

export async function recordLoginFailure(ip: string, email: string): Promise<void> {
  await hitLimit(await getDb(), loginKey(ip, email), env().RATE_LIMIT_LOGIN_WINDOW_MINUTES * 60);
}

export async function clearLoginFailures(ip: string, email: string): Promise<void> {
  await clearLimit(await getDb(), loginKey(ip, email));
}
