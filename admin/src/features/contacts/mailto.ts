import { brand, contactSubjectLabel, type Contact } from '@nodal/shared';

type Recipient = Pick<Contact, 'email' | 'name' | 'subject'>;

function mailto(email: string, params: Record<string, string>): string {
  // URLSearchParams would turn spaces into "+", which mail clients show literally.
  const query = Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `mailto:${email.trim()}?${query}`;
}

/** Dashboard reply: "Re: " plus the subject's full label. */
export function dashboardReplyHref(contact: Recipient): string {
  return mailto(contact.email, { subject: `Re: ${contactSubjectLabel(contact.subject)}` });
}

/** Contacts page reply: a ready draft greeting the sender and thanking them about their subject. */
export function contactReplyHref(contact: Recipient): string {
  const name = contact.name.trim() || 'there';
  const topic = contactSubjectLabel(contact.subject);
  return mailto(contact.email, {
    subject: `Re: Your inquiry to ${brand.name}`,
    body: `Dear ${name},\n\nThank you for contacting ${brand.name} about "${topic}".\n\n\n\nBest regards,\nThe ${brand.name} team`,
  });
}
