// Every payload that crosses the wire, once. Forms validate with these, functions parse with
// them, and the types below are inferred from them. Field messages are what a person reads.
import * as z from 'zod';
import {
  ADMIN_PAGE_SIZE,
  HERO_WEIGHT,
  PASSWORD_RULES,
  PLAYGROUND_ACTION_TYPE,
  PLAYGROUND_EVENTS,
  SECTION_IDS,
} from './constants.ts';
import {
  ANIMATION_TYPES,
  ARTICLE_TYPES,
  CONTACT_DUE_FILTERS,
  CONTACT_STATUSES,
  MESSAGE_STATUSES,
  DEMO_TYPES,
  PARTNERSHIP_SUBJECTS,
  SUBSCRIPTION_TOPICS,
  VIDEO_TYPES,
  WEBSITE_CONTACT_SUBJECT,
} from './enums.ts';
import { SLUG_PATTERN } from './slugify.ts';
import { DEFAULT_TIME_ZONE, isTimeZone } from './business-days.ts';
import { hasImageWithoutAlt, IMAGE_ID_PATTERN } from './images.ts';
import { TRAFFIC_RETENTION_RANGE } from './traffic.ts';

export const articleTypeSchema = z.enum(ARTICLE_TYPES);
export const videoTypeSchema = z.enum(VIDEO_TYPES);
export const demoTypeSchema = z.enum(DEMO_TYPES);
export const animationTypeSchema = z.enum(ANIMATION_TYPES);

const trimmed = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);
/** The browser's own rule for type=email, so the form and the server agree (admin@localhost is valid). */
const emailFormat = () => z.email({ pattern: z.regexes.html5Email, error: 'Please enter a valid email address' });
const emailField = z.string().trim().max(254, 'Email must be at most 254 characters').pipe(emailFormat());
/** Public forms carry this hidden field; people leave it empty, bots fill it. */
const honeypot = z.string().max(500).optional();

// ---------- auth ----------
export const loginSchema = z.object({
  email: z.string().trim().pipe(emailFormat()),
  password: z.string().min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const emailSchema = z.string().trim().pipe(emailFormat());

export const passwordSchema = z
  .string()
  .min(PASSWORD_RULES.minLength, `Password must be at least ${PASSWORD_RULES.minLength} characters`)
  .max(PASSWORD_RULES.maxLength, `Password must be at most ${PASSWORD_RULES.maxLength} characters`)
  .refine(
    (value) => new TextEncoder().encode(value).length <= PASSWORD_RULES.maxBytes,
    `Password must be at most ${PASSWORD_RULES.maxBytes} bytes`,
  );

export const adminUserSchema = z.object({ id: z.number(), email: z.string(), isAdmin: z.boolean() });
export type AdminUser = z.infer<typeof adminUserSchema>;
export const authStatusSchema = z.object({ isAuthenticated: z.boolean(), user: adminUserSchema.nullable() });
export type AuthStatus = z.infer<typeof authStatusSchema>;

// ---------- public forms ----------
export const signupSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters'),
  email: emailField,
  institution: trimmed(200, 'Institution').optional().nullable(),
  researchArea: trimmed(200, 'Research area').optional().nullable(),
  website: honeypot,
  /** The referral code of the link the person came through (beyond the spec); one that names nobody is ignored. */
  ref: z.string().max(64).optional(),
});
export type SignupInput = z.infer<typeof signupSchema>;

// ---------- a subscriber's own pages (opened from their emails) ----------
/** A signed link token as it arrives in `?token=` or a form field; what it proves is checked on the server. */
export const subscriberTokenField = z.string().min(1, 'The link has no token').max(300, 'The link is too long');
export const SUBSCRIBER_ACTIONS = ['save', 'unsubscribe', 'export', 'erase'] as const;
/** One post from the preferences page: which button, the topics ticked, and the erase confirmation. */
export const subscriberPreferencesSchema = z.object({
  token: subscriberTokenField,
  action: z.enum(SUBSCRIBER_ACTIONS),
  topics: z.array(z.enum(SUBSCRIPTION_TOPICS)).max(SUBSCRIPTION_TOPICS.length),
  confirmErase: z.literal('yes').optional(),
});
export type SubscriberPreferencesInput = z.infer<typeof subscriberPreferencesSchema>;

// ---------- bounces and complaints from the mail provider ----------
/**
 * Nodal's own shape for mail events (docs/audience.md): what any provider's relay can post, signed
 * with the shared secret. A soft bounce is taken and ignored: the address may work tomorrow.
 */
export const mailEventsSchema = z.object({
  events: z
    .array(
      z.discriminatedUnion('type', [
        z.object({
          type: z.literal('bounce'),
          email: z.email().max(320),
          bounce: z.enum(['hard', 'soft']),
          detail: z.string().max(500).optional(),
          occurredAt: z.iso.datetime({ offset: true }).optional(),
        }),
        z.object({
          type: z.literal('complaint'),
          email: z.email().max(320),
          detail: z.string().max(500).optional(),
          occurredAt: z.iso.datetime({ offset: true }).optional(),
        }),
      ]),
    )
    .min(1, 'No events')
    .max(100, 'At most 100 events per call'),
});
export type MailEventsInput = z.infer<typeof mailEventsSchema>;

/** The part of Mailgun's webhook body (its "event-data" and "signature") the adapter reads. */
export const mailgunEventSchema = z.object({
  signature: z.object({
    timestamp: z.string().regex(/^\d{1,12}$/),
    token: z.string().min(1).max(200),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  'event-data': z.object({
    event: z.string().max(40),
    severity: z.string().max(40).optional(),
    recipient: z.string().max(320),
    reason: z.string().max(200).optional(),
    'delivery-status': z
      .object({ description: z.string().max(500).optional(), message: z.string().max(500).optional() })
      .optional(),
  }),
});
export type MailgunEvent = z.infer<typeof mailgunEventSchema>;

export const partnershipSubjectSchema = z.enum(PARTNERSHIP_SUBJECTS);

/**
 * One schema for both contact forms. The partnership form needs a name and an email; the simple
 * form (subject website_contact) asks for nothing but a message, yet an email it does give must be valid.
 */
export const contactSchema = z
  .object({
    name: trimmed(200, 'Name').default(''),
    email: z.union([z.literal(''), emailField]).default(''),
    subject: z
      .string({ error: 'Subject is required' })
      .trim()
      .min(1, 'Subject is required')
      .max(100, 'Subject must be at most 100 characters'),
    message: z.string().trim().min(1, 'Message is required').max(5000, 'Message must be at most 5000 characters'),
    website: honeypot,
  })
  .superRefine((value, ctx) => {
    if (value.subject === WEBSITE_CONTACT_SUBJECT) return;
    if (!value.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Name is required' });
    if (!value.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Email is required' });
  });
export type ContactInput = z.input<typeof contactSchema>;

/** What a playground event records: which event, which template, how big the graph was. */
export const playgroundEventDataSchema = z.strictObject({
  event: z.enum(PLAYGROUND_EVENTS),
  template: z.string().trim().max(40).optional(),
  nodes: z.number().int().min(0).max(500),
  errors: z.number().int().min(0).max(500).optional(),
});

export const ctaEventSchema = z
  .object({
    actionType: z.string().trim().min(1).max(100),
    sourcePage: z.string().trim().max(500).default('/'),
    sourceSection: z.string().trim().max(100).default(''),
    sourceElement: z.string().trim().max(100).default(''),
    formData: z.record(z.string(), z.unknown()).nullable().optional(),
    website: honeypot,
  })
  .superRefine((value, ctx) => {
    if (value.actionType !== PLAYGROUND_ACTION_TYPE) return;
    const data = playgroundEventDataSchema.safeParse(value.formData);
    if (!data.success)
      ctx.addIssue({
        code: 'custom',
        path: ['formData'],
        message: 'A playground event needs its event and node count',
      });
  });
export type CtaEventInput = z.input<typeof ctaEventSchema>;

// ---------- articles ----------
export const COVER_ALT_REQUIRED = 'Describe the cover image (alt text) before publishing';
export const BODY_ALT_REQUIRED = 'Every image in the body needs alt text before publishing: ![what it shows](…)';
export const articleInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
    slug: z
      .string()
      .trim()
      .min(1, 'Slug is required')
      .max(200, 'Slug must be at most 200 characters')
      .regex(SLUG_PATTERN, 'Slug can only contain lowercase letters, numbers, and hyphens'),
    type: articleTypeSchema,
    published: z.boolean(),
    summary: z.string().trim().min(1, 'Summary is required').max(1000, 'Summary must be at most 1000 characters'),
    body: z.string().trim().min(1, 'Body is required').max(60_000, 'Body must be at most 60000 characters'),
    /**
     * When a draft goes public (an ISO instant; the editor shows it in the browser's timezone). Only
     * a draft can be scheduled: a published article has gone public already, so the time is dropped.
     */
    publishAt: z.iso.datetime({ offset: true, error: 'Choose a valid date and time' }).nullable().optional(),
    /** An uploaded image's id (`/api/admin/images`); null or absent: no cover. */
    coverImage: z.string().regex(IMAGE_ID_PATTERN, 'Upload the cover image again').nullable().optional(),
    coverAlt: z.string().trim().max(300, 'Alt text must be at most 300 characters').optional(),
  })
  .superRefine((input, ctx) => {
    // Alt text is what a reader who cannot see the image gets; a draft may lack it, a public article may not.
    if (input.published || input.publishAt) {
      if (input.coverImage && !input.coverAlt)
        ctx.addIssue({ code: 'custom', path: ['coverAlt'], message: COVER_ALT_REQUIRED });
      if (hasImageWithoutAlt(input.body)) ctx.addIssue({ code: 'custom', path: ['body'], message: BODY_ALT_REQUIRED });
    }
    if (input.published || !input.publishAt) return;
    if (Date.parse(input.publishAt) <= Date.now())
      ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'Choose a time in the future' });
  });
export type ArticleInput = z.infer<typeof articleInputSchema>;
export const newArticleDefaults: ArticleInput = {
  title: '',
  slug: '',
  type: 'news',
  published: false,
  summary: '',
  body: '',
  publishAt: null,
  coverImage: null,
  coverAlt: '',
};

/** The start of an image upload: its size in bytes, refused with 413 above IMAGE_MAX_BYTES. */
export const imageUploadStartSchema = z.object({
  size: z.number().int('Size must be a whole number of bytes').min(1, 'The image is empty'),
});
export type ImageUploadStart = z.infer<typeof imageUploadStartSchema>;
export const imageUploadIdSchema = z.uuid('Upload not found');
export const imageChunkIndexSchema = z.coerce.number().int().min(0).max(99, 'An upload has at most 100 parts');

export const articleListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  type: articleTypeSchema.optional().catch(undefined),
  /** `false` is the older spelling of `drafts=include`: both ask for drafts too (an admin's list only). */
  published: z.enum(['true', 'false']).optional(),
  drafts: z.enum(['include']).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

// ---------- videos ----------
const optionalText = (max: number, label: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), trimmed(max, label).nullable().optional());

export const videoInputSchema = z.object({
  title: z.string().trim().min(1, 'Video title is required').max(200, 'Title must be at most 200 characters'),
  description: optionalText(2000, 'Description'),
  videoUrl: optionalText(2000, 'Video URL'),
  thumbnailUrl: optionalText(2000, 'Thumbnail URL'),
  videoType: videoTypeSchema.default('url'),
  duration: optionalText(20, 'Duration'),
  position: z.coerce.number().int().min(0).max(100_000).optional(),
  active: z.boolean().optional(),
  categoryId: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce.number().int().positive().max(2_147_483_647, 'Category not found').nullable(),
  ),
});
export type VideoInput = z.input<typeof videoInputSchema>;

export const categoryInputSchema = z.object({
  title: z.string().trim().min(1, 'Category title is required').max(200, 'Title must be at most 200 characters'),
  description: optionalText(2000, 'Description'),
  position: z.coerce.number().int().min(0).max(100_000).optional(),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
export const categoryMoveSchema = z.object({ direction: z.enum(['up', 'down']) });

// ---------- demos ----------
export const demoInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').default(''),
  type: demoTypeSchema,
  embedCode: z.string().max(50_000, 'Embed code must be at most 50000 characters').default(''),
  position: z.coerce.number().int().min(0).max(100_000).optional(),
});
export type DemoInput = z.input<typeof demoInputSchema>;

// ---------- hero and sections ----------
const weightMessage = `Weight must be a whole number between ${HERO_WEIGHT.min} and ${HERO_WEIGHT.max}`;
/** One change at a time: the switch sends {enabled}, the slider sends {weight}. */
export const heroPatchSchema = z
  .object({
    enabled: z.boolean({ error: 'Enabled must be true or false' }).optional(),
    weight: z
      .number({ error: weightMessage })
      .int(weightMessage)
      .min(HERO_WEIGHT.min, weightMessage)
      .max(HERO_WEIGHT.max, weightMessage)
      .optional(),
  })
  .strict()
  .refine((patch) => (patch.enabled === undefined) !== (patch.weight === undefined), 'Send either enabled or weight');
export type HeroPatch = z.infer<typeof heroPatchSchema>;
export const sectionIdSchema = z.enum(SECTION_IDS);
export const sectionPatchSchema = z.object({ isVisible: z.boolean() });

// ---------- admin lists ----------
export const adminListQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, `Page size must be between 1 and ${ADMIN_PAGE_SIZE.max}`)
    .max(ADMIN_PAGE_SIZE.max, `Page size must be between 1 and ${ADMIN_PAGE_SIZE.max}`)
    .default(ADMIN_PAGE_SIZE.default),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** Database ids are 32-bit integers; anything else is not an id. */
export const idParamSchema = z.coerce.number().int().positive().max(2_147_483_647);

// ---------- leads: inbox and settings ----------
/** The contacts inbox: the list's search and paging plus its status, assignee and reply-date filters. */
export const contactListQuerySchema = adminListQuerySchema.extend({
  status: z.union([z.literal(''), z.enum(CONTACT_STATUSES)]).default(''),
  /** A staff id, `none` for unassigned, or empty for anyone. */
  assignee: z
    .string()
    .regex(/^(none|[1-9][0-9]{0,9})?$/, 'Assignee must be a staff id or "none"')
    .default(''),
  due: z.union([z.literal(''), z.enum(CONTACT_DUE_FILTERS)]).default(''),
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

export const contactPatchSchema = z
  .object({
    status: z.enum(CONTACT_STATUSES, { error: 'Choose a status' }).optional(),
    assigneeId: idParamSchema.nullable().optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.assigneeId !== undefined, 'Nothing to change');
export type ContactPatch = z.infer<typeof contactPatchSchema>;

export const NOTE_MAX_LENGTH = 5000;
export const contactNoteSchema = z.object({
  body: z
    .string({ error: 'Note is required' })
    .trim()
    .min(1, 'Note is required')
    .max(NOTE_MAX_LENGTH, `Note must be at most ${NOTE_MAX_LENGTH} characters`),
});
export type ContactNoteInput = z.input<typeof contactNoteSchema>;

export const sentMailQuerySchema = adminListQuerySchema.extend({
  status: z.union([z.literal(''), z.enum(MESSAGE_STATUSES)]).default(''),
});

export const MAX_NOTIFY_EMAILS = 20;

/** Addresses typed one per line or separated by commas, as a list without blanks or repeats. */
function splitAddresses(value: string | string[]): string[] {
  const list = (Array.isArray(value) ? value : value.split(/[\s,;]+/)).map((a) => a.trim()).filter(Boolean);
  const seen = new Set<string>();
  return list.filter((address) => !seen.has(address.toLowerCase()) && !!seen.add(address.toLowerCase()));
}

const webhookUrlField = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .refine((value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && !url.username && !url.password;
      } catch {
        return false;
      }
    }, `${label} must be an https:// address`)
    .default('');

const RETENTION_MESSAGE = `Keep page views for ${TRAFFIC_RETENTION_RANGE.min} to ${TRAFFIC_RETENTION_RANGE.max} days`;

/**
 * The staff settings: who is emailed about new contacts and signups, the optional webhook of each
 * event (Slack-compatible), the business time zone reply dates are counted in, and how long raw page
 * views are kept.
 */
export const settingsSchema = z.object({
  notifyEmails: z
    .union([z.string(), z.array(z.string())])
    .transform(splitAddresses)
    .superRefine((list, ctx) => {
      const bad = list.find((address) => !emailField.safeParse(address).success);
      if (bad) ctx.addIssue({ code: 'custom', message: `Not a valid email address: ${bad.slice(0, 80)}` });
      if (list.length > MAX_NOTIFY_EMAILS)
        ctx.addIssue({ code: 'custom', message: `At most ${MAX_NOTIFY_EMAILS} addresses` });
    }),
  contactWebhookUrl: webhookUrlField('Contact webhook URL'),
  signupWebhookUrl: webhookUrlField('Signup webhook URL'),
  timeZone: z
    .string({ error: 'Time zone is required' })
    .trim()
    .default(DEFAULT_TIME_ZONE)
    .refine(isTimeZone, 'Choose a real time zone, like Europe/London'),
  /** Days raw page views are kept; left out, the saved value stays. */
  trafficRetentionDays: z.coerce
    .number({ error: RETENTION_MESSAGE })
    .int(RETENTION_MESSAGE)
    .min(TRAFFIC_RETENTION_RANGE.min, RETENTION_MESSAGE)
    .max(TRAFFIC_RETENTION_RANGE.max, RETENTION_MESSAGE)
    .optional(),
});
export type SettingsInput = z.input<typeof settingsSchema>;
export type SettingsValues = z.infer<typeof settingsSchema>;
