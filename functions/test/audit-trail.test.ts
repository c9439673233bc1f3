// The audit trail covers every admin mutation: each one, made once through real HTTP,
// writes exactly one row naming the right person, action and record, and no secret; a mutation
// that fails (bad input, a missing record, a taken slug) writes none.
import {
  api,
  AUDIT_ACTIONS,
  AUDIT_FIELD_LABELS,
  type Article,
  type AuditEntry,
  type AuditPage,
  type CreatedInvite,
  type ArticleRevisionSummary,
  type PreviewLink,
  type Settings,
  type TwoFactorSetup,
} from '@nodal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { articleInput, createAdmin, createArticle, createCategory, createContact, unique } from '@nodal/db/factories';
import publishScheduledFunction from '../scheduled/publish-scheduled.ts';
import { totpCode } from '../src/auth/totp.ts';
import { body, data, paged } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';

const app = useTestApp();

type Row = Omit<AuditEntry, 'at' | 'ip'>;

const rowsSince = (mark: number, where: string, params: unknown[]) =>
  app.db.query<Row>(
    `SELECT id::float8 AS id, actor_id AS "actorId", actor_email AS "actorEmail", action,
       record_type AS "recordType", record_id AS "recordId", changes
     FROM audit_log WHERE id > $1 AND ${where} ORDER BY id`,
    [mark, ...params],
  );
const lastId = async () =>
  (await app.db.query<{ id: number }>('SELECT coalesce(max(id), 0)::float8 AS id FROM audit_log'))[0]!.id;

let owner: { id: number; email: string; password: string };
let client: TestClient;
/** Values that must never reach an audit row; steps add the ones they hand out. */
const secrets: string[] = [];

beforeAll(async () => {
  owner = await createAdmin(app.db);
  client = app.client();
  secrets.push(owner.password, process.env.SESSION_SECRET!);
});

/** One step of the walk: a call, the status it answers, and the row it must leave. */
interface Step {
  action: string;
  call: () => Promise<Response>;
  status?: number;
  record: () => [type: string, id: string | number | null];
  /** A part of the row's changes worth pinning down (the rest is covered by unit tests). */
  changes?: () => Record<string, unknown>;
}

// What the steps create, for the steps after them.
let article: Article;
let firstTitle: string;
let firstRevision: number;
let categoryId: number;
let otherCategoryId: number;
let videoId: number;
let demoId: number;
let contactId: number;
let signupId: number;
let messageId: number;
let inviteId: string;
let member: { id: number; email: string; password: string; client: TestClient; secret: string };
let settings: Settings;
const newPassword = `A fresh ${unique('passphrase')}`;
const webhookSecret = unique('SECRETPATH');

const json = async <T>(response: Response): Promise<T> => (await body<{ data: T }>(response.clone())).data;
const keep = async <T>(response: Response, use: (data: T) => void) => {
  use(await json<T>(response));
  return response;
};
const NOTE = 'Called Erin Erased back on Tuesday.';
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const steps: Step[] = [
  {
    action: 'auth.sign_in',
    call: () => client.post(api.authLogin, { email: owner.email, password: owner.password }),
    record: () => ['admin', owner.id],
    changes: () => ({ method: 'password' }),
  },
  {
    action: 'article.create',
    status: 201,
    call: async () =>
      keep<Article>(await client.post(api.articles, articleInput({ published: false })), (a) => (article = a)),
    record: () => ['article', article.id],
    changes: () => ({ title: [null, article.title], published: [null, false] }),
  },
  {
    action: 'article.update',
    call: async () => {
      firstTitle = article.title;
      const edit = { ...articleInput(article), title: 'A better title' };
      return keep<Article>(await client.put(api.articleById(article.id), edit), (a) => (article = a));
    },
    record: () => ['article', article.id],
    changes: () => ({ title: [firstTitle, 'A better title'] }),
  },
  {
    action: 'article.schedule',
    call: () =>
      client.put(api.articleById(article.id), { ...articleInput(article), published: false, publishAt: inAnHour() }),
    record: () => ['article', article.id],
  },
  {
    action: 'article.unschedule',
    call: () =>
      client.put(api.articleById(article.id), { ...articleInput(article), published: false, publishAt: null }),
    record: () => ['article', article.id],
  },
  {
    action: 'article.preview_share',
    status: 201,
    call: async () =>
      keep<PreviewLink>(await client.post(api.adminArticlePreviewLink(article.id)), (link) =>
        secrets.push(link.url.split('#').at(-1)!, link.url.split('/').at(-1)!),
      ),
    record: () => ['article', article.id],
    changes: () => ({ newLink: true }),
  },
  {
    action: 'article.preview_revoke',
    call: () => client.delete(api.adminArticlePreviewLink(article.id)),
    record: () => ['article', article.id],
  },
  {
    action: 'article.publish',
    call: () => client.put(api.articleById(article.id), { ...articleInput(article), published: true }),
    record: () => ['article', article.id],
    changes: () => ({ published: [false, true] }),
  },
  {
    action: 'article.unpublish',
    call: () => client.put(api.articleById(article.id), { ...articleInput(article), published: false }),
    record: () => ['article', article.id],
    changes: () => ({ published: [true, false] }),
  },
  {
    action: 'article.restore',
    call: async () => {
      const revisions = await json<ArticleRevisionSummary[]>(await client.get(api.adminArticleRevisions(article.id)));
      firstRevision = revisions.at(-1)!.id;
      return client.post(api.adminArticleRevisionRestore(article.id, firstRevision));
    },
    record: () => ['article', article.id],
    changes: () => ({ title: ['A better title', firstTitle], restoredFrom: firstRevision }),
  },
  {
    action: 'article.delete',
    call: () => client.delete(api.articleById(article.id)),
    record: () => ['article', article.id],
    changes: () => ({ title: firstTitle }),
  },
  {
    action: 'category.create',
    status: 201,
    call: async () => {
      otherCategoryId = (await createCategory(app.db)).id;
      return keep<{ id: number }>(
        await client.post(api.adminVideoCategories, { title: unique('Audited category') }),
        (c) => (categoryId = c.id),
      );
    },
    record: () => ['category', categoryId],
  },
  {
    action: 'category.update',
    call: () => client.put(api.adminVideoCategory(categoryId), { title: 'Renamed category' }),
    record: () => ['category', categoryId],
    changes: () => ({ title: [expect.any(String), 'Renamed category'] }),
  },
  {
    action: 'category.move',
    call: () => client.post(api.adminVideoCategoryMove(categoryId), { direction: 'up' }),
    record: () => ['category', categoryId],
    changes: () => ({ direction: 'up', swappedWith: expect.any(Number) }),
  },
  {
    action: 'category.delete',
    call: () => client.delete(api.adminVideoCategory(categoryId)),
    record: () => ['category', categoryId],
    changes: () => ({ title: 'Renamed category' }),
  },
  {
    action: 'video.create',
    status: 201,
    call: async () =>
      keep<{ id: number }>(
        await client.post(api.adminWorkflowVideos, { title: unique('Video'), videoType: 'url', categoryId: null }),
        (v) => (videoId = v.id),
      ),
    record: () => ['video', videoId],
  },
  {
    action: 'video.update',
    call: () =>
      client.put(api.adminWorkflowVideo(videoId), { title: 'Video', videoType: 'url', categoryId: otherCategoryId }),
    record: () => ['video', videoId],
    changes: () => ({ categoryId: [null, otherCategoryId] }),
  },
  {
    action: 'video.delete',
    call: () => client.delete(api.adminWorkflowVideo(videoId)),
    record: () => ['video', videoId],
  },
  {
    action: 'demo.create',
    status: 201,
    call: async () =>
      keep<{ id: number }>(
        await client.post(api.adminDemos, { title: unique('Demo'), type: 'video', description: 'Words' }),
        (d) => (demoId = d.id),
      ),
    record: () => ['demo', demoId],
  },
  {
    action: 'demo.update',
    call: () => client.put(api.adminDemo(demoId), { title: 'Demo', type: 'video', description: 'Other words' }),
    record: () => ['demo', demoId],
  },
  {
    action: 'demo.delete',
    call: () => client.delete(api.adminDemo(demoId)),
    record: () => ['demo', demoId],
  },
  {
    action: 'hero.update',
    call: () => client.patch(api.heroAnimation('abstractFlow'), { weight: 5 }),
    record: () => ['hero_animation', 'abstractFlow'],
  },
  {
    action: 'section.update',
    call: () => client.put(api.adminSiteConfigSection('features'), { isVisible: true }),
    record: () => ['section', 'features'],
  },
  {
    action: 'contact.update',
    call: async () => {
      const email = `erin.erased.${unique('x')}@example.test`;
      contactId = (await createContact(app.db, { name: 'Erin Erased', email })).id;
      return client.patch(api.adminContact(contactId), { status: 'in_progress', assigneeId: owner.id });
    },
    record: () => ['contact', contactId],
    changes: () => ({ status: ['new', 'in_progress'], assignee: [null, owner.email] }),
  },
  {
    action: 'contact.note_add',
    status: 201,
    call: () => client.post(api.adminContactNotes(contactId), { body: NOTE }),
    record: () => ['contact', contactId],
    changes: () => ({ characters: NOTE.length }),
  },
  {
    action: 'contact.delete',
    call: () => client.delete(api.adminContact(contactId)),
    record: () => ['contact', contactId],
    changes: () => ({}),
  },
  {
    action: 'signup.delete',
    call: async () => {
      const [row] = await app.db.query<{ id: number }>(
        `INSERT INTO signups (name, email) VALUES ('Sam Signup', $1) RETURNING id`,
        [`sam.signup.${unique('x')}@example.test`],
      );
      signupId = row!.id;
      return client.delete(api.adminSignup(signupId));
    },
    record: () => ['signup', signupId],
    changes: () => ({}),
  },
  {
    action: 'settings.update',
    call: async () => {
      settings = await json<Settings>(await client.get(api.adminSettings));
      return client.put(api.adminSettings, {
        ...settings,
        contactWebhookUrl: `https://hooks.slack.com/services/T0/B0/${webhookSecret}`,
      });
    },
    record: () => ['settings', null],
    changes: () => ({ contactWebhookUrl: [null, 'https://hooks.slack.com/…'] }),
  },
  {
    // Put back at once: the settings are shared with the other files' tests.
    action: 'settings.update',
    call: () => client.put(api.adminSettings, settings),
    record: () => ['settings', null],
    changes: () => ({ contactWebhookUrl: ['https://hooks.slack.com/…', null] }),
  },
  {
    action: 'mail.retry',
    call: async () => {
      const [outbox] = await app.db.query<{ id: number }>(
        `INSERT INTO outbox (event, record_id, processed_at) VALUES ('contact', 0, now()) RETURNING id::float8 AS id`,
      );
      const [message] = await app.db.query<{ id: number }>(
        `INSERT INTO messages (outbox_id, channel, recipients, subject, body, status, attempts)
         VALUES ($1, 'email', ARRAY['staff@example.test'], 'A failed message', 'Body', 'failed', 10) RETURNING id::float8 AS id`,
        [outbox!.id],
      );
      messageId = message!.id;
      return client.post(api.adminSentMessageRetry(messageId));
    },
    record: () => ['message', messageId],
  },
  {
    action: 'team.invite',
    status: 201,
    call: async () => {
      const response = await client.post(api.adminInvites, {
        email: `${unique('invitee')}@example.test`,
        role: 'admin',
      });
      const created = await data<CreatedInvite>(response.clone());
      inviteId = created.invite.id;
      secrets.push(created.link.split('#').at(-1)!);
      return response;
    },
    record: () => ['invite', inviteId],
  },
  {
    action: 'team.invite_revoke',
    call: () => client.delete(api.adminInvite(inviteId)),
    record: () => ['invite', inviteId],
  },
  {
    action: 'team.role_change',
    call: async () => {
      const account = await createAdmin(app.db, { role: 'admin' });
      const memberClient = app.client();
      await memberClient.post(api.authLogin, { email: account.email, password: account.password });
      const setup = await data<TwoFactorSetup>(await memberClient.post(api.adminTwoFactorSetup));
      expect((await memberClient.put(api.adminTwoFactor, { code: totpCode(setup.secret) })).status).toBe(200);
      member = { ...account, client: memberClient, secret: setup.secret };
      secrets.push(account.password, setup.secret);
      return client.patch(api.adminTeamMember(member.id), { role: 'owner' });
    },
    record: () => ['admin', member.id],
    changes: () => ({ role: ['admin', 'owner'] }),
  },
  {
    action: 'two_factor.reset',
    call: () => client.delete(api.adminTeamTwoFactor(member.id)),
    record: () => ['admin', member.id],
    changes: () => ({ twoFactor: [true, false], sessionsEnded: 1 }),
  },
  {
    action: 'team.deactivate',
    call: () => client.patch(api.adminTeamMember(member.id), { active: false }),
    record: () => ['admin', member.id],
  },
  {
    action: 'team.reactivate',
    call: () => client.patch(api.adminTeamMember(member.id), { active: true }),
    record: () => ['admin', member.id],
  },
  {
    // Left as it is: other files' sign-ins share this policy.
    action: 'team.policy',
    call: () => client.put(api.adminSecurityPolicy, { requireTwoFactor: false }),
    record: () => ['policy', null],
  },
  {
    action: 'account.password_change',
    call: async () => {
      secrets.push(newPassword);
      return client.put(api.adminAccountPassword, {
        currentPassword: owner.password,
        newPassword,
        confirmPassword: newPassword,
      });
    },
    record: () => ['admin', owner.id],
  },
  {
    action: 'session.end_all',
    call: () => client.delete(api.adminSessions),
    record: () => ['admin', owner.id],
  },
  {
    action: 'auth.sign_in',
    call: () => client.post(api.authLogin, { email: owner.email, password: newPassword }),
    record: () => ['admin', owner.id],
  },
  {
    action: 'auth.sign_out',
    call: async () => {
      secrets.push(client.cookies.get('nodal_session')!);
      return client.post(api.authLogout);
    },
    record: () => ['session', expect.stringMatching(/^[0-9a-f-]{36}$/)],
  },
];

describe('every admin mutation', () => {
  it.each(steps.map((step, i) => [i + 1, step.action, step] as const))(
    'step %i, %s: one row with the right person, action and record, and no secret',
    async (_n, action, step) => {
      const mark = await lastId();
      const response = await step.call();
      expect(response.status, await response.clone().text()).toBe(step.status ?? 200);
      // The sign-in step also starts this client's session; only this owner's rows count.
      const rows = await rowsSince(mark, 'actor_id = $2', [owner.id]);
      expect(rows.map((r) => r.action)).toEqual([action]);
      const [type, id] = step.record();
      expect(rows[0]).toMatchObject({
        actorId: owner.id,
        actorEmail: owner.email,
        recordType: type,
        recordId: id === null ? null : typeof id === 'object' ? id : String(id),
      });
      if (step.changes) expect(rows[0]!.changes).toMatchObject(step.changes());
      const stored = JSON.stringify(rows[0]);
      for (const secret of secrets) expect(stored).not.toContain(secret);
    },
  );

  it('covers every action the log offers that a person can take from the admin', () => {
    // Image uploads, sign-in failures, invitation acceptance, password resets from the command line,
    // two-factor changes of one's own and ownership transfers are covered by their own files.
    const elsewhere = [
      'image.upload',
      'auth.sign_in_failed',
      'account.password_reset',
      'session.end',
      'two_factor.enable',
      'two_factor.disable',
      'team.invite_accept',
      'team.transfer_ownership',
      // Not from the admin at all: a subscriber erasing their own signup (subscribers.test.ts).
      'signup.self_erase',
      // Newsletters, waves and test sends (campaign-admin.test.ts).
      'campaign.send_newsletter',
      'campaign.send_wave',
      'campaign.send_test',
    ];
    const known = [...steps.map((s) => s.action), ...elsewhere];
    for (const action of AUDIT_ACTIONS) expect(known, action).toContain(action);
  });

  it('records only fields the log has a label for', async () => {
    const rows = await rowsSince(0, 'actor_id = $2', [owner.id]);
    expect(new Set(rows.map((r) => r.action)).size).toBeGreaterThan(30);
    const fields = new Set(rows.flatMap((r) => Object.keys(r.changes)));
    expect([...fields].filter((field) => !Object.hasOwn(AUDIT_FIELD_LABELS, field))).toEqual([]);
  });

  it('the erased contact and signup leave nothing of the person in the trail', async () => {
    const rows = await app.db.query<{ changes: unknown }>(
      `SELECT changes FROM audit_log WHERE (record_type = 'contact' AND record_id = $1) OR (record_type = 'signup' AND record_id = $2)`,
      [String(contactId), String(signupId)],
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const stored = JSON.stringify(rows);
    for (const personal of ['Erin', 'erin.erased', 'Sam Signup', 'sam.signup', 'Tuesday']) {
      expect(stored).not.toContain(personal);
    }
  });

  it('after a reset the member signs in with the password alone, their old session gone', async () => {
    expect((await member.client.get(api.adminAccount)).status).toBe(401);
    const again = app.client();
    const signedIn = await body(await again.post(api.authLogin, { email: member.email, password: member.password }));
    expect(signedIn).toMatchObject({ isAuthenticated: true });
  });
});

describe('the scheduled publisher', () => {
  it('records one row per article it publishes, by the system', async () => {
    const draft = await createArticle(app.db, { published: false, publishAt: inAnHour() });
    await app.db.query(`UPDATE articles SET publish_at = now() - interval '1 minute' WHERE id = $1`, [draft.id]);
    await publishScheduledFunction();
    const rows = await rowsSince(0, `record_type = 'article' AND record_id = $2`, [String(draft.id)]);
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: null,
        actorEmail: null,
        action: 'article.publish',
        changes: expect.objectContaining({ published: [false, true] }),
      }),
    ]);
    // The log's person filter finds it under "System", and not under a person.
    const reader = await app.adminClient();
    const url = `${api.adminAudit}?action=article.publish&q=${encodeURIComponent(`article ${draft.id}`)}`;
    const bySystem = await paged<AuditPage>(await reader.get(`${url}&actor=system`));
    // The search matches "article 12" in "article 123" too, so other runs' articles may come along.
    expect(bySystem.data.map((e) => e.recordId)).toContain(String(draft.id));
    for (const entry of bySystem.data) expect([entry.actorId, entry.actorEmail]).toEqual([null, null]);
    const byOwner = await paged<AuditPage>(await reader.get(`${url}&actor=${owner.id}`));
    expect(byOwner.data.map((e) => e.recordId)).not.toContain(String(draft.id));
  });
});

describe('a failed mutation', () => {
  let taken: Article;
  let draft: Article;
  let published: Article;
  let contact: number;
  let sentMessage: number;
  let plainMember: number;

  beforeAll(async () => {
    taken = await createArticle(app.db, { published: false });
    draft = await createArticle(app.db, { published: false });
    published = await createArticle(app.db, { published: true });
    contact = (await createContact(app.db)).id;
    plainMember = (await createAdmin(app.db, { role: 'admin' })).id;
    const [outbox] = await app.db.query<{ id: number }>(
      `INSERT INTO outbox (event, record_id, processed_at) VALUES ('contact', 0, now()) RETURNING id::float8 AS id`,
    );
    const [message] = await app.db.query<{ id: number }>(
      `INSERT INTO messages (outbox_id, channel, recipients, subject, body, status, sent_at)
       VALUES ($1, 'email', ARRAY['staff@example.test'], 'Sent', 'Body', 'sent', now()) RETURNING id::float8 AS id`,
      [outbox!.id],
    );
    sentMessage = message!.id;
    expect((await client.post(api.authLogin, { email: owner.email, password: newPassword })).status).toBe(200);
  });

  const missing = 2_000_000_000;
  const failures: [label: string, status: number, call: () => Promise<Response>][] = [
    ['an article without a title', 400, () => client.post(api.articles, { ...articleInput(), title: '' })],
    ['a new article on a taken slug', 409, () => client.post(api.articles, articleInput({ slug: taken.slug }))],
    ['an edit onto a taken slug', 409, () => client.put(api.articleById(draft.id), articleInput({ slug: taken.slug }))],
    ['an edit of a missing article', 404, () => client.put(api.articleById(missing), articleInput())],
    ['deleting a missing article', 404, () => client.delete(api.articleById(missing))],
    ['restoring a missing revision', 404, () => client.post(api.adminArticleRevisionRestore(draft.id, missing))],
    ['a preview link for a published article', 409, () => client.post(api.adminArticlePreviewLink(published.id))],
    ['revoking the link of a missing article', 404, () => client.delete(api.adminArticlePreviewLink(missing))],
    ['a category without a title', 400, () => client.post(api.adminVideoCategories, { title: '' })],
    ['moving a missing category', 404, () => client.post(api.adminVideoCategoryMove(missing), { direction: 'up' })],
    ['deleting a missing category', 404, () => client.delete(api.adminVideoCategory(missing))],
    [
      'assigning a contact to nobody on staff',
      400,
      () => client.patch(api.adminContact(contact), { assigneeId: missing }),
    ],
    ['a note on a missing contact', 404, () => client.post(api.adminContactNotes(missing), { body: 'Hello' })],
    ['erasing a missing contact', 404, () => client.delete(api.adminContact(missing))],
    ['erasing a missing signup', 404, () => client.delete(api.adminSignup(missing))],
    ['settings with a bad address', 400, () => client.put(api.adminSettings, { ...settings, notifyEmails: 'nope' })],
    ['sending a sent message again', 409, () => client.post(api.adminSentMessageRetry(sentMessage))],
    ['resetting two-factor that is off', 409, () => client.delete(api.adminTeamTwoFactor(plainMember))],
    ['resetting your own two-factor', 400, () => client.delete(api.adminTeamTwoFactor(owner.id))],
    ['resetting a missing member', 404, () => client.delete(api.adminTeamTwoFactor(missing))],
  ];

  it.each(failures)('%s (%i) writes no row', async (_label, status, call) => {
    const mark = await lastId();
    const response = await call();
    expect(response.status, await response.clone().text()).toBe(status);
    expect(await rowsSince(mark, 'actor_id = $2', [owner.id])).toEqual([]);
  });

  it('an admin who is not an owner cannot reset anyone', async () => {
    const admin = await createAdmin(app.db, { role: 'admin' });
    const other = app.client();
    await other.post(api.authLogin, { email: admin.email, password: admin.password });
    expect((await other.delete(api.adminTeamTwoFactor(plainMember))).status).toBe(403);
  });
});
