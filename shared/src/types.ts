// Shapes the API answers with. Dates travel as ISO strings.
import type { DueState } from './business-days.ts';
import type { AccessStatus } from './campaigns.ts';
import type { SectionId } from './constants.ts';
import type {
  AnimationType,
  ArticleType,
  ContactStatus,
  DemoType,
  MessageStatus,
  SubscriberStatus,
  SuppressionReason,
  VideoType,
} from './enums.ts';

export interface Article {
  id: number;
  title: string;
  slug: string;
  summary: string;
  body: string;
  type: ArticleType;
  published: boolean;
  /** A draft scheduled to go public at this instant; null otherwise (always null when published). */
  publishAt: string | null;
  /** The cover image's id (an uploaded image), or null; coverAlt describes it. */
  coverImage: string | null;
  coverAlt: string;
  createdAt: string;
  updatedAt: string;
}
export type ArticleSummary = Omit<Article, 'body'>;

/** One saved state of an article: who saved it, when, and every field as saved. */
export interface ArticleRevision extends Pick<
  Article,
  'title' | 'slug' | 'summary' | 'body' | 'type' | 'published' | 'publishAt'
> {
  id: number;
  articleId: number;
  authorEmail: string | null;
  /** The revision this one put back, when it was a restore. */
  restoredFrom: number | null;
  createdAt: string;
}
export type ArticleRevisionSummary = Omit<ArticleRevision, 'body' | 'summary'>;

/** A run of text both sides share, or one side only (added: in the current text; removed: only in the revision). */
export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}
export interface FieldDiff {
  field: 'title' | 'slug' | 'type' | 'summary' | 'body';
  parts: DiffPart[];
}
/** A revision beside what changed between it and the article as it is now (no entry: the field is the same). */
export interface ArticleRevisionDetail {
  revision: ArticleRevision;
  changes: FieldDiff[];
}

/** A draft's live preview link; null when it has none. */
export interface PreviewLink {
  url: string;
  expiresAt: string;
}

/** What a preview link shows: the draft as saved, in the shape the article page renders. */
export type ArticlePreview = Pick<
  Article,
  'title' | 'summary' | 'body' | 'type' | 'createdAt' | 'updatedAt' | 'publishAt' | 'coverImage' | 'coverAlt'
>;

/** An uploaded image, as the upload answers it. */
export interface UploadedImage {
  id: string;
  width: number;
  height: number;
  type: string;
  bytes: number;
  /** The largest width's URL, for previews and Markdown. */
  url: string;
}

export interface Signup {
  id: number;
  name: string;
  email: string;
  institution: string | null;
  researchArea: string | null;
  createdAt: string;
  /** Beyond the spec: where the subscription stands, and the topics chosen (SUBSCRIPTION_TOPICS). */
  status: SubscriberStatus;
  topics: string[];
  /** Why the address is never mailed (a hard bounce or a complaint the provider reported), or null. */
  suppressed: SuppressionReason | null;
  /** A confirmed subscriber's place on the waitlist (1 is next); null for anyone not confirmed. */
  position: number | null;
  /** Signups through their referral link that confirmed. */
  referrals: number;
  /** Beyond the spec: waitlisted, invited or accepted; null for anyone not confirmed and never invited. */
  access: AccessStatus | null;
}

export interface Contact {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  /** Inbox fields: where the contact stands, who has it, and the last day to reply. */
  status: ContactStatus;
  assigneeId: number | null;
  assigneeEmail: string | null;
  /** The last day to reply, YYYY-MM-DD in the business time zone (every contact has one since migration 011). */
  replyDueOn: string;
  noteCount: number;
  /** Against the reply date, now, in the business time zone (the admin API adds it). */
  dueState?: DueState;
}

export interface ContactNote {
  id: number;
  contactId: number;
  authorEmail: string;
  body: string;
  createdAt: string;
}

/** A staff account as the inbox offers it for assignment. */
export interface StaffMember {
  id: number;
  email: string;
}

export interface Settings {
  notifyEmails: string[];
  contactWebhookUrl: string;
  signupWebhookUrl: string;
  timeZone: string;
  /** Days raw page views are kept before the hourly clean-up deletes them (their tallies stay). */
  trafficRetentionDays: number;
}

/** One message in Settings → Sent mail. `body` only on the single-message answer. */
export interface SentMessage {
  id: number;
  channel: 'email' | 'webhook';
  transport: string | null;
  recipients: string[];
  subject: string;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
  body?: string;
}

export interface Video {
  id: number;
  title: string;
  description: string | null;
  thumbnailUrl: string | null;
  videoUrl: string | null;
  videoType: VideoType;
  duration: string | null;
  position: number;
  active: boolean;
  categoryId: number | null;
}

export interface VideoCategory {
  id: number;
  title: string;
  description: string | null;
  position: number;
  active: boolean;
  videos: Video[];
}

export interface Demo {
  id: number;
  title: string;
  description: string;
  type: DemoType;
  embedCode: string;
  position: number;
}

export interface HeroConfig {
  animationType: AnimationType;
  enabled: boolean;
  weight: number;
  updatedAt: string;
}

export interface SectionConfig {
  sectionId: SectionId;
  isVisible: boolean;
}

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * A page of a list added beyond the original public calls, as the API answers it: the records under `data`, the
 * paging (and any list-wide extras) under `meta`. The original lists (signups, contacts) answer a flat `Page`.
 */
export interface PagedAnswer<T, Extra = unknown> {
  data: T[];
  meta: Omit<Page<T>, 'data'> & Extra;
}

/**
 * Where the public site's rebuild stands (GET /api/admin/rebuild). Locally: the platform's own
 * builder. In production: the last build-hook call, 'queued' while it is under way, 'requested'
 * once Netlify accepted it (Netlify builds on its own from there), 'failed' if it did not.
 */
export interface RebuildStatus {
  state: 'idle' | 'building' | 'queued' | 'failed' | 'requested';
  lastBuiltAt: string | null;
  lastError: string | null;
}

/** Every error the API answers with. */
export interface ApiError {
  message: string;
  errors?: Record<string, string[]>;
}

/**
 * Everything the public pages show, read from the database once per site build and handed to the
 * build as a JSON file (the site never talks to the database itself). Published articles only.
 */
export interface SiteContent {
  articles: Article[];
  heroConfigs: HeroConfig[];
  sections: SectionConfig[];
  categories: VideoCategory[];
  demos: Demo[];
}
