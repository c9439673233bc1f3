// Plain constants only, no zod: browser islands import this without pulling in the validator.
export const ARTICLE_TYPES = ['news', 'guide', 'insight', 'announcement'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
export const ARTICLE_TYPE_LABELS: Record<ArticleType, string> = {
  news: 'News',
  guide: 'Guide',
  insight: 'Insight',
  announcement: 'Announcement',
};
export type BadgeColor = 'blue' | 'green' | 'purple' | 'orange' | 'gray';
export const ARTICLE_TYPE_COLORS: Record<ArticleType, BadgeColor> = {
  news: 'blue',
  guide: 'green',
  insight: 'purple',
  announcement: 'orange',
};
export function articleTypeLabel(type: string): string {
  return ARTICLE_TYPE_LABELS[type as ArticleType] ?? type;
}
export function isArticleType(value: string): value is ArticleType {
  return (ARTICLE_TYPES as readonly string[]).includes(value);
}
export function articleTypeColor(type: string): BadgeColor {
  return ARTICLE_TYPE_COLORS[type as ArticleType] ?? 'gray';
}

export const VIDEO_TYPES = ['url', 'vimeo', 'youtube'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];
export const VIDEO_TYPE_LABELS: Record<VideoType, string> = { url: 'Direct URL', vimeo: 'Vimeo', youtube: 'YouTube' };

export const DEMO_TYPES = ['video', 'interactive', 'notebook'] as const;
export type DemoType = (typeof DEMO_TYPES)[number];
export const DEMO_TYPE_LABELS: Record<DemoType, string> = {
  video: 'Video',
  interactive: 'Interactive',
  notebook: 'Notebook',
};
/** The Interactive Demos tabs and the demo type each one shows. */
export const DEMO_FILTERS = [
  { value: 'all', label: 'All', type: null },
  { value: 'videos', label: 'Videos', type: 'video' },
  { value: 'interactive', label: 'Interactive', type: 'interactive' },
  { value: 'notebooks', label: 'Notebooks', type: 'notebook' },
] as const satisfies readonly { value: string; label: string; type: DemoType | null }[];

// The hero animations live with their pick (hero.ts): the landing page's first-screen script loads
// that module alone, without the chunk of every other label here.
export { ANIMATION_NAMES, ANIMATION_TYPES, type AnimationType } from './hero.ts';

/** The six subjects of the partnership form, research_partner first (its default). */
export const PARTNERSHIP_SUBJECTS = [
  'research_partner',
  'publisher_partner',
  'enterprise_partner',
  'investor',
  'pilot',
  'other',
] as const;
export const CONTACT_SUBJECTS = [...PARTNERSHIP_SUBJECTS, 'general'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
/** What the simple contact form always sends. */
export const WEBSITE_CONTACT_SUBJECT = 'website_contact';
/** Every subject the product itself sends: the spec's seven and the simple form's own. */
export const LABELLED_CONTACT_SUBJECTS = [...CONTACT_SUBJECTS, WEBSITE_CONTACT_SUBJECT] as const;
export type LabelledContactSubject = (typeof LABELLED_CONTACT_SUBJECTS)[number];

/**
 * The one label of each subject, wherever staff read a subject: the dashboard, the contact dialog,
 * the reply drafts, the CSV export, Insights and the notification emails. The seven are the spec's
 * full labels; the spec gives the simple form's subject none, so it reads as what it is.
 */
export const CONTACT_SUBJECT_LABELS: Record<LabelledContactSubject, string> = {
  research_partner: 'Research Institution Partnership',
  publisher_partner: 'Publisher/Platform Integration',
  enterprise_partner: 'Enterprise/SaaS Partnership',
  investor: 'Investment Opportunity',
  pilot: 'Pilot Program Interest',
  other: 'Other Inquiry',
  general: 'General Inquiry',
  website_contact: 'Website Contact Form',
};
/**
 * The one place the spec fixes other words: the admin contacts page's Subject column reads short
 * labels, and anything outside the spec's seven (the simple form's subject too) as Other there.
 */
const CONTACT_SUBJECT_LIST_LABELS: Record<ContactSubject, string> = {
  research_partner: 'Research Institution',
  publisher_partner: 'Publisher/Platform',
  enterprise_partner: 'Enterprise',
  investor: 'Investor',
  pilot: 'Pilot Program',
  other: 'Other',
  general: 'Other',
};
function isContactSubject(value: string): value is ContactSubject {
  return (CONTACT_SUBJECTS as readonly string[]).includes(value);
}
function isLabelledContactSubject(value: string): value is LabelledContactSubject {
  return (LABELLED_CONTACT_SUBJECTS as readonly string[]).includes(value);
}
/** A subject as staff read it everywhere but the contacts page's list; a value we never send stays as is (spec). */
export function contactSubjectLabel(subject: string): string {
  return isLabelledContactSubject(subject) ? CONTACT_SUBJECT_LABELS[subject] : subject;
}
/** The admin contacts page's Subject column only: the spec's short labels, anything else as Other. */
export function contactSubjectListLabel(subject: string): string {
  return isContactSubject(subject) ? CONTACT_SUBJECT_LIST_LABELS[subject] : 'Other';
}

/** Where a contact stands in the staff inbox; every new contact starts as new. */
export const CONTACT_STATUSES = ['new', 'in_progress', 'replied', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  replied: 'Replied',
  closed: 'Closed',
};
export const CONTACT_STATUS_COLORS: Record<ContactStatus, BadgeColor> = {
  new: 'blue',
  in_progress: 'orange',
  replied: 'green',
  closed: 'gray',
};

/** The inbox's reply-date filter: contacts past their reply day, or due today. */
export const CONTACT_DUE_FILTERS = ['overdue', 'today'] as const;
export type ContactDueFilter = (typeof CONTACT_DUE_FILTERS)[number];
export const CONTACT_DUE_LABELS: Record<ContactDueFilter, string> = { overdue: 'Overdue', today: 'Due today' };

/** What the outbox announces, and the state of each message it sends. */
export const NOTIFICATION_EVENTS = ['contact', 'signup'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
/** Every kind of outbox row: the staff notices above, and the confirmation email to a new subscriber. */
export const OUTBOX_EVENTS = [...NOTIFICATION_EVENTS, 'confirm'] as const;
export type OutboxEvent = (typeof OUTBOX_EVENTS)[number];
export const MESSAGE_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};

/** How the Insights charts group days. */
export const INSIGHT_BUCKETS = ['day', 'week'] as const;
export type InsightBucket = (typeof INSIGHT_BUCKETS)[number];
export const INSIGHT_BUCKET_LABELS: Record<InsightBucket, string> = { day: 'Per day', week: 'Per week' };

/** Where a subscriber stands: signed up, address confirmed by its link, or unsubscribed from everything. */
export const SUBSCRIBER_STATUSES = ['unconfirmed', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  unconfirmed: 'Unconfirmed',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};
export const SUBSCRIBER_STATUS_COLORS: Record<SubscriberStatus, BadgeColor> = {
  unconfirmed: 'orange',
  confirmed: 'green',
  unsubscribed: 'gray',
};

/** What a subscriber can choose to hear about; a new signup gets all three until they choose. */
export const SUBSCRIPTION_TOPICS = ['product-updates', 'early-access', 'research-insights'] as const;
export type SubscriptionTopic = (typeof SUBSCRIPTION_TOPICS)[number];
export const SUBSCRIPTION_TOPIC_LABELS: Record<SubscriptionTopic, string> = {
  'product-updates': 'Product updates',
  'early-access': 'Early-access news',
  'research-insights': 'Research insights',
};
/** A subscriber's topics as one line: labels in the list's order, an unknown value as it is stored. */
export function topicsLabel(topics: readonly string[]): string {
  if (!topics.length) return 'None';
  return topics.map((t) => SUBSCRIPTION_TOPIC_LABELS[t as SubscriptionTopic] ?? t).join(', ');
}

/** Why an address is never mailed again: erased at the person's request, or reported by the mail provider. */
export const SUPPRESSION_REASONS = ['erased', 'bounce', 'complaint'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];
export const SUPPRESSION_REASON_LABELS: Record<SuppressionReason, string> = {
  erased: 'Erased on request',
  bounce: 'Hard bounce',
  complaint: 'Spam complaint',
};
