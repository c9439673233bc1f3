// The words around composing a campaign: who it reaches, when it goes, and which merge fields the
// message may use. Kept apart from the dialogs so each sentence is tested once.
import { formatDateTime, INVITE_LINK_FIELD, MERGE_FIELDS, type Article, type CampaignKind } from '@nodal/shared';
import { countOf, formatCount } from './delivery.ts';

/** `{{name}}`, `{{email}}`… as typed into a subject or a message. */
export const mergeTag = (field: string) => `{{${field}}}`;

/** The hint under a wave's message: every merge field, and where the accept link goes. */
export function mergeFieldsHint(): string {
  const fields = MERGE_FIELDS.map(mergeTag).join(', ');
  return `Merge fields: ${fields}. Put ${INVITE_LINK_FIELD} where the accept link goes; if you leave it out, the link is added under the message.`;
}

/**
 * The live count under the audience fields. A wave invites the next `requested` on the waitlist,
 * so fewer matching people than asked for is said plainly.
 */
export function audienceCountText(kind: CampaignKind, count: number, requested?: number): string {
  if (kind === 'newsletter') {
    return count === 0 ? 'No confirmed subscriber matches.' : `Reaches ${countOf(count, 'subscriber')}.`;
  }
  if (count === 0) return 'Nobody on the waitlist matches.';
  if (requested !== undefined && count < requested) {
    return `Only ${formatCount(count)} on the waitlist ${count === 1 ? 'matches' : 'match'}: the wave invites ${countOf(count, 'person', 'people')}.`;
  }
  return `Invites ${countOf(count, 'person', 'people')} from the waitlist.`;
}

/** The confirm step's question, with the count it reaches. */
export function confirmQuestion(kind: CampaignKind, count: number, sendAt: string | null | undefined): string {
  const who = kind === 'newsletter' ? countOf(count, 'subscriber') : countOf(count, 'person', 'people');
  const when = sendAt ? ` on ${formatDateTime(sendAt)}` : '';
  if (kind === 'newsletter') return `${sendAt ? 'Schedule' : 'Send'} this newsletter to ${who}${when}?`;
  return `${sendAt ? 'Schedule' : 'Send'} invitations to ${who}${when}?`;
}

/** An article a newsletter can carry: published, or scheduled to publish (a draft cannot). */
export function canEmail(article: Pick<Article, 'published' | 'publishAt'>): boolean {
  return article.published || article.publishAt !== null;
}

/** Scheduled to publish later: its newsletter then goes when it does. */
export const isScheduled = (article: Pick<Article, 'published' | 'publishAt'>) =>
  !article.published && article.publishAt !== null;

/**
 * After a save, whether to offer the newsletter: the article is out (or scheduled) and this save is what
 * made it so, or moved its schedule. Fixing a typo in an article published last week asks nothing.
 */
export function offerNewsletterAfterSave(
  before: Pick<Article, 'published' | 'publishAt'> | null,
  after: Pick<Article, 'published' | 'publishAt'>,
): boolean {
  if (!canEmail(after)) return false;
  if (!before) return true;
  return before.published !== after.published || before.publishAt !== after.publishAt;
}

/** When a newsletter goes, in words, for the time field's hint. */
export function newsletterWhenText(
  article: Pick<Article, 'published' | 'publishAt'>,
  sendAt: string | null | undefined,
): string {
  if (sendAt) return `Sends on ${formatDateTime(sendAt)}.`;
  if (isScheduled(article)) return `Sends when the article publishes on ${formatDateTime(article.publishAt!)}.`;
  return 'Sends now: the article is published.';
}
