// Sends campaigns (decision 0101): claims recipients in batches, fills each message's merge fields,
// adds the unsubscribe headers of RFC 2369 and RFC 8058, and hands it to the mail server at no more
// than MAIL_RATE_PER_SECOND. Each recipient is marked just before and just after its hand-over, so
// a sender stopped at any point leaves every recipient sent once, queued for the next sender, or
// (the one being handed over at that moment) marked failed rather than risk a second copy.
import { claimRecipients, getDb, markSending, settleRecipient, type ClaimedRecipient } from '@nodal/db';
import { api, brand, PREFERENCES_FIELD, type MergeField } from '@nodal/shared';
import { env, siteUrl } from '../env.ts';
import { pooledTransport, sendMail, type Transporter } from '../notify/mail.ts';
import { escapeHtml } from '../http/html.ts';
import { signSubscriberToken } from './token.ts';

const MERGE_FIELD = /\{\{\s*(name|email|institution|researchArea|preferencesUrl|inviteLink)\s*\}\}/g;
const MAX_ATTEMPTS = 5;

/** Who a message is for and what it says: a claimed recipient, or one drawn up for a preview. */
export type MessageInput = Pick<
  ClaimedRecipient,
  | 'kind'
  | 'signupId'
  | 'email'
  | 'name'
  | 'institution'
  | 'researchArea'
  | 'subject'
  | 'bodyText'
  | 'bodyHtml'
  | 'fallbacks'
>;

/** The links a message carries; a preview's point nowhere that acts on a real subscriber. */
export interface MessageLinks {
  preferences: string;
  unsubscribe: string;
  invite: string;
}

/** A recipient's own links: preferences and one-click unsubscribe, and an invitation's accept link. */
export function recipientLinks(signupId: number, site = siteUrl()): MessageLinks {
  const token = encodeURIComponent(signSubscriberToken('preferences', signupId));
  return {
    preferences: `${site}${api.subscriptionPreferences}?token=${token}`,
    unsubscribe: `${site}${api.subscriptionUnsubscribe}?token=${token}`,
    invite: `${site}${api.subscriptionAccept}?token=${encodeURIComponent(signSubscriberToken('accept', signupId))}`,
  };
}

/**
 * Fills the merge fields: the recipient's own value, or the campaign's fallback for it, or nothing;
 * the links are the sender's alone. Every value passes through `escape` (HTML-escaped for the HTML part).
 */
export function fillMergeFields(
  template: string,
  input: MessageInput,
  links: MessageLinks,
  escape: (s: string) => string,
): string {
  return template.replace(MERGE_FIELD, (_, field: MergeField | 'preferencesUrl' | 'inviteLink') => {
    if (field === 'preferencesUrl') return escape(links.preferences);
    if (field === 'inviteLink') return escape(links.invite);
    const own = input[field]?.trim();
    return escape(own || input.fallbacks[field] || '');
  });
}

/** The message for one recipient: merge fields filled, the preferences footer and the unsubscribe headers. */
export function renderCampaignMessage(input: MessageInput, links = recipientLinks(input.signupId)) {
  const footer = `You get this email because you subscribed to ${brand.name}. Choose topics or unsubscribe: ${links.preferences}`;
  const text = `${fillMergeFields(input.bodyText, input, links, (s) => s)}\n\n--\n${footer}\n`;
  let html = input.bodyHtml ? fillMergeFields(input.bodyHtml, input, links, escapeHtml) : null;
  // A campaign rendered with the shared layout has the footer in it; bare HTML gets it appended.
  if (html && !input.bodyHtml!.includes(PREFERENCES_FIELD))
    html += `<p style="margin-top:32px;font-size:12px;color:#64748b">You get this email because you subscribed to ${escapeHtml(brand.name)}. <a href="${escapeHtml(links.preferences)}" style="color:#4338ca">Choose topics or unsubscribe</a>.</p>`;
  return {
    subject: fillMergeFields(input.subject, input, links, (s) => s),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export interface SendOptions {
  /** Stop claiming after this long; what is claimed still finishes. */
  budgetMs?: number;
  batch?: number;
  leaseSeconds?: number;
  ratePerSecond?: number;
  /** Stands for the process being killed: once aborted, nothing more is sent and nothing more is written. */
  signal?: AbortSignal;
  /**
   * Only these campaigns; the scheduled run sends every due one. Tests that share one database with
   * other test files running at the same time send only their own.
   */
  campaignIds?: readonly number[];
}

export interface SendResult {
  sent: number;
  failed: number;
  skipped: number;
}

const stopped = (signal: AbortSignal | undefined) =>
  new Promise<'stopped'>((resolve) => {
    if (!signal) return;
    if (signal.aborted) resolve('stopped');
    signal.addEventListener('abort', () => resolve('stopped'), { once: true });
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function deliver(
  claim: ClaimedRecipient,
  signal: AbortSignal | undefined,
  transport: Transporter | undefined,
): Promise<keyof SendResult | 'stopped'> {
  const db = await getDb();
  const e = env();
  if (!claim.deliverable) {
    await settleRecipient(db, claim, 'skipped', 'No longer confirmed, or suppressed');
    return 'skipped';
  }
  if (!(await markSending(db, claim))) return 'stopped';
  const message = renderCampaignMessage(claim);
  const host = new URL(siteUrl()).hostname;
  try {
    const outcome = await Promise.race([
      sendMail(
        {
          id: claim.signupId,
          from: e.MAIL_FROM,
          to: [claim.email],
          ...message,
          messageId: `<campaign-${claim.campaignId}-${claim.signupId}@${host}>`,
        },
        {
          smtpUrl: e.SMTP_URL,
          timeoutMs: e.NOTIFY_TIMEOUT_MS,
          messageIdHost: host,
          ...(transport ? { transport } : {}),
        },
      ),
      stopped(signal),
    ]);
    if (outcome === 'stopped') return 'stopped';
    await settleRecipient(db, claim, 'sent');
    return 'sent';
  } catch (error) {
    if (signal?.aborted) return 'stopped';
    const reason = error instanceof Error ? error.message : String(error);
    const code = (error as { responseCode?: unknown } | null)?.responseCode;
    const permanent = typeof code === 'number' && code >= 500 && code < 600;
    // The mail server answered no: nothing went, so a temporary refusal may be tried again.
    await settleRecipient(db, claim, permanent || claim.attempts >= MAX_ATTEMPTS ? 'failed' : 'retry', reason);
    return 'failed';
  }
}

/** How many messages one sender hands over at once, each on its own pooled SMTP connection. */
const CONNECTIONS = 4;

/** Sends whatever campaign mail is due, batch by batch, until none is left, the budget is spent or it is stopped. */
export async function sendCampaigns(options: SendOptions = {}): Promise<SendResult> {
  const e = env();
  const { budgetMs = 20_000, batch = 20, signal } = options;
  const rate = options.ratePerSecond ?? e.MAIL_RATE_PER_SECOND;
  const leaseSeconds = options.leaseSeconds ?? Math.ceil((e.NOTIFY_TIMEOUT_MS * 4) / 1000) + 60;
  const db = await getDb();
  const started = Date.now();
  const result: SendResult = { sent: 0, failed: 0, skipped: 0 };
  const transport = e.SMTP_URL ? pooledTransport(e.SMTP_URL, e.NOTIFY_TIMEOUT_MS, CONNECTIONS) : undefined;
  let slots = 0;
  let stop = false;
  /** Waits for this message's turn: at most `rate` hand-overs per second since the run started. */
  const turn = async () => {
    const due = started + (slots++ / rate) * 1000;
    if (due > Date.now()) await pause(due - Date.now());
  };
  try {
    while (!stop && !signal?.aborted && Date.now() - started < budgetMs) {
      const claims = await claimRecipients(db, {
        limit: batch,
        leaseSeconds,
        campaignIds: options.campaignIds ?? null,
      });
      if (!claims.length) break;
      let next = 0;
      const worker = async () => {
        while (!stop && next < claims.length) {
          const claim = claims[next++]!;
          if (signal?.aborted) {
            stop = true;
            return;
          }
          if (claim.deliverable) await turn();
          const outcome = await deliver(claim, signal, transport);
          if (outcome === 'stopped') {
            stop = true;
            return;
          }
          result[outcome] += 1;
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONNECTIONS, claims.length) }, worker));
    }
  } finally {
    transport?.close();
  }
  return result;
}
