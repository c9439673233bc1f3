// Each audit row as one sentence, "Ada Lovelace published ‘Reproducible peer review’": every action
// the server records (AUDIT_ACTIONS) has its sentence here, in this one table, and a row of an
// action this version does not know still reads as a sentence of its label.
import {
  ANIMATION_NAMES,
  auditActionLabel,
  auditFieldLabel,
  CONTACT_STATUS_LABELS,
  formatDateTime,
  STAFF_ROLE_LABELS,
  type AuditAction,
  type AuditChoices,
  type AuditEntry,
  type ContactStatus,
  type SectionId,
  type StaffRole,
} from '@nodal/shared';
import { SECTION_NAMES } from '../../sections/index.ts';
import { asChange, isTime } from './values.ts';

/** A piece of a sentence: words, or a name (a person, a title) that the log sets in bold. */
export type Part = string | { name: string; title?: string };
export type Sentence = Part[];

type Person = AuditChoices['people'][number];

/** The team as the page's answer lists it, to name people by their name rather than their address. */
export class People {
  private readonly byId = new Map<number, Person>();
  private readonly byEmail = new Map<string, Person>();
  constructor(people: readonly Person[] = []) {
    for (const p of people) {
      this.byId.set(p.id, p);
      this.byEmail.set(p.email.toLowerCase(), p);
    }
  }
  /** A member's name, or their email when they have none or are not on the team any more. */
  name(id: number | null, email: string | null): Part | null {
    const person = (id !== null ? this.byId.get(id) : undefined) ?? this.byEmail.get(email?.toLowerCase() ?? '');
    if (person) return { name: person.name || person.email, title: person.email };
    return email ? { name: email } : null;
  }
}

/** What one sentence is built from. */
interface Row {
  entry: AuditEntry;
  /** Who did it: a member's name, the address typed at a failed sign-in, or "System". */
  who: Part;
  /** The title the row recorded (a creation, a rename, a deletion), else what the record is called now. */
  name: string | null;
  people: People;
  /** The value after a change, or the fact recorded under `field`. */
  now: (field: string) => unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** "‘A title’" as parts, or the record's number when it has no name to show ("article #12"). */
function quoted(row: Row, noun: string): Part[] {
  return row.name ? ['‘', { name: row.name }, '’'] : [`${noun} #${row.entry.recordId ?? '?'}`];
}
/** "the workflow video ‘A title’", or "workflow video #12". */
const the = (row: Row, noun: string): Part[] => (row.name ? [`the ${noun} `, ...quoted(row, noun)] : quoted(row, noun));

/** A team member the row is about: the record's name, else the address the row kept, else their number. */
function member(row: Row, ...fields: string[]): Part {
  const id = row.entry.recordType === 'admin' && row.entry.recordId ? Number(row.entry.recordId) : null;
  const kept = fields.map((f) => text(row.now(f))).find(Boolean) ?? null;
  return row.people.name(id, kept) ?? (row.name ? { name: row.name } : `member #${row.entry.recordId ?? '?'}`);
}
const role = (value: unknown) => STAFF_ROLE_LABELS[value as StaffRole] ?? text(value) ?? 'a member';
const email = (row: Row): Part => ({ name: text(row.now('email')) ?? row.name ?? 'someone' });

const SIGN_IN_HOW: Record<string, string> = {
  totp: ' with an authenticator code',
  recovery_code: ' with a recovery code',
  invitation: ' for the first time, from their invitation',
};
const REFUSED: Record<string, string> = {
  password: 'wrong email or password',
  deactivated: 'the account is deactivated',
  second_factor: 'wrong two-factor code',
};

/** The landing-page section or hero animation a row names by its id. */
const section = (row: Row) => SECTION_NAMES[row.entry.recordId as SectionId]?.name ?? row.entry.recordId ?? '?';
const animation = (row: Row) =>
  ANIMATION_NAMES[row.entry.recordId as keyof typeof ANIMATION_NAMES] ?? row.entry.recordId;

/** "marked contact #12 as In progress and assigned it to Ada": what a triage changed. */
function contactUpdate(row: Row): Part[] {
  const contact = `contact #${row.entry.recordId ?? '?'}`;
  const status = text(row.now('status'));
  const assigned = asChange(row.entry.changes.assignee);
  const to = assigned && text(assigned[1]) ? row.people.name(null, text(assigned[1])) : null;
  const marked = status ? ` marked ${contact} as ${CONTACT_STATUS_LABELS[status as ContactStatus] ?? status}` : null;
  if (!assigned) return [marked ?? ` updated ${contact}`];
  const it = marked ? ' it' : ` ${contact}`;
  const assign: Part[] = to ? [` assigned${it} to `, to] : [` unassigned${it}`];
  return marked ? [marked, ' and', ...assign] : assign;
}

function heroUpdate(row: Row): Part[] {
  const name = ['‘', { name: animation(row) ?? '?' }, '’'];
  const enabled = row.now('enabled');
  if (typeof enabled === 'boolean') return [` turned ${enabled ? 'on' : 'off'} the hero animation `, ...name];
  const weight = row.now('weight');
  if (typeof weight === 'number') return [' set the weight of the hero animation ', ...name, ` to ${weight}`];
  return [' saved the hero animation ', ...name];
}

function settingsUpdate(row: Row): Part[] {
  const fields = Object.keys(row.entry.changes).map((f) => auditFieldLabel(f).toLowerCase());
  if (fields.length === 0) return [' saved the settings'];
  const list = fields.length === 1 ? fields[0]! : `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)!}`;
  return [` changed the ${list} in Settings`];
}

/** "sent the newsletter ‘Subject’ to 1,234 subscribers", or "scheduled … for … on Dec 24, 2026 at 9:00 AM". */
function campaignSent(row: Row, what: string, one: string, many: string): Part[] {
  const subject = text(row.now('subject')) ?? row.name;
  const name: Part[] = subject ? [` ${what} ‘`, { name: subject }, '’'] : [` ${what} #${row.entry.recordId ?? '?'}`];
  const n = row.now('recipients');
  const sendAt = row.now('sendAt');
  // Made to go later than it was made (a minute's grace): a schedule, not a send.
  const later = isTime(sendAt) && Date.parse(sendAt as string) > Date.parse(row.entry.at) + 60_000;
  const who = typeof n === 'number' ? `${n.toLocaleString('en-US')} ${n === 1 ? one : many}` : null;
  if (later) {
    return [' scheduled', ...name, ...(who ? [` for ${who}`] : []), ` on ${formatDateTime(sendAt as string)}`];
  }
  return [' sent', ...name, ...(who ? [` to ${who}`] : [])];
}

/** What follows the person in each action's sentence. */
const SENTENCES: Record<AuditAction, (row: Row) => Part[]> = {
  'auth.sign_in': (row) => [` signed in${SIGN_IN_HOW[String(row.now('method'))] ?? ''}`],
  'auth.sign_in_failed': (row) => [` could not sign in: ${REFUSED[String(row.now('reason'))] ?? 'refused'}`],
  'auth.sign_out': () => [' signed out'],
  'account.password_change': () => [' changed their password'],
  'account.password_reset': (row) => [' reset the password of ', member(row, 'email')],
  'session.end': (row) => [
    row.now('current') === true ? ' ended their current session' : ' ended one of their sessions',
  ],
  'session.end_all': () => [' signed out everywhere'],
  'two_factor.enable': () => [' turned on two-factor sign-in'],
  'two_factor.disable': () => [' turned off two-factor sign-in'],
  'two_factor.reset': (row) => [' reset two-factor sign-in for ', member(row, 'member')],
  'team.invite': (row) => [' invited ', email(row), ` as ${role(row.now('role'))}`],
  'team.invite_revoke': (row) => [' revoked the invitation for ', email(row)],
  'team.invite_accept': (row) => [` accepted their invitation and joined as ${role(row.now('role'))}`],
  'team.role_change': (row) => [
    ' changed the role of ',
    member(row),
    ...(row.now('role') ? [` to ${role(row.now('role'))}`] : []),
  ],
  'team.deactivate': (row) => [' deactivated ', member(row)],
  'team.reactivate': (row) => [' reactivated ', member(row)],
  'team.transfer_ownership': (row) => [' handed ownership of the team to ', member(row, 'newOwner')],
  'team.policy': (row) => [
    row.now('requireTwoFactor') === true
      ? ' required two-factor sign-in for the whole team'
      : row.now('requireTwoFactor') === false
        ? ' stopped requiring two-factor sign-in'
        : ' saved the team’s sign-in policy',
  ],
  'article.create': (row) =>
    row.now('published') === true
      ? [' created and published ', ...quoted(row, 'article')]
      : [' created the draft ', ...quoted(row, 'article')],
  'article.update': (row) => [' edited ', ...quoted(row, 'article')],
  'article.publish': (row) => [
    ' published ',
    ...quoted(row, 'article'),
    ...(row.entry.actorId === null && row.now('scheduledFor') !== undefined ? [' as scheduled'] : []),
  ],
  'article.unpublish': (row) => [' unpublished ', ...quoted(row, 'article')],
  'article.schedule': (row) => [
    ' scheduled ',
    ...quoted(row, 'article'),
    ...(isTime(row.now('publishAt')) ? [` for ${formatDateTime(row.now('publishAt') as string)}`] : []),
  ],
  'article.unschedule': (row) => [' took ', ...quoted(row, 'article'), ' off the schedule'],
  'article.restore': (row) => [' restored an earlier version of ', ...quoted(row, 'article')],
  'article.preview_share': (row) => [
    row.now('newLink') === false ? ' shared the preview link of ' : ' shared a preview link of ',
    ...quoted(row, 'article'),
  ],
  'article.preview_revoke': (row) => [' revoked the preview link of ', ...quoted(row, 'article')],
  'article.delete': (row) => [' deleted ', ...the(row, 'article')],
  'category.create': (row) => [' created ', ...the(row, 'video category')],
  'category.update': (row) => [' edited ', ...the(row, 'video category')],
  'category.move': (row) => [
    ' moved ',
    ...the(row, 'video category'),
    row.now('direction') === 'down' ? ' down' : ' up',
  ],
  'category.delete': (row) => [' deleted ', ...the(row, 'video category')],
  'video.create': (row) => [' added ', ...the(row, 'workflow video')],
  'video.update': (row) => [' edited ', ...the(row, 'workflow video')],
  'video.delete': (row) => [' deleted ', ...the(row, 'workflow video')],
  'demo.create': (row) => [' added ', ...the(row, 'demo')],
  'demo.update': (row) => [' edited ', ...the(row, 'demo')],
  'demo.delete': (row) => [' deleted ', ...the(row, 'demo')],
  'hero.update': heroUpdate,
  'section.update': (row) => {
    const visible = row.now('isVisible');
    const name: Part[] = ['‘', { name: section(row) }, '’'];
    if (visible === true) return [' showed the section ', ...name, ' on the landing page'];
    if (visible === false) return [' hid the section ', ...name, ' from the landing page'];
    return [' saved the section ', ...name];
  },
  'contact.update': contactUpdate,
  'contact.note_add': (row) => [` added a note to contact #${row.entry.recordId ?? '?'}`],
  'contact.delete': (row) => [` erased contact #${row.entry.recordId ?? '?'}`],
  'signup.delete': (row) => [` erased signup #${row.entry.recordId ?? '?'}`],
  'signup.self_erase': (row) => [
    ` erased signup #${row.entry.recordId ?? '?'} at its subscriber’s request, from their preferences page`,
  ],
  'settings.update': settingsUpdate,
  'mail.retry': (row) => [` sent message #${row.entry.recordId ?? '?'} again`],
  'campaign.send_newsletter': (row) => campaignSent(row, 'the newsletter', 'subscriber', 'subscribers'),
  'campaign.send_wave': (row) => campaignSent(row, 'the invitation wave', 'person', 'people'),
  'campaign.send_test': (row) => {
    const subject = text(row.now('subject')) ?? row.name;
    return subject ? [' sent themselves a test of ‘', { name: subject }, '’'] : [' sent themselves a test email'];
  },
  'image.upload': (row) => {
    const [w, h] = [row.now('width'), row.now('height')];
    return [
      typeof w === 'number' && typeof h === 'number' ? ` uploaded an image of ${w} × ${h} px` : ' uploaded an image',
    ];
  },
};

const isKnown = (action: string): action is AuditAction => Object.hasOwn(SENTENCES, action);

/** True when the action has a sentence of its own (every one in AUDIT_ACTIONS must). */
export const hasSentence = (action: string) => isKnown(action);

/** The person a row names first: a member, the address someone typed, or no one ("System"). */
export function actorOf(entry: AuditEntry, people: People): Part {
  return people.name(entry.actorId, entry.actorEmail) ?? 'System';
}

/** The row as a sentence: who, then what they did to which record. */
export function auditSentence(entry: AuditEntry, people: People = new People()): Sentence {
  const title = entry.changes.title;
  const change = asChange(title);
  const kept = text(change ? (change[1] ?? change[0]) : title);
  const row: Row = {
    entry,
    who: actorOf(entry, people),
    // The title the row itself recorded is the one the record had then; other rows use today's.
    name: kept ?? entry.recordName,
    people,
    now: (field) => {
      const value = entry.changes[field];
      const changed = asChange(value);
      return changed ? changed[1] : value;
    },
  };
  if (isKnown(entry.action)) return [row.who, ...SENTENCES[entry.action](row)];
  // An action from a newer or older version: its label, and the record it names.
  const record = [entry.recordType, entry.recordId].filter(Boolean).join(' #');
  return [row.who, `: ${auditActionLabel(entry.action)}${record ? ` (${record})` : ''}`];
}

/** The sentence as plain text, for tests, tooltips and screen-reader labels. */
export const sentenceText = (sentence: Sentence) => sentence.map((p) => (typeof p === 'string' ? p : p.name)).join('');
