// One envelope for the API beyond the original public calls: every 2xx JSON answer is `{data}` (with
// `meta` beside it for a page of a list), except those original calls, whose shapes stay as they are.
// The harness hears every answer of the calls below, made as an owner with valid requests, and the
// test reads each 2xx JSON answer against the route of the table it came from.
import {
  apiFunctionNames,
  api,
  apiRoutes,
  functionRoutes,
  routesOf,
  type ApiRouteName,
  type HttpMethod,
} from '@nodal/shared';
import { tableMatcher } from '@nodal/shared/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleInput,
  createAdmin,
  createArticle,
  createCategory,
  createContact,
  createDemo,
  createSignup,
  createVideo,
  unique,
} from '@nodal/db/factories';
import { useTestApp, type TestClient } from './harness.ts';
import { body } from './helpers.ts';

const app = useTestApp();

/** The original public calls, answered in the shapes their clients read (or the ones they always had): left as they are. */
const ORIGINAL_SHAPES: Partial<Record<`${HttpMethod} ${ApiRouteName}`, string>> = {
  'GET heroAnimations': 'the original public shape: a bare list of {animationType, enabled, weight, updatedAt}',
  'PATCH heroAnimation': 'an original public call; its answer (the saved config) stays as it always was',
  'GET siteConfig': 'the original public shape: {data:{isVisible}}',
  'GET videoCategories': 'the original public shape: {data:[categories with videos]}',
  'GET demos': 'the original public shape: {data:[demos]}',
  'POST trackCta': 'an original public call; its answer stays as it always was',
  'POST signup': 'an original public call: JSON with a message field',
  'POST contact': 'an original public call: JSON with a message field',
  'GET articles': 'the original public shape: {data:[articles]}',
  'POST articles': 'an original public call; its answer stays as it always was',
  'GET article': 'the original public shape: {data: article}',
  'PUT articleById': 'an original public call; its answer stays as it always was',
  'DELETE articleById': 'an original public call; its answer stays as it always was',
  'GET authUser': 'the original public shape: {isAuthenticated, user:{isAdmin}}',
  'POST authLogin': 'an original public call: the sign-in status (or the second step it asks for)',
  'POST authLogout': 'an original public call; its answer stays as it always was',
  'GET adminSignups': 'the original public shape: {data:[signups]}, with the page beside it as it always was',
  'GET adminContacts': 'the original public shape: {data:[contacts]}, with the page beside it as it always was',
  'GET adminWorkflowVideos': 'the original public shape: {data:[videos]}',
  'POST adminWorkflowVideos': 'an original public call; its answer stays as it always was',
  'PUT adminWorkflowVideo': 'an original public call; its answer stays as it always was',
  'PUT adminVideoCategory': 'an original public call; its answer stays as it always was',
};

/** Route and method pairs no call below answers with 2xx JSON, and why. */
const NOT_ASKED: Partial<Record<`${HttpMethod} ${ApiRouteName}`, string>> = {
  'GET image': 'answers image bytes',
  'GET form': 'answers an HTML page',
  'GET adminAuditCsv': 'answers CSV',
  'GET adminSignupsCsv': 'answers CSV',
  'GET adminContactsCsv': 'answers CSV',
  'GET adminDemoPreview': 'answers an HTML page',
  'POST adminImageUpload': 'needs a whole image uploaded in chunks (images.test.ts)',
  'PUT adminImageUploadChunk': 'needs raw image bytes (images.test.ts)',
  'POST authTwoFactor': 'needs a time-based code from an authenticator (two-factor.test.ts)',
  'POST authTwoFactorSetup': 'needs a pending second step after a password (two-factor.test.ts)',
  'PUT adminTwoFactor': 'needs a time-based code from an authenticator (two-factor.test.ts)',
  'DELETE adminTwoFactor': 'needs two-factor sign-in on first (two-factor.test.ts)',
  'DELETE adminTeamTwoFactor': 'needs a member with two-factor sign-in on (team.test.ts)',
  'POST authInvite': 'needs the token only the invitation email carries (team.test.ts)',
  'POST adminSentMessageRetry': 'needs a message whose sending failed (notifications.test.ts)',
  'GET adminSentMessage': 'needs a message sent (notifications.test.ts)',
  'POST adminArticleRevisionRestore': 'kept out to leave the article as the other calls expect; publishing.test.ts',
  'POST trackView': 'answers 204 with no body (traffic.test.ts)',
  'POST mailEvents': 'needs a body signed with the mail-event secret (mail-events.test.ts)',
  'POST mailEventsMailgun': 'needs a body signed with Mailgun’s key (mail-events.test.ts)',
  'GET subscriptionConfirm': 'answers an HTML page (subscribers.test.ts)',
  'GET subscriptionPreferences': 'answers an HTML page (subscribers.test.ts)',
  'POST subscriptionPreferences': 'answers an HTML page or a download (subscribers.test.ts)',
  'POST subscriptionUnsubscribe': 'answers 200 with no body, as RFC 8058 asks (subscribers.test.ts)',
  'GET subscriptionAccept': 'answers an HTML page (campaign-admin.test.ts)',
  'POST subscriptionAccept': 'answers an HTML page (campaign-admin.test.ts)',
};

interface Heard {
  key: `${HttpMethod} ${ApiRouteName}`;
  url: string;
  json: Promise<unknown>;
}

const matchers = apiFunctionNames.map((fn) => tableMatcher(routesOf(fn), functionRoutes(fn).excludedPath));

/** The route of the table a request reached, by path and method. */
function routeOf(method: string, path: string): ApiRouteName | null {
  const pathname = new URL(path, 'http://x').pathname;
  for (const match of matchers) {
    const found = match(pathname, method);
    if (found && 'route' in found) return found.route;
  }
  return null;
}

const heard: Heard[] = [];
app.observe(({ method, path }, response) => {
  const type = response.headers.get('content-type') ?? '';
  if (response.status < 200 || response.status > 299 || !type.startsWith('application/json')) return;
  const route = routeOf(method, path);
  if (!route) return;
  heard.push({ key: `${method as HttpMethod} ${route}`, url: path, json: response.clone().json() });
});

let owner: TestClient;

async function ok(response: Response): Promise<unknown> {
  expect(response.status, `${response.url}: ${await response.clone().text()}`).toBeLessThan(300);
  return response.headers.get('content-type')?.startsWith('application/json') ? body(response) : null;
}

beforeAll(async () => {
  const ownerAccount = await createAdmin(app.db);
  owner = app.client();
  await ok(await owner.post(api.authLogin, { email: ownerAccount.email, password: ownerAccount.password }));
  const visitor = app.client();
  const db = app.db;
  const article = await createArticle(db, { published: true });
  const video = await createVideo(db);
  const [first, second] = [await createCategory(db), await createCategory(db)];
  const demo = await createDemo(db);
  const contact = await createContact(db);
  await createSignup(db);
  const member = await createAdmin(db, { role: 'admin' });

  // The public site.
  await ok(await visitor.get(api.health));
  await ok(await visitor.get(api.heroAnimations));
  await ok(await visitor.get(api.siteConfig('hero')));
  await ok(await visitor.get(api.videoCategories));
  await ok(await visitor.get(api.demos));
  await ok(await visitor.get(`${api.articles}?limit=3`));
  await ok(await visitor.get(api.article(article.slug)));
  await ok(await visitor.post(api.signup, { name: 'Env', email: `${unique('env')}@example.test` }));
  await ok(
    await visitor.post(api.contact, {
      name: 'Env',
      email: `${unique('env')}@example.test`,
      subject: 'pilot',
      message: 'Hi',
    }),
  );
  await ok(await visitor.post(api.trackCta, { actionType: 'form_submission', sourcePage: '/' }));

  // The owner's account and team.
  const signedIn = await createAdmin(db);
  const other = app.client();
  await ok(await other.post(api.authLogin, { email: signedIn.email, password: signedIn.password }));
  await ok(await other.get(api.authUser));
  await ok(await other.post(api.authLogout));
  await ok(await owner.get(api.adminAccount));
  const sessions = (await ok(await owner.get(api.adminSessions))) as { data: { id: string; current: boolean }[] };
  await ok(await owner.get(api.adminTwoFactor));
  await ok(await owner.post(api.adminTwoFactorSetup));
  await ok(await owner.get(api.adminTeam));
  await ok(await owner.patch(api.adminTeamMember(member.id), { role: 'admin' }));
  const created = (await ok(
    await owner.post(api.adminInvites, { email: `${unique('inv')}@example.test`, role: 'admin' }),
  )) as {
    data: { link: string; invite: { id: string } };
  };
  await ok(await visitor.get(`${api.authInvite}?token=${encodeURIComponent(created.data.link.split('#')[1]!)}`));
  await ok(await owner.delete(api.adminInvite(created.data.invite.id)));
  await ok(await owner.put(api.adminSecurityPolicy, { requireTwoFactor: false }));
  await ok(await owner.get(api.adminAudit));
  await ok(await owner.get(api.adminStaff));
  await ok(await owner.get(api.adminRebuildStatus));
  await ok(await owner.get(`${api.adminInsights('activity')}?from=2026-01-01&to=2026-01-31`));
  await ok(await owner.get(`${api.adminTraffic('summary')}?from=2026-01-01&to=2026-01-31`));

  // The inboxes, settings and mail.
  const signups = (await ok(await owner.get(api.adminSignups))) as { data: { id: number }[] };
  await ok(await owner.delete(api.adminSignup(signups.data[0]!.id)));
  await ok(await owner.get(api.adminContacts));
  await ok(await owner.get(api.adminContact(contact.id)));
  await ok(await owner.patch(api.adminContact(contact.id), { status: 'in_progress' }));
  await ok(await owner.post(api.adminContactNotes(contact.id), { body: 'A note' }));
  await ok(await owner.get(api.adminContactNotes(contact.id)));
  await ok(await owner.delete(api.adminContact(contact.id)));
  const settings = (await ok(await owner.get(api.adminSettings))) as { data: Record<string, unknown> };
  await ok(
    await owner.put(api.adminSettings, {
      notifyEmails: settings.data.notifyEmails,
      contactWebhookUrl: settings.data.contactWebhookUrl ?? '',
      signupWebhookUrl: settings.data.signupWebhookUrl ?? '',
      timeZone: settings.data.timeZone,
    }),
  );
  await ok(await owner.get(api.adminSentMail));

  // Content.
  await ok(await owner.get(api.adminSiteConfig));
  await ok(await owner.put(api.adminSiteConfigSection('roadmap'), { isVisible: true }));
  await ok(await owner.get(api.adminDemos));
  await ok(await owner.post(api.adminDemos, { title: 'Env demo', type: 'interactive' }));
  await ok(await owner.put(api.adminDemo(demo.id), { title: 'Env demo 2', type: 'interactive' }));
  await ok(await owner.delete(api.adminDemo(demo.id)));
  await ok(await owner.get(api.adminWorkflowVideos));
  await ok(await owner.post(api.adminWorkflowVideos, { title: 'Env video', categoryId: null }));
  await ok(await owner.put(api.adminWorkflowVideo(video.id), { title: 'Env video 2', categoryId: null }));
  await ok(await owner.delete(api.adminWorkflowVideo(video.id)));
  await ok(await owner.get(api.adminVideoCategories));
  await ok(await owner.post(api.adminVideoCategories, { title: 'Env category' }));
  await ok(await owner.put(api.adminVideoCategory(first.id), { title: 'Env category 2' }));
  await ok(await owner.post(api.adminVideoCategoryMove(second.id), { direction: 'up' }));
  await ok(await owner.delete(api.adminVideoCategory(first.id)));
  await ok(await owner.patch(api.heroAnimation('abstractFlow'), { enabled: true }));

  // Articles, their revisions, preview links and images.
  const made = (await ok(await owner.post(api.articles, articleInput({ published: false })))) as {
    data: { id: number; slug: string };
  };
  await ok(await owner.get(`${api.articles}?drafts=include`));
  await ok(
    await owner.put(
      api.articleById(made.data.id),
      articleInput({ slug: made.data.slug, title: 'Again', published: false }),
    ),
  );
  const revisions = (await ok(await owner.get(api.adminArticleRevisions(made.data.id)))) as { data: { id: number }[] };
  await ok(await owner.get(api.adminArticleRevision(made.data.id, revisions.data[0]!.id)));
  await ok(await owner.get(api.adminArticlePreviewLink(made.data.id)));
  const link = (await ok(await owner.post(api.adminArticlePreviewLink(made.data.id)))) as { data: { url: string } };
  await ok(await visitor.get(api.articlePreview(link.data.url.split('#')[1]!)));
  await ok(await owner.delete(api.adminArticlePreviewLink(made.data.id)));
  await ok(await owner.delete(api.articleById(made.data.id)));

  // A newsletter for a published article, to one confirmed subscriber.
  const out = (await ok(await owner.post(api.articles, articleInput()))) as { data: { id: number } };
  await app.db.query(
    `INSERT INTO signups (name, email, status, confirmed_at, topics)
     VALUES ('Env Reader', $1, 'confirmed', now(), ARRAY['product-updates'])`,
    [`${unique('env-reader')}@example.test`],
  );
  const segment = { topics: ['product-updates'] };
  const newsletter = { kind: 'newsletter', articleId: out.data.id, subject: 'Env newsletter', segment };
  await ok(await owner.post(api.adminCampaignAudience, { kind: 'newsletter', articleId: out.data.id, segment }));
  await ok(await owner.post(api.adminCampaignPreview, newsletter));
  await ok(await owner.post(api.adminCampaignTest, newsletter));
  await ok(await owner.post(api.adminCampaigns, newsletter));
  await ok(await owner.get(api.adminCampaigns));
  const upload = (await ok(await owner.post(api.adminImageUploads, { size: 100 }))) as { data: { upload: string } };
  await ok(await owner.delete(api.adminImageUpload(upload.data.upload)));

  // Ownership goes to the member; the sessions and the password are anybody's own.
  await ok(await owner.post(api.adminTeamTransfer(member.id)));

  // Last: the owner's other sessions, the password, then every session.
  const mine = sessions.data.find((s) => s.current)!;
  const elsewhere = app.client();
  await ok(await elsewhere.post(api.authLogin, { email: ownerAccount.email, password: ownerAccount.password }));
  const others = (await body<{ data: { id: string }[] }>(await owner.get(api.adminSessions))).data;
  await ok(await owner.delete(api.adminSession(others.find((s) => s.id !== mine.id)!.id)));
  const password = 'a fresh long passphrase';
  await ok(
    await owner.put(api.adminAccountPassword, {
      currentPassword: ownerAccount.password,
      newPassword: password,
      confirmPassword: password,
    }),
  );
  await ok(await owner.delete(api.adminSessions));
  // Seventy-odd calls, a few of them hashing passwords: more than one hook's usual minute on a busy machine.
}, 300_000);

afterAll(() => void heard.splice(0));

describe('the envelope of the API', () => {
  it('answers every call beyond the original ones as {data} (and meta for a page), and leaves the original shapes alone', async () => {
    expect(heard.length).toBeGreaterThan(0);
    for (const { key, url, json } of heard) {
      const answer = (await json) as Record<string, unknown>;
      if (key in ORIGINAL_SHAPES) continue;
      expect(answer, `${key} (${url})`).toBeTypeOf('object');
      expect(
        Object.keys(answer).filter((k) => k !== 'data' && k !== 'meta'),
        `${key} (${url})`,
      ).toEqual([]);
      expect(answer, `${key} (${url})`).toHaveProperty('data');
      if ('meta' in answer) expect(Array.isArray(answer.data), `${key} (${url}): meta goes with a list`).toBe(true);
    }
  });

  it('asked every route and method of the table, but the ones named with the reason they are not', () => {
    const asked = new Set(heard.map((h) => h.key));
    const all = (Object.keys(apiRoutes) as ApiRouteName[])
      .filter((name) => apiRoutes[name].fn !== 'notFound')
      .flatMap((name) => apiRoutes[name].methods.map((method) => `${method} ${name}` as const));
    expect(all.filter((key) => !asked.has(key) && !(key in NOT_ASKED))).toEqual([]);
    expect(Object.keys(NOT_ASKED).filter((key) => asked.has(key as never))).toEqual([]);
  });

  it('lists only real routes and methods in its allowlist', () => {
    for (const key of [...Object.keys(ORIGINAL_SHAPES), ...Object.keys(NOT_ASKED)]) {
      const [method, name] = key.split(' ') as [HttpMethod, ApiRouteName];
      expect(apiRoutes[name]?.methods as readonly string[] | undefined, key).toContain(method);
    }
  });
});
