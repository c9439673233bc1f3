// Subscriber links: `{purpose}.{signupId}.{expires}.{nonce}.{mac}`, an HMAC-SHA256 over the first
// four parts with a key derived from SESSION_SECRET for that purpose alone, so a preferences link
// can never pass as a confirmation link, nor either as a session or an article preview. A
// confirmation link also carries the signup's live nonce, which confirming clears: it works once.
// A preferences link carries no nonce ("-") and lasts a year: it sits in every email, and an old
// email's unsubscribe link should still work when someone finally decides to use it. An invitation's
// accept link carries no nonce either: accepting twice records the first time and says so.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '../env.ts';

export const SUBSCRIBER_TOKEN_PURPOSES = ['confirm', 'preferences', 'accept'] as const;
export type SubscriberTokenPurpose = (typeof SUBSCRIBER_TOKEN_PURPOSES)[number];

/** How long each kind of link works, in seconds. */
export const TOKEN_TTL_SECONDS: Record<SubscriberTokenPurpose, number> = {
  confirm: 7 * 24 * 60 * 60,
  preferences: 365 * 24 * 60 * 60,
  /** An invitation stays open for a season: people read such mail when they have time to try something. */
  accept: 90 * 24 * 60 * 60,
};

export interface SubscriberClaims {
  purpose: SubscriberTokenPurpose;
  signupId: number;
  /** Seconds since the epoch. */
  expires: number;
  /** The confirmation nonce; "-" on a preferences link. */
  nonce: string;
}

function mac(purpose: SubscriberTokenPurpose, payload: string): string {
  const secret = env().SESSION_SECRET;
  if (!secret) throw new Error('SESSION_SECRET is not set');
  const key = createHmac('sha256', secret).update(`nodal:subscriber-${purpose}:v1`).digest();
  return createHmac('sha256', key).update(payload).digest('base64url');
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A signed link token for `purpose`, valid from now for that purpose's lifetime. */
export function signSubscriberToken(
  purpose: SubscriberTokenPurpose,
  signupId: number,
  nonce = '-',
  now = nowSeconds(),
): string {
  const payload = `${purpose}.${signupId}.${now + TOKEN_TTL_SECONDS[purpose]}.${nonce}`;
  return `${payload}.${mac(purpose, payload)}`;
}

const TOKEN =
  /^(confirm|preferences|accept)\.([1-9][0-9]{0,9})\.([0-9]{1,12})\.(-|[A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/;

export type TokenCheck =
  | { ok: true; claims: SubscriberClaims }
  | { ok: false; reason: 'invalid' }
  /** Genuine but past its time: the claims still say whose it was (unsubscribing never expires). */
  | { ok: false; reason: 'expired'; claims: SubscriberClaims };

/**
 * What a token proves for `purpose`: its claims, or why it proves nothing. Malformed, altered,
 * signed for another purpose or by another secret is `invalid`; a genuine token past its time is
 * `expired` (the page can then say so instead of calling it forged).
 */
export function checkSubscriberToken(token: string, purpose: SubscriberTokenPurpose, now = nowSeconds()): TokenCheck {
  const match = TOKEN.exec(token);
  if (!match || match[1] !== purpose) return { ok: false, reason: 'invalid' };
  const [, , id, expires, nonce, signature] = match;
  // Compared as text: two base64url spellings can decode to the same bytes, and only ours may pass.
  const expected = Buffer.from(mac(purpose, `${purpose}.${id}.${expires}.${nonce}`));
  const given = Buffer.from(signature!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const claims = { purpose, signupId: Number(id), expires: Number(expires), nonce: nonce! };
  return Number(expires) <= now ? { ok: false, reason: 'expired', claims } : { ok: true, claims };
}

/** A fresh confirmation nonce. */
export const newConfirmNonce = (): string => randomBytes(18).toString('base64url');
