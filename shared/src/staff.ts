// Staff accounts: roles, invitations, passwords, two-factor sign-in and sessions. One schema per
// form, read by the admin form that sends it and the function that receives it.
import * as z from 'zod';
import { adminListQuerySchema, emailSchema, passwordSchema } from './schemas.ts';

export const STAFF_ROLES = ['owner', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', admin: 'Admin' };

/** A session ends after this long without a request, whatever its absolute expiry. */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
export const INVITE_TTL_SECONDS = 72 * 60 * 60;
export const RECOVERY_CODE_COUNT = 10;
/** How long the step between a correct password and the second factor stays open. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 5 * 60;

const roleSchema = z.enum(STAFF_ROLES, { error: 'Choose a role' });

export const inviteSchema = z.object({ email: emailSchema, role: roleSchema });
export type InviteInput = z.infer<typeof inviteSchema>;

export const nameSchema = z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters');

export const acceptInviteSchema = z.object({
  token: z.string().min(1, 'The invitation link is incomplete').max(2000),
  name: nameSchema,
  password: passwordSchema,
});
export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>;

export const memberUpdateSchema = z
  .object({ role: roleSchema.optional(), active: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.active !== undefined, 'Nothing to change');
export type MemberUpdateInput = z.infer<typeof memberUpdateSchema>;

export const securityPolicySchema = z.object({ requireTwoFactor: z.boolean() });
export type SecurityPolicyInput = z.infer<typeof securityPolicySchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(200),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: 'Choose a password different from the current one',
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Six digits from the app, or a recovery code (letters and digits, a dash allowed). */
export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter the code from your authenticator app')
    .max(40)
    .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, 'Enter the 6-digit code or a recovery code'),
});
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;

export const disableTwoFactorSchema = z.object({ password: z.string().min(1, 'Password is required').max(200) });
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;

// ---------- answers ----------

export interface Account {
  id: number;
  email: string;
  name: string | null;
  role: StaffRole;
  twoFactorEnabled: boolean;
  /** The owners ask everyone to use two-factor sign-in. */
  twoFactorRequired: boolean;
}

export interface TeamMember {
  id: number;
  email: string;
  name: string | null;
  role: StaffRole;
  createdAt: string;
  lastSignInAt: string | null;
  deactivatedAt: string | null;
  twoFactor: boolean;
}

export interface PendingInvite {
  id: string;
  email: string;
  role: StaffRole;
  createdAt: string;
  expiresAt: string;
}

export interface TeamOverview {
  members: TeamMember[];
  invites: PendingInvite[];
  requireTwoFactor: boolean;
}

/** The answer to a new invitation: the link is shown once to copy (and, later, mailed). */
export interface CreatedInvite {
  invite: PendingInvite;
  link: string;
}

export interface InvitePreview {
  email: string;
  role: StaffRole;
  expiresAt: string;
}

export interface SessionInfo {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  browser: string;
  ip: string | null;
  current: boolean;
}

export interface TwoFactorStatus {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

export interface TwoFactorSetup {
  secret: string;
  /** otpauth:// URI for the QR code. */
  uri: string;
}

/**
 * POST /api/auth/login when the password was right but a second step is needed: `totp` asks for a
 * code, `enrol` asks the person to set up two-factor sign-in first (the owners require it).
 */
export interface SecondFactorChallenge {
  isAuthenticated: false;
  user: null;
  secondFactor: 'totp' | 'enrol';
}

// ---------- the audit log ----------

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Not a date')
  .optional()
  .or(z.literal('').transform(() => undefined));

export const auditQuerySchema = adminListQuerySchema.extend({
  /** A member's id, or "system" for what no person did (the command line, the scheduled publisher). */
  actor: z
    .literal('system')
    .or(z.coerce.number().int().positive().max(2_147_483_647))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  action: z.string().trim().max(80).optional(),
  from: isoDay,
  to: isoDay,
});
export type AuditQueryInput = z.infer<typeof auditQuerySchema>;

/** Every action the audit trail records, by the area it acts on; the filter offers them all. */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'account.password_change',
  'account.password_reset',
  'session.end',
  'session.end_all',
  'two_factor.enable',
  'two_factor.disable',
  'two_factor.reset',
  'team.invite',
  'team.invite_revoke',
  'team.invite_accept',
  'team.role_change',
  'team.deactivate',
  'team.reactivate',
  'team.transfer_ownership',
  'team.policy',
  'article.create',
  'article.update',
  'article.publish',
  'article.unpublish',
  'article.schedule',
  'article.unschedule',
  'article.restore',
  'article.preview_share',
  'article.preview_revoke',
  'article.delete',
  'category.create',
  'category.update',
  'category.move',
  'category.delete',
  'video.create',
  'video.update',
  'video.delete',
  'demo.create',
  'demo.update',
  'demo.delete',
  'hero.update',
  'section.update',
  'contact.update',
  'contact.note_add',
  'contact.delete',
  'signup.delete',
  'signup.self_erase',
  'settings.update',
  'mail.retry',
  'image.upload',
  'campaign.send_newsletter',
  'campaign.send_wave',
  'campaign.send_test',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

// Where the stored name does not read well on its own. Erasing a person's submission is "erase":
// the row names the record and nothing of the person (decision 0051).
const AREA_LABELS: Record<string, string> = {
  two_factor: 'Two factor',
  category: 'Video category',
  video: 'Workflow video',
  hero: 'Hero animation',
  mail: 'Sent mail',
};
const VERB_LABELS: Record<string, string> = {
  'article.restore': 'restore revision',
  'article.preview_share': 'share preview',
  'article.preview_revoke': 'revoke preview',
  'contact.note_add': 'add note',
  'contact.delete': 'erase',
  'signup.delete': 'erase',
  'signup.self_erase': 'erased by its subscriber',
  'campaign.send_newsletter': 'send newsletter',
  'campaign.send_wave': 'send invitation wave',
  'campaign.send_test': 'send test email',
};

/** "team.role_change" → "Team · role change"; "contact.note_add" → "Contact · add note". */
export function auditActionLabel(action: string): string {
  const dot = action.indexOf('.');
  const words = (s: string) => s.replaceAll('_', ' ');
  if (dot < 0) return words(action);
  const area = action.slice(0, dot);
  const areaLabel = AREA_LABELS[area] ?? `${words(area)[0]!.toUpperCase()}${words(area).slice(1)}`;
  return `${areaLabel} · ${VERB_LABELS[action] ?? words(action.slice(dot + 1))}`;
}

/**
 * What each field an audit row records is called on screen: the fields of the audited records
 * (an article, a video, a demo, a category, the settings…) and the facts a row adds (how many
 * sessions ended, how someone signed in). The server's `audit()` accepts no other key, so a new
 * field cannot reach the trail without its label.
 */
export const AUDIT_FIELD_LABELS = {
  // Articles (and the title a deleted record keeps)
  title: 'Title',
  slug: 'Slug',
  summary: 'Summary',
  body: 'Body',
  type: 'Type',
  published: 'Published',
  publishAt: 'Scheduled for',
  coverImage: 'Cover image',
  coverAlt: 'Cover alt text',
  restoredFrom: 'Restored from revision',
  expiresAt: 'Link expires',
  newLink: 'New link',
  scheduledFor: 'Scheduled for',
  // Workflow videos, video categories and demos
  description: 'Description',
  thumbnailUrl: 'Thumbnail URL',
  videoUrl: 'Video URL',
  videoType: 'Video source',
  duration: 'Duration',
  position: 'Position',
  active: 'Active',
  categoryId: 'Category',
  embedCode: 'Embed code',
  direction: 'Moved',
  swappedWith: 'Swapped with category',
  // The landing page
  enabled: 'Enabled',
  weight: 'Weight',
  isVisible: 'Visible',
  // Contacts
  status: 'Status',
  assignee: 'Assigned to',
  note: 'Note number',
  characters: 'Characters',
  // Settings
  notifyEmails: 'Notification emails',
  contactWebhookUrl: 'Contact webhook',
  signupWebhookUrl: 'Signup webhook',
  timeZone: 'Time zone',
  trafficRetentionDays: 'Page view retention (days)',
  // Images
  width: 'Width',
  height: 'Height',
  bytes: 'Size',
  // The team and accounts
  email: 'Email',
  name: 'Name',
  role: 'Role',
  inviteId: 'Invitation',
  member: 'Member',
  newOwner: 'New owner',
  previousOwner: 'Previous owner',
  twoFactor: 'Two-factor sign-in',
  requireTwoFactor: 'Two-factor required',
  password: 'Password',
  // Newsletters and invitation waves
  subject: 'Subject',
  audience: 'Audience',
  recipients: 'Recipients',
  sendAt: 'Sends at',
  articleId: 'Article',
  // Sign-in and sessions
  method: 'Signed in with',
  reason: 'Reason',
  current: 'Current session',
  sessionsEnded: 'Sessions ended',
  otherSessionsEnded: 'Other sessions ended',
} as const satisfies Record<string, string>;
export type AuditField = keyof typeof AUDIT_FIELD_LABELS;

/** A field's label; a key only older rows carry reads as words ("oldThing" → "Old thing"). */
export function auditFieldLabel(field: string): string {
  if (Object.hasOwn(AUDIT_FIELD_LABELS, field)) return AUDIT_FIELD_LABELS[field as AuditField];
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

export interface AuditEntry {
  id: number;
  at: string;
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  recordType: string | null;
  recordId: string | null;
  /**
   * What the record is called now (an article's or a video's title, a member's name or email), for
   * the log's sentences; null when it is gone or has no name (a deleted record keeps its title in `changes`).
   */
  recordName: string | null;
  /** Changed fields as [before, after], or facts about the action; never a secret. */
  changes: Record<string, unknown>;
  ip: string | null;
}

/** The audit page plus what its filters offer. */
/** What the audit list offers its filters, beside the page (under `meta`, with the paging). */
export interface AuditChoices {
  actions: string[];
  people: { id: number; email: string; name: string | null }[];
}

/** One page of the audit log, flattened for the view (`usePagedList` does that). */
export interface AuditPage extends AuditChoices {
  data: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}
