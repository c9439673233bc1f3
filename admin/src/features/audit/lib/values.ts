// How a value an audit row recorded reads on screen: the stored codes by their labels, times as the
// rest of the admin shows them, lists joined, and what the trail keeps hidden said so in words.
import {
  ARTICLE_TYPE_LABELS,
  CONTACT_STATUS_LABELS,
  DEMO_TYPE_LABELS,
  formatDateTime,
  STAFF_ROLE_LABELS,
  VIDEO_TYPE_LABELS,
} from '@nodal/shared';

/** How someone got in (the `method` of a sign-in row). */
export const SIGN_IN_METHODS: Record<string, string> = {
  password: 'Password',
  totp: 'Authenticator code',
  recovery_code: 'Recovery code',
  invitation: 'Invitation link',
};
/** Why a sign-in was refused (the `reason` of a failed sign-in's row). */
export const SIGN_IN_FAILURES: Record<string, string> = {
  password: 'Wrong email or password',
  deactivated: 'Account deactivated',
  second_factor: 'Wrong two-factor code',
};

/** Codes stored for a field, by what they are called on screen. */
const CODES: Record<string, Record<string, string>> = {
  role: STAFF_ROLE_LABELS,
  status: CONTACT_STATUS_LABELS,
  method: SIGN_IN_METHODS,
  reason: SIGN_IN_FAILURES,
  videoType: VIDEO_TYPE_LABELS,
  direction: { up: 'Up', down: 'Down' },
};
/** `type` means something else on each record. */
const TYPES: Record<string, Record<string, string>> = { article: ARTICLE_TYPE_LABELS, demo: DEMO_TYPE_LABELS };

/** What the server writes in place of a secret's value (functions/src/audit.ts). */
export const HIDDEN = '[changed]';
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A timestamp the server stored as ISO text (a schedule, a link's expiry). */
export const isTime = (value: unknown): value is string => typeof value === 'string' && ISO_TIME.test(value);

/** True for what reads as "nothing": no value, an empty text or an empty list. */
export const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** One recorded value as words: "Owner", "Jan 5, 2025 at 3:04 PM", "Yes", "a@x.org, b@x.org", "—". */
export function formatAuditValue(field: string, value: unknown, recordType: string | null = null): string {
  if (isEmpty(value)) return '—';
  if (value === HIDDEN) return 'Changed (not shown)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    const n = value.toLocaleString('en-US');
    return field === 'bytes' ? `${n} bytes` : field === 'width' || field === 'height' ? `${n} px` : n;
  }
  if (Array.isArray(value)) return value.map((item) => formatAuditValue(field, item, recordType)).join(', ');
  if (typeof value === 'string') {
    const codes = field === 'type' ? TYPES[recordType ?? ''] : CODES[field];
    if (codes && Object.hasOwn(codes, value)) return codes[value]!;
    return isTime(value) ? formatDateTime(value) : value;
  }
  return JSON.stringify(value);
}

/**
 * A field's before and after, when the row recorded a change: the server writes every change as
 * [before, after] (a list as [[…], […]]) and every fact as a plain value.
 */
export function asChange(value: unknown): [before: unknown, after: unknown] | null {
  return Array.isArray(value) && value.length === 2 ? [value[0], value[1]] : null;
}

/** What each record type the trail names is called on screen. */
const RECORD_TYPES: Record<string, string> = {
  admin: 'Member',
  session: 'Session',
  invite: 'Invitation',
  policy: 'Team sign-in policy',
  article: 'Article',
  category: 'Video category',
  video: 'Workflow video',
  demo: 'Demo',
  hero_animation: 'Hero animation',
  section: 'Section',
  contact: 'Contact',
  signup: 'Signup',
  settings: 'Settings',
  message: 'Message',
  image: 'Image',
};

/** The record a row is about, by its type's name and its whole id: "Video category #4", "Settings". */
export function recordLabel(type: string | null, id: string | null): string {
  if (!type) return '—';
  const name = RECORD_TYPES[type] ?? type.replaceAll('_', ' ');
  return id ? `${name} #${id}` : name;
}
