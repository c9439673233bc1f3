// Drains the outbox: each new outbox row becomes its messages (an email to the staff in Settings,
// a webhook call when one is set for the event), and each pending message is sent, retried with
// exponential backoff, and finally marked failed. Runs from the scheduled function every minute
// and, right after a contact or signup is answered, from that request's waitUntil.
import {
  claimMessages,
  claimOutbox,
  expandOutboxEntry,
  getContact,
  getDb,
  getSettings,
  getSignup,
  getSubscriber,
  isSuppressed,
  markMessageFailed,
  markMessageSent,
  type ClaimedMessage,
  type Db,
  type NewMessage,
  type OutboxEntry,
} from '@nodal/db';
import type { Settings } from '@nodal/shared';
import { api } from '@nodal/shared';
import { renderConfirmationEmail } from '../audience/emails.ts';
import { signSubscriberToken } from '../audience/token.ts';
import { env, isProduction, siteUrl } from '../env.ts';
import type { RouteContext } from '../http/route-context.ts';
import { sendMail, smtpTransport } from './mail.ts';
import { renderNotice, type Notice } from './render.ts';
import { PermanentDeliveryError, postWebhook } from './webhook.ts';

/** Attempts before a message is marked failed: with the backoff below, about five hours of trying. */
export const MAX_ATTEMPTS = 10;
const BACKOFF_BASE_SECONDS = 30;
const BACKOFF_CAP_SECONDS = 3600;
const BATCH = 10;

/** Seconds to wait after failed attempt number `attempt` (1-based): 30 s, 1 min, 2 min … at most 1 h. */
export function backoffSeconds(attempt: number): number {
  return Math.min(BACKOFF_CAP_SECONDS, BACKOFF_BASE_SECONDS * 2 ** Math.max(0, attempt - 1));
}

export interface DrainOptions {
  /** Stands in for the clock in claims and backoff (tests); the database's now() otherwise. */
  at?: Date;
  /** Stop claiming new work after this long; what is claimed still finishes. */
  budgetMs?: number;
}

export interface DrainResult {
  expanded: number;
  sent: number;
  failed: number;
}

function leaseSeconds(): number {
  // Longer than the slowest attempt (three SMTP steps), so a lease never ends while its send runs.
  return Math.ceil((env().NOTIFY_TIMEOUT_MS * 4) / 1000) + 60;
}

async function noticeFor(db: Db, entry: OutboxEntry, settings: Settings): Promise<Notice | null> {
  if (entry.event === 'contact') {
    const record = await getContact(db, entry.recordId);
    return record && { event: 'contact', record, timeZone: settings.timeZone };
  }
  const record = await getSignup(db, entry.recordId);
  return record && { event: 'signup', record, timeZone: settings.timeZone };
}

/**
 * The confirmation email to a new subscriber, its link signed now with the signup's live nonce; none
 * once the address is confirmed, or suppressed after a bounce or complaint.
 */
async function confirmationFor(db: Db, signupId: number): Promise<NewMessage[]> {
  const subscriber = await getSubscriber(db, signupId);
  if (
    !subscriber?.confirmNonce ||
    subscriber.status === 'confirmed' ||
    (await isSuppressed(db, subscriber.email, { exceptErased: true }))
  )
    return [];
  const link = (path: string, token: string) => `${siteUrl()}${path}?token=${encodeURIComponent(token)}`;
  const email = renderConfirmationEmail({
    name: subscriber.name,
    confirmUrl: link(api.subscriptionConfirm, signSubscriberToken('confirm', subscriber.id, subscriber.confirmNonce)),
    preferencesUrl: link(api.subscriptionPreferences, signSubscriberToken('preferences', subscriber.id)),
  });
  return [{ channel: 'email', recipients: [subscriber.email], subject: email.subject, body: email.text }];
}

/** The messages one outbox row becomes under the current settings (none for a record deleted since). */
async function expand(db: Db, entry: OutboxEntry, settings: Settings): Promise<boolean> {
  if (entry.event === 'confirm') return expandOutboxEntry(db, entry.id, await confirmationFor(db, entry.recordId));
  const notice = await noticeFor(db, entry, settings);
  const messages: NewMessage[] = [];
  if (notice) {
    const rendered = renderNotice(notice, siteUrl());
    if (settings.notifyEmails.length)
      messages.push({
        channel: 'email',
        recipients: settings.notifyEmails,
        subject: rendered.subject,
        body: rendered.text,
      });
    const hook = entry.event === 'contact' ? settings.contactWebhookUrl : settings.signupWebhookUrl;
    if (hook)
      messages.push({
        channel: 'webhook',
        recipients: [hook],
        subject: rendered.subject,
        body: JSON.stringify({ text: rendered.chat }),
      });
  }
  return expandOutboxEntry(db, entry.id, messages);
}

async function deliver(db: Db, message: ClaimedMessage, at: Date | null): Promise<'sent' | 'failed'> {
  const e = env();
  const transport = message.channel === 'webhook' ? 'webhook' : smtpTransport(e.SMTP_URL);
  try {
    if (message.channel === 'webhook') {
      const { text } = JSON.parse(message.body) as { text: string };
      await postWebhook(message.recipients[0]!, text, { timeoutMs: e.NOTIFY_TIMEOUT_MS, publicOnly: isProduction() });
    } else {
      await sendMail(
        { id: message.id, from: e.MAIL_FROM, to: message.recipients, subject: message.subject, text: message.body },
        { smtpUrl: e.SMTP_URL, timeoutMs: e.NOTIFY_TIMEOUT_MS, messageIdHost: new URL(siteUrl()).hostname },
      );
    }
    await markMessageSent(db, message, transport);
    return 'sent';
  } catch (error) {
    // A 5xx SMTP reply (no such mailbox, relaying refused) will not change by trying again.
    const smtpCode = (error as { responseCode?: unknown } | null)?.responseCode;
    const permanent =
      error instanceof PermanentDeliveryError || (typeof smtpCode === 'number' && smtpCode >= 500 && smtpCode < 600);
    const retry = !permanent && message.attempts < MAX_ATTEMPTS ? backoffSeconds(message.attempts) : null;
    const reason = error instanceof Error ? error.message : String(error);
    await markMessageFailed(db, message, transport, reason, retry, at);
    return 'failed';
  }
}

/**
 * Sends whatever is due, batch by batch, until nothing is left or the budget is spent. Safe to run
 * in several places at once: every row is claimed under a lease before it is touched.
 */
export async function drainNotifications(options: DrainOptions = {}): Promise<DrainResult> {
  const db = await getDb();
  const at = options.at ?? null;
  const stopAt = Date.now() + (options.budgetMs ?? 20_000);
  const result: DrainResult = { expanded: 0, sent: 0, failed: 0 };
  const lease = leaseSeconds();
  let settings: Settings | null = null;
  for (;;) {
    const entries = await claimOutbox(db, { limit: BATCH, leaseSeconds: lease, at });
    if (entries.length) settings ??= await getSettings(db);
    for (const entry of entries) if (await expand(db, entry, settings!)) result.expanded += 1;
    const messages = await claimMessages(db, { limit: BATCH, leaseSeconds: lease, at });
    // In parallel: each attempt has its own deadline, well inside the lease.
    const outcomes = await Promise.all(messages.map((m) => deliver(db, m, at)));
    for (const outcome of outcomes) result[outcome] += 1;
    if ((!entries.length && !messages.length) || Date.now() >= stopAt) return result;
  }
}

/**
 * The immediate attempt after a contact or signup: handed to the platform so the answer does not
 * wait for it. Whatever it cannot send, the scheduled run sends later.
 */
export function sendSoon(waitUntil: RouteContext['waitUntil']): void {
  waitUntil(drainNotifications({ budgetMs: 5000 }));
}
