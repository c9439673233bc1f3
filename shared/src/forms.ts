// The public forms a visitor can send with or without JavaScript: where each posts, the fields it
// shows with their labels, and what it says once sent. The site's islands render from this, and the
// function that answers a post made without JavaScript shows the same words.
import { CALLBACK_BUSINESS_DAYS, EARLY_ADOPTER_FREE_MONTHS } from './constants.ts';
import { WEBSITE_CONTACT_SUBJECT } from './enums.ts';
import { api } from './paths.ts';

export interface PublicFormSpec {
  /** Where the form posts, as JSON from the island or as a plain form post without it. */
  endpoint: string;
  /** The form's accessible name. */
  label: string;
  /** The heading of the page that shows the form alone (after a post made without JavaScript). */
  title: string;
  /** Visible fields in order, with their labels. */
  fields: Readonly<Record<string, string>>;
  /** Fields the form sends without showing them. */
  hidden?: Readonly<Record<string, string>>;
  /** What the form shows in place once it was sent. */
  sent: { title: string; text: string };
  /** The title over a failure that is not about one field (the answer's message is its text). */
  failedTitle: string;
  /** What the person agrees to by sending it, shown under the form and kept with their consent record. */
  consent?: string;
  /**
   * Unseen fields a link fills in (the referral code, from `?ref=` on the form's own page), kept
   * across a failed post like the visible ones.
   */
  carried?: readonly string[];
}

export const PUBLIC_FORMS = {
  signup: {
    endpoint: api.signup,
    label: 'Early access signup',
    title: 'Get early access to Nodal',
    fields: { name: 'Full name', email: 'Work email' },
    sent: {
      title: "You're on the list",
      // The same words whether the address is new, waiting for its confirmation or confirmed long ago:
      // the answer never tells anyone which addresses are on the list.
      text: `Please confirm your address with the link we email you (if you already have, there is nothing more to do). We invite people in small groups and will write as soon as a place opens. The first early adopters get ${EARLY_ADOPTER_FREE_MONTHS} months free.`,
    },
    carried: ['ref'],
    /** Shown under the form and recorded, word for word, with every signup's consent. */
    consent:
      'No credit card. We email you a link to confirm your address, then only about your access and the topics you choose; every email lets you change that or unsubscribe.',
    failedTitle: 'Something went wrong.',
  },
  partnership: {
    endpoint: api.contact,
    label: 'Partnership enquiry',
    title: 'Partner with Nodal',
    fields: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
    sent: {
      title: 'Thanks, your enquiry is with us',
      text: `Someone from the team will call or write within ${CALLBACK_BUSINESS_DAYS} business days.`,
    },
    failedTitle: 'Submission failed',
  },
  'simple-contact': {
    endpoint: api.contact,
    label: 'Quick message',
    title: 'Send us a message',
    fields: { name: 'Name', email: 'Email', message: 'Message' },
    hidden: { subject: WEBSITE_CONTACT_SUBJECT },
    sent: {
      title: 'Thanks, your message is with us',
      text: `We read every message and answer within ${CALLBACK_BUSINESS_DAYS} business days.`,
    },
    failedTitle: 'Submission failed',
  },
} as const satisfies Record<string, PublicFormSpec>;

export type PublicFormName = keyof typeof PUBLIC_FORMS;

export const PUBLIC_FORM_NAMES = Object.keys(PUBLIC_FORMS) as PublicFormName[];

export function isPublicFormName(name: string): name is PublicFormName {
  return Object.hasOwn(PUBLIC_FORMS, name);
}

/** Which form a post to /api/contact came from: the quick message always carries its own subject. */
export function contactFormOf(fields: Readonly<Record<string, string>>): PublicFormName {
  return fields.subject === WEBSITE_CONTACT_SUBJECT ? 'simple-contact' : 'partnership';
}

/** How long the page after a post without JavaScript can show what was typed. */
export const FORM_REPLY_TTL_SECONDS = 60 * 60;

/** The outcome of a post made without JavaScript, as its reply page shows it. */
export interface FormReply {
  form: PublicFormName;
  outcome: 'sent' | 'invalid' | 'failed';
  /** What was typed (visible fields only); empty once sent. */
  values: Record<string, string>;
  /** One message per field. */
  errors: Record<string, string>;
  /** The answer's message: the first problem, or why the post failed. */
  message: string | null;
}
