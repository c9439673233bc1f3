// Preview links: `{articleId}.{expires}.{nonce}.{mac}`, an HMAC-SHA256 over the first three parts
// with a key derived from SESSION_SECRET (derived, so no preview token can ever pass as a session
// and rotating the secret ends both). The nonce is the article's live one: revoking or publishing
// clears it in the database, which ends the link even though its signature is still good.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '../env.ts';

export const PREVIEW_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface PreviewClaims {
  articleId: number;
  /** Seconds since the epoch. */
  expires: number;
  nonce: string;
}

function mac(payload: string): Buffer {
  const secret = env().SESSION_SECRET;
  if (!secret) throw new Error('SESSION_SECRET is not set');
  const key = createHmac('sha256', secret).update('nodal:article-preview:v1').digest();
  return createHmac('sha256', key).update(payload).digest();
}

export function signPreviewToken({ articleId, expires, nonce }: PreviewClaims): string {
  const payload = `${articleId}.${expires}.${nonce}`;
  return `${payload}.${mac(payload).toString('base64url')}`;
}

const TOKEN = /^([1-9][0-9]{0,9})\.([0-9]{1,12})\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/;

/** The claims of a token this server signed, or null for anything else (malformed, altered, foreign). */
export function verifyPreviewToken(token: string): PreviewClaims | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, id, expires, nonce, signature] = match;
  // Compared as text, not decoded: the last base64url character carries two spare bits, so two
  // spellings decode to the same bytes, and only the one this server wrote may pass.
  const expected = Buffer.from(mac(`${id}.${expires}.${nonce}`).toString('base64url'));
  const given = Buffer.from(signature!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { articleId: Number(id), expires: Number(expires), nonce: nonce! };
}

/** A fresh nonce for a new link. */
export const newPreviewNonce = (): string => randomBytes(18).toString('base64url');
