// The words of a notification. Plain text for people reading mail, a short line for chat webhooks.
// A notification carries only the record it is about: no other visitor's data, no setting, no secret.
import { contactSubjectLabel, formatDateTime, pages, type Contact, type Signup } from '@nodal/shared';

export type Notice =
  { event: 'contact'; record: Contact; timeZone: string } | { event: 'signup'; record: Signup; timeZone: string };

export interface Rendered {
  subject: string;
  text: string;
  /** The Slack-compatible webhook's `text`: one line and the link, without the message itself. */
  chat: string;
}

/** Header-safe: no line breaks, no control characters, bounded. */
function oneLine(value: string, max = 120): string {
  // Control characters (line breaks included) would let a visitor's name add mail headers.
  // eslint-disable-next-line no-control-regex
  const flat = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function indent(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}

export function renderNotice(notice: Notice, siteUrl: string): Rendered {
  const when = formatDateTime(notice.record.createdAt, notice.timeZone);
  if (notice.event === 'contact') {
    const c = notice.record;
    const who = oneLine(c.name || c.email || 'Someone');
    const topic = contactSubjectLabel(c.subject);
    const link = `${siteUrl}${pages.adminContact(c.id)}`;
    const due = c.replyDueOn ? `Reply by: end of ${c.replyDueOn} (${notice.timeZone})` : '';
    return {
      subject: oneLine(`New contact: ${topic} from ${who}`, 200),
      text: [
        `A new message arrived through the contact form.`,
        ``,
        `From:     ${oneLine(c.name) || 'Not provided'}`,
        `Email:    ${oneLine(c.email) || 'Not provided'}`,
        `Subject:  ${topic}`,
        `Received: ${when}`,
        due,
        ``,
        `Message:`,
        indent(c.message),
        ``,
        `Open it in the admin: ${link}`,
        ``,
        `--`,
        `You receive this because your address is in the admin's Settings.`,
      ]
        .filter((line, i, all) => line !== '' || all[i - 1] !== '')
        .join('\n'),
      chat: `New contact: ${topic} from ${who}. ${link}`,
    };
  }
  const s = notice.record;
  const who = oneLine(s.name);
  const link = `${siteUrl}${pages.adminSignups}`;
  return {
    subject: oneLine(`New early-access signup: ${who}`, 200),
    text: [
      `Someone joined the early-access list.`,
      ``,
      `Name:          ${who}`,
      `Email:         ${oneLine(s.email)}`,
      `Institution:   ${oneLine(s.institution ?? '') || 'Not provided'}`,
      `Research area: ${oneLine(s.researchArea ?? '') || 'Not provided'}`,
      `Signed up:     ${when}`,
      ``,
      `See the signups in the admin: ${link}`,
      ``,
      `--`,
      `You receive this because your address is in the admin's Settings.`,
    ].join('\n'),
    chat: `New early-access signup: ${who}. ${link}`,
  };
}
