import { describe, expect, it } from 'vitest';
import {
  audienceCountText,
  canEmail,
  confirmQuestion,
  mergeFieldsHint,
  newsletterWhenText,
  offerNewsletterAfterSave,
} from './compose.ts';

const published = { published: true, publishAt: null };
const draft = { published: false, publishAt: null };
const scheduled = { published: false, publishAt: '2026-12-24T09:00:00Z' };

describe('the live count', () => {
  it.each([
    ['newsletter', 0, undefined, 'No confirmed subscriber matches.'],
    ['newsletter', 1, undefined, 'Reaches 1 subscriber.'],
    ['newsletter', 1234, undefined, 'Reaches 1,234 subscribers.'],
    ['invitation', 0, 50, 'Nobody on the waitlist matches.'],
    ['invitation', 50, 50, 'Invites 50 people from the waitlist.'],
    ['invitation', 1, 1, 'Invites 1 person from the waitlist.'],
    ['invitation', 12, 50, 'Only 12 on the waitlist match: the wave invites 12 people.'],
    ['invitation', 1, 50, 'Only 1 on the waitlist matches: the wave invites 1 person.'],
  ] as const)('%s reaching %i (of %j asked for) reads %j', (kind, count, requested, text) => {
    expect(audienceCountText(kind, count, requested)).toBe(text);
  });
});

describe('the confirm step', () => {
  it('states the count, and the time when there is one', () => {
    expect(confirmQuestion('newsletter', 1234, null)).toBe('Send this newsletter to 1,234 subscribers?');
    expect(confirmQuestion('invitation', 1, undefined)).toBe('Send invitations to 1 person?');
    expect(confirmQuestion('invitation', 50, '2026-12-24T09:00:00Z')).toMatch(
      /^Schedule invitations to 50 people on Dec 2[34], 2026 at \d+:00 [AP]M\?$/,
    );
  });
});

describe('the merge fields hint', () => {
  it('lists every merge field and the invite link', () => {
    const hint = mergeFieldsHint();
    for (const tag of ['{{name}}', '{{email}}', '{{institution}}', '{{researchArea}}', '{{inviteLink}}']) {
      expect(hint).toContain(tag);
    }
    expect(hint).toContain('the link is added under the message');
  });
});

describe('which articles a newsletter can carry', () => {
  it('takes a published or a scheduled article, never a draft', () => {
    expect(canEmail(published)).toBe(true);
    expect(canEmail(scheduled)).toBe(true);
    expect(canEmail(draft)).toBe(false);
  });

  it('offers the newsletter after the save that published or scheduled the article', () => {
    expect(offerNewsletterAfterSave(null, published)).toBe(true);
    expect(offerNewsletterAfterSave(null, draft)).toBe(false);
    expect(offerNewsletterAfterSave(draft, published)).toBe(true);
    expect(offerNewsletterAfterSave(draft, scheduled)).toBe(true);
    expect(offerNewsletterAfterSave(scheduled, { ...scheduled, publishAt: '2026-12-25T09:00:00Z' })).toBe(true);
    expect(offerNewsletterAfterSave(published, published)).toBe(false);
    expect(offerNewsletterAfterSave(published, draft)).toBe(false);
  });

  it('says when the newsletter goes', () => {
    expect(newsletterWhenText(published, null)).toBe('Sends now: the article is published.');
    expect(newsletterWhenText(scheduled, null)).toMatch(/^Sends when the article publishes on Dec 2[34], 2026/);
    expect(newsletterWhenText(published, '2026-12-26T09:00:00Z')).toMatch(/^Sends on Dec 2[67], 2026/);
  });
});
