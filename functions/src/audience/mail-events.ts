// Bounce and complaint webhooks (decision 0099): Nodal's own signed shape, and an adapter for
// Mailgun's. Each turns a verified body into the addresses to suppress; anything else (a soft
// bounce, a delivery, an open) is taken and ignored.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailEventSuppression } from '@nodal/db';
import type { MailEventsInput, MailgunEvent } from '@nodal/shared';

/** How far a signed timestamp may be from now, either way: a captured call cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const fresh = (timestamp: number, now: number) => Math.abs(now - timestamp) <= SIGNATURE_TOLERANCE_SECONDS;

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `Nodal-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, as its sender computes it. */
export function signMailEvents(secret: string, body: string, t = nowSeconds()): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** Whether a Nodal-Signature header signs this exact body with the secret, recently. */
export function verifyMailEventsSignature(
  header: string | null,
  body: string,
  secret: string,
  now = nowSeconds(),
): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-fA-F]{64})$/.exec(header?.trim() ?? '');
  if (!match) return false;
  const t = Number(match[1]);
  return fresh(t, now) && sameHex(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'), match[2]!);
}

/** Mailgun signs `timestamp + token` with the webhook signing key (HMAC-SHA256, hex). */
export function verifyMailgunSignature(signature: MailgunEvent['signature'], key: string, now = nowSeconds()): boolean {
  const expected = createHmac('sha256', key).update(`${signature.timestamp}${signature.token}`).digest('hex');
  return fresh(Number(signature.timestamp), now) && sameHex(expected, signature.signature);
}

export function fromNodalEvents(input: MailEventsInput): MailEventSuppression[] {
  return input.events.flatMap((event): MailEventSuppression[] =>
    event.type === 'bounce' && event.bounce === 'soft'
      ? []
      : [{ email: event.email, reason: event.type, detail: event.detail ?? null, source: 'nodal' }],
  );
}

/** A permanent failure is a hard bounce and `complained` a complaint; every other Mailgun event is ignored. */
export function fromMailgunEvent(input: MailgunEvent): MailEventSuppression[] {
  const data = input['event-data'];
  const detail = data['delivery-status']?.description || data['delivery-status']?.message || data.reason || null;
  if (data.event === 'failed' && data.severity === 'permanent')
    return [{ email: data.recipient, reason: 'bounce', detail, source: 'mailgun' }];
  if (data.event === 'complained') return [{ email: data.recipient, reason: 'complaint', detail, source: 'mailgun' }];
  return [];
}
