import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, type AuditEntry } from '@nodal/shared';
import { auditSentence, hasSentence, People, sentenceText } from './sentences.ts';

const people = new People([
  { id: 1, email: 'ada@press.example', name: 'Ada Lovelace' },
  { id: 2, email: 'tomas@press.example', name: 'Tomás García-Márquez' },
  { id: 3, email: 'noname@press.example', name: null },
]);

function entry(action: string, changes: Record<string, unknown> = {}, more: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2026-01-05T15:04:09Z',
    actorId: 1,
    actorEmail: 'ada@press.example',
    action,
    recordType: action.split('.')[0]!,
    recordId: '12',
    recordName: null,
    changes,
    ip: '127.0.0.x',
    ...more,
  };
}
const read = (e: AuditEntry) => sentenceText(auditSentence(e, people));
const article = { recordType: 'article', recordName: 'Reproducible peer review' };
const tomas = { recordType: 'admin', recordId: '2', recordName: 'Tomás García-Márquez' };

describe('auditSentence', () => {
  it.each(AUDIT_ACTIONS)('%s has a sentence of its own, starting with who did it', (action) => {
    expect(hasSentence(action)).toBe(true);
    const sentence = read(entry(action));
    expect(sentence).toMatch(/^Ada Lovelace [a-z]/);
    // Not the stand-in for an unknown action, which shows the action's label ("Article · publish").
    expect(sentence).not.toContain(' · ');
    expect(sentence).not.toMatch(/undefined|null|\[object/);
  });

  it.each<[string, AuditEntry]>([
    ['Ada Lovelace signed in', entry('auth.sign_in', { method: 'password' })],
    ['Ada Lovelace signed in with a recovery code', entry('auth.sign_in', { method: 'recovery_code' })],
    [
      'someone@else.example could not sign in: wrong email or password',
      entry('auth.sign_in_failed', { reason: 'password' }, { actorId: null, actorEmail: 'someone@else.example' }),
    ],
    ['Ada Lovelace signed out', entry('auth.sign_out', {}, { recordType: 'session', recordId: 'f00' })],
    [
      'System reset the password of noname@press.example',
      entry(
        'account.password_reset',
        { email: 'noname@press.example', password: '[changed]', sessionsEnded: 0 },
        { actorId: null, actorEmail: null, recordType: 'admin', recordId: '3' },
      ),
    ],
    ['Ada Lovelace ended their current session', entry('session.end', { current: true })],
    ['Ada Lovelace signed out everywhere', entry('session.end_all', { sessionsEnded: 3 })],
    [
      'Ada Lovelace reset two-factor sign-in for Tomás García-Márquez',
      entry('two_factor.reset', { member: 'tomas@press.example', twoFactor: [true, false], sessionsEnded: 1 }, tomas),
    ],
    [
      'Ada Lovelace invited new.person@press.example as Owner',
      entry('team.invite', { email: 'new.person@press.example', role: 'owner' }, { recordType: 'invite' }),
    ],
    [
      'Ada Lovelace revoked the invitation for new.person@press.example',
      entry('team.invite_revoke', { email: 'new.person@press.example' }, { recordType: 'invite' }),
    ],
    [
      'Tomás García-Márquez accepted their invitation and joined as Admin',
      entry('team.invite_accept', { name: 'Tomás', role: 'admin' }, { ...tomas, actorId: 2 }),
    ],
    [
      'Ada Lovelace changed the role of Tomás García-Márquez to Owner',
      entry('team.role_change', { role: ['admin', 'owner'] }, tomas),
    ],
    ['Ada Lovelace deactivated Tomás García-Márquez', entry('team.deactivate', { active: [true, false] }, tomas)],
    [
      'Ada Lovelace handed ownership of the team to Tomás García-Márquez',
      entry('team.transfer_ownership', { newOwner: 'tomas@press.example', role: ['admin', 'owner'] }, tomas),
    ],
    [
      'Ada Lovelace required two-factor sign-in for the whole team',
      entry('team.policy', { requireTwoFactor: [false, true] }),
    ],
    [
      'Ada Lovelace created and published ‘A title’',
      entry('article.create', { title: [null, 'A title'], published: [null, true] }),
    ],
    ['Ada Lovelace edited ‘Reproducible peer review’', entry('article.update', { summary: ['a', 'b'] }, article)],
    [
      'Ada Lovelace published ‘Reproducible peer review’',
      entry('article.publish', { published: [false, true] }, article),
    ],
    [
      'System published ‘Reproducible peer review’ as scheduled',
      entry(
        'article.publish',
        { published: [false, true], scheduledFor: '2026-01-05T15:00:00.000Z' },
        { ...article, actorId: null, actorEmail: null },
      ),
    ],
    ['Ada Lovelace published article #12', entry('article.publish', { published: [false, true] })],
    [
      'Ada Lovelace took ‘Reproducible peer review’ off the schedule',
      entry('article.unschedule', { publishAt: ['2026-01-05T15:00:00.000Z', null] }, article),
    ],
    ['Ada Lovelace deleted the article ‘Old news’', entry('article.delete', { title: 'Old news' })],
    [
      'Ada Lovelace moved the video category ‘Peer review’ down',
      entry('category.move', { direction: 'down', position: 3, swappedWith: 4 }, { recordName: 'Peer review' }),
    ],
    ['Ada Lovelace deleted workflow video #12', entry('video.delete', {})],
    [
      'Ada Lovelace turned off the hero animation ‘Abstract Flow’',
      entry('hero.update', { enabled: [true, false] }, { recordType: 'hero_animation', recordId: 'abstractFlow' }),
    ],
    [
      'Ada Lovelace hid the section ‘Interactive Demos’ from the landing page',
      entry('section.update', { isVisible: [true, false] }, { recordId: 'demos' }),
    ],
    [
      'Ada Lovelace marked contact #12 as In progress and assigned it to Tomás García-Márquez',
      entry('contact.update', { status: ['new', 'in_progress'], assignee: [null, 'tomas@press.example'] }),
    ],
    ['Ada Lovelace unassigned contact #12', entry('contact.update', { assignee: ['tomas@press.example', null] })],
    ['Ada Lovelace erased signup #12', entry('signup.delete')],
    [
      'Ada Lovelace changed the notification emails and contact webhook in Settings',
      entry('settings.update', { notifyEmails: [[], ['a@x.org']], contactWebhookUrl: '[changed]' }),
    ],
    ['Ada Lovelace uploaded an image of 1200 × 800 px', entry('image.upload', { width: 1200, height: 800 })],
    [
      'Ada Lovelace sent the newsletter ‘Twelve new blocks’ to 1,234 subscribers',
      entry(
        'campaign.send_newsletter',
        { subject: 'Twelve new blocks', recipients: 1234, sendAt: '2026-01-05T15:04:09Z' },
        { recordType: 'campaign' },
      ),
    ],
    [
      'Ada Lovelace sent themselves a test of ‘Your invitation’',
      entry('campaign.send_test', { subject: 'Your invitation' }, { recordType: 'campaign', recordId: null }),
    ],
  ])('reads "%s"', (sentence, e) => expect(read(e)).toBe(sentence));

  it('says a campaign made to go later was scheduled, and for when (in the reader’s timezone)', () => {
    const wave = entry(
      'campaign.send_wave',
      { subject: 'Your invitation', recipients: 1, sendAt: '2026-01-06T09:00:00Z' },
      { recordType: 'campaign' },
    );
    expect(read(wave)).toMatch(
      /^Ada Lovelace scheduled the invitation wave ‘Your invitation’ for 1 person on Jan [56], 2026 at \d+:\d\d [AP]M$/,
    );
  });

  it('names a record by the title its row recorded, else by what it is called now', () => {
    const renamed = { ...article, recordName: 'Today’s title' };
    expect(read(entry('article.create', { title: [null, 'First title'] }, renamed))).toBe(
      'Ada Lovelace created the draft ‘First title’',
    );
    expect(read(entry('article.update', { title: ['First title', 'Second title'] }, renamed))).toBe(
      'Ada Lovelace edited ‘Second title’',
    );
    expect(read(entry('article.publish', { published: [false, true] }, renamed))).toBe(
      'Ada Lovelace published ‘Today’s title’',
    );
  });

  it('names a member without a name, or no longer on the team, by their address', () => {
    expect(read(entry('auth.sign_out', {}, { actorId: 3, actorEmail: 'noname@press.example' }))).toBe(
      'noname@press.example signed out',
    );
    expect(read(entry('auth.sign_out', {}, { actorId: 99, actorEmail: 'gone@press.example' }))).toBe(
      'gone@press.example signed out',
    );
  });

  it('sets the people and titles apart from the words', () => {
    expect(auditSentence(entry('team.role_change', { role: ['admin', 'owner'] }, tomas), people)).toEqual([
      { name: 'Ada Lovelace', title: 'ada@press.example' },
      ' changed the role of ',
      { name: 'Tomás García-Márquez', title: 'tomas@press.example' },
      ' to Owner',
    ]);
  });

  it('reads an action this version does not know by its label', () => {
    expect(hasSentence('future.new_thing')).toBe(false);
    expect(read(entry('future.new_thing'))).toBe('Ada Lovelace: Future · new thing (future #12)');
  });
});
