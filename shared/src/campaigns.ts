// Bulk email to the audience (decisions 0101, 0102): newsletters that carry an Updates article, and
// invitation waves that let people in from the waitlist. The admin and the API agree on these shapes.
import * as z from 'zod';
import type { BadgeColor } from './enums.ts';
import { SUBSCRIPTION_TOPIC_LABELS, SUBSCRIPTION_TOPICS, type SubscriptionTopic } from './enums.ts';

export const CAMPAIGN_KINDS = ['newsletter', 'invitation'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];
export const CAMPAIGN_KIND_LABELS: Record<CampaignKind, string> = {
  newsletter: 'Newsletter',
  invitation: 'Invitation wave',
};

/** Where a confirmed subscriber stands on the way in: waiting, sent an invitation, or in. */
export const ACCESS_STATUSES = ['waitlisted', 'invited', 'accepted'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];
export const ACCESS_STATUS_LABELS: Record<AccessStatus, string> = {
  waitlisted: 'Waitlisted',
  invited: 'Invited',
  accepted: 'Accepted',
};
export const ACCESS_STATUS_COLORS: Record<AccessStatus, BadgeColor> = {
  waitlisted: 'gray',
  invited: 'blue',
  accepted: 'green',
};

/** The merge fields a campaign's text may use, each filled per recipient, or with the editor's fallback. */
export const MERGE_FIELDS = ['name', 'email', 'institution', 'researchArea'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export const MERGE_FIELD_LABELS: Record<MergeField, string> = {
  name: 'Name',
  email: 'Email',
  institution: 'Institution',
  researchArea: 'Research area',
};
/** Where an invitation's accept link goes in its body; without it, the link follows the body. */
export const INVITE_LINK_FIELD = '{{inviteLink}}';
/** Where the sender puts the recipient's own preferences link (the footer every campaign email has). */
export const PREFERENCES_FIELD = '{{preferencesUrl}}';

/** How many recipients one wave may invite: a wave is a considered step, not the whole list. */
export const WAVE_MAX = 5000;

const filterText = (label: string) =>
  z
    .string()
    .trim()
    .max(200, `${label} must be at most 200 characters`)
    .optional()
    .transform((v) => v || undefined);

/** Who a newsletter goes to: confirmed, unsuppressed subscribers of any of the topics, optionally narrowed. */
export const segmentSchema = z.object({
  topics: z.array(z.enum(SUBSCRIPTION_TOPICS)).min(1, 'Choose at least one topic').max(SUBSCRIPTION_TOPICS.length),
  researchArea: filterText('Research area'),
  institution: filterText('Institution'),
});
export type SegmentInput = z.infer<typeof segmentSchema>;

/** Who a wave invites: the next `count` on the waitlist, optionally only those matching the filters. */
export const waveSelectionSchema = z.object({
  count: z
    .number({ error: 'Enter how many to invite' })
    .int('Enter a whole number')
    .min(1, 'Invite at least one person')
    .max(WAVE_MAX, `A wave can invite at most ${WAVE_MAX} people`),
  researchArea: filterText('Research area'),
  institution: filterText('Institution'),
});
export type WaveSelectionInput = z.infer<typeof waveSelectionSchema>;

const subjectField = z.string().trim().min(1, 'Subject is required').max(300, 'Subject must be at most 300 characters');
const sendAtField = z.iso
  .datetime({ offset: true, error: 'Choose a valid date and time' })
  .nullable()
  .optional()
  .refine((v) => !v || Date.parse(v) > Date.now() - 60_000, 'Choose a time in the future');
const fallbacksField = z
  .object(Object.fromEntries(MERGE_FIELDS.map((f) => [f, z.string().trim().max(100).optional()])))
  .partial()
  .default({});

/** Sending an Updates article by email (published, or scheduled: it then goes when the article does). */
export const newsletterSchema = z.object({
  kind: z.literal('newsletter'),
  articleId: z.number().int().positive(),
  subject: subjectField,
  segment: segmentSchema,
  /** A later time than the article's own; null sends with the article (now, if it is out already). */
  sendAt: sendAtField,
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** An invitation wave: who, and the words, with merge fields and their fallbacks. */
export const waveSchema = z.object({
  kind: z.literal('invitation'),
  selection: waveSelectionSchema,
  subject: subjectField,
  body: z.string().trim().min(1, 'Message is required').max(20_000, 'Message must be at most 20000 characters'),
  fallbacks: fallbacksField,
  sendAt: sendAtField,
});
export type WaveInput = z.infer<typeof waveSchema>;

export const campaignSchema = z.discriminatedUnion('kind', [newsletterSchema, waveSchema]);
export type CampaignInput = z.infer<typeof campaignSchema>;

/** "How many would this reach?" and "show it for one of them", asked before sending. */
export const audienceQuerySchema = z.discriminatedUnion('kind', [
  // A newsletter's count leaves out whoever has that article's newsletter already.
  newsletterSchema.pick({ kind: true, articleId: true, segment: true }),
  waveSchema.pick({ kind: true, selection: true }),
]);
export type AudienceQuery = z.infer<typeof audienceQuerySchema>;

/** A preview or a test send renders exactly what would be sent, without saving a campaign. */
export const campaignDraftSchema = z.discriminatedUnion('kind', [
  newsletterSchema.pick({ kind: true, articleId: true, subject: true, segment: true }),
  waveSchema.pick({ kind: true, selection: true, subject: true, body: true, fallbacks: true }),
]);
export type CampaignDraft = z.infer<typeof campaignDraftSchema>;

/** How a campaign's messages went; the Campaigns list and the Insights newsletter card show the same. */
export interface DeliveryCounts {
  recipients: number;
  queued: number;
  /** Handed to the mail server. */
  sent: number;
  failed: number;
  /** Not sent because the person unsubscribed or was suppressed after the campaign was made. */
  skipped: number;
  /** Sent, then reported by the provider as a hard bounce. */
  bounced: number;
}

export interface CampaignSummary extends DeliveryCounts {
  id: number;
  kind: CampaignKind;
  subject: string;
  /** The article a newsletter carries; null for a wave, or once the article is deleted. */
  articleId: number | null;
  articleTitle: string | null;
  /** The audience as the editor chose it, in words: "Product updates · institution contains "MIT"". */
  audience: string;
  createdAt: string;
  sendAt: string;
  /** Invitations only: recipients who followed the link and accepted; null for a newsletter. */
  accepted: number | null;
}

/** One rendered message, for the preview or the test send. */
export interface CampaignPreview {
  subject: string;
  html: string;
  text: string;
  /** Whose merge fields filled it: the first recipient, or sample values when there is none. */
  recipient: string;
  recipients: number;
}

/** The audience as the editor chose it, in words. */
export function describeAudience(kind: CampaignKind, segment: Record<string, unknown>): string {
  const parts: string[] = [];
  if (kind === 'invitation') parts.push(`Next ${String(segment.count)} on the waitlist`);
  else
    parts.push(
      ((segment.topics as string[] | undefined) ?? [])
        .map((t) => SUBSCRIPTION_TOPIC_LABELS[t as SubscriptionTopic] ?? t)
        .join(', ') || 'No topic',
    );
  if (typeof segment.researchArea === 'string') parts.push(`research area contains “${segment.researchArea}”`);
  if (typeof segment.institution === 'string') parts.push(`institution contains “${segment.institution}”`);
  return parts.join(' · ');
}
