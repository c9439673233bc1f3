// The leads' tables (signups, contacts and their notes), the settings, and the notifications they queue.
import {
  CONTACT_STATUSES,
  MESSAGE_STATUSES,
  OUTBOX_EVENTS,
  SUBSCRIBER_STATUSES,
  SUPPRESSION_REASONS,
} from '@nodal/shared';
import * as z from 'zod';

export const signupRow = z.strictObject({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  institution: z.string().nullable(),
  researchArea: z.string().nullable(),
  createdAt: z.date(),
  status: z.enum(SUBSCRIBER_STATUSES),
  /** Subscription topics (SUBSCRIPTION_TOPICS); a value removed from the list later is kept, not refused. */
  topics: z.array(z.string()),
  confirmNonce: z.string().nullable(),
  confirmSentAt: z.date().nullable(),
  confirmedAt: z.date().nullable(),
  unsubscribedAt: z.date().nullable(),
  /** A confirmed subscriber's personal referral code (12 characters of base64url). */
  referralCode: z.string().nullable(),
  /** The confirmed subscriber whose link this signup came through. */
  referredBy: z.int().nullable(),
  /** When an invitation was handed to the mail server for them, and when they accepted it. */
  invitedAt: z.date().nullable(),
  acceptedAt: z.date().nullable(),
});

export const signupConsentRow = z.strictObject({
  id: z.int(),
  signupId: z.int(),
  action: z.enum(['signup', 'confirm', 'topics', 'unsubscribe']),
  wording: z.string(),
  source: z.string(),
  topics: z.array(z.string()),
  createdAt: z.date(),
});

export const suppressionRow = z.strictObject({
  emailHash: z.string(),
  reason: z.enum(SUPPRESSION_REASONS),
  createdAt: z.date(),
  /** Kept for a bounce or complaint, so the admin can say who; never for an erasure. */
  email: z.string().nullable(),
  /** The provider's words about the failure, when it gave any. */
  detail: z.string().nullable(),
  /** Which webhook reported it (`nodal`, `mailgun`); null for an erasure. */
  source: z.string().nullable(),
});

export const contactRow = z.strictObject({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.date(),
  status: z.enum(CONTACT_STATUSES),
  assigneeId: z.int().nullable(),
  /** A date, read as to_char(…, 'YYYY-MM-DD'): the drivers would make it a Date at local midnight. */
  replyDueOn: z.iso.date(),
});

export const contactNoteRow = z.strictObject({
  id: z.int(),
  contactId: z.int(),
  authorEmail: z.string(),
  body: z.string(),
  createdAt: z.date(),
});

export const settingsRow = z.strictObject({
  notifyEmails: z.array(z.string()),
  contactWebhookUrl: z.string().nullable(),
  signupWebhookUrl: z.string().nullable(),
  timeZone: z.string(),
  trafficRetentionDays: z.int(),
});

export const outboxRow = z.strictObject({
  /** bigint, read as int (ids stay far below 2^31). */
  id: z.int(),
  event: z.enum(OUTBOX_EVENTS),
  recordId: z.int(),
  processedAt: z.date().nullable(),
});

export const messageRow = z.strictObject({
  /** bigint, read as int. */
  id: z.int(),
  channel: z.enum(['email', 'webhook']),
  transport: z.string().nullable(),
  recipients: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.int(),
  lastError: z.string().nullable(),
  createdAt: z.date(),
  sentAt: z.date().nullable(),
  nextAttemptAt: z.date(),
});

export const formReplyRow = z.strictObject({
  form: z.string(),
  outcome: z.enum(['sent', 'invalid', 'failed']),
  /** field_values */
  values: z.record(z.string(), z.string()),
  errors: z.record(z.string(), z.string()),
  message: z.string().nullable(),
});

export const campaignRow = z.strictObject({
  id: z.int(),
  kind: z.enum(['newsletter', 'invitation']),
  subject: z.string(),
  bodyText: z.string(),
  bodyHtml: z.string().nullable(),
  fallbacks: z.record(z.string(), z.string()),
  createdAt: z.date(),
  sendAt: z.date(),
  /** The Updates article a newsletter carries; null for an invitation, or once the article is deleted. */
  articleId: z.int().nullable(),
  /** Who it was for, as the editor chose (a newsletter's segment, a wave's selection). */
  segment: z.record(z.string(), z.unknown()),
});

export const campaignRecipientRow = z.strictObject({
  campaignId: z.int(),
  signupId: z.int(),
  status: z.enum(['queued', 'sent', 'failed', 'skipped']),
  attempts: z.int(),
  lockedUntil: z.date().nullable(),
  sendingAt: z.date().nullable(),
  sentAt: z.date().nullable(),
  lastError: z.string().nullable(),
});
