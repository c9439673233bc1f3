// The page-view beacon: what it stores and what it refuses, the daily key and its salt, attribution
// of signups and contacts to their visit, and retention. The reports are checked in
// traffic-reports.test.ts. Each client has its own address, so its own daily key: the tests find
// their rows by the view ids they sent.
import { api, BEACON_MAX_BYTES, SIGNED_IN_HINT_COOKIE, TRAFFIC_DIRECT, type Settings } from '@nodal/shared';
import { unique } from '@nodal/db/factories';
import { describe, expect, it } from 'vitest';
import trafficRetention from '../scheduled/traffic-retention.ts';
import { data, expectError, expectFieldError } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';

const app = useTestApp();

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const viewId = () =>
  unique('v')
    .replace(/[^A-Za-z0-9_-]/g, '_')
    .slice(-40);

/** A beacon as sendBeacon sends it: the JSON as text/plain, with the browser's user agent. */
function beacon(client: TestClient, payload: unknown, headers: Record<string, string> = {}) {
  return client.fetch(api.trackView, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

async function view(client: TestClient, u = '/', extra: Record<string, unknown> = {}, headers = {}) {
  const id = viewId();
  const response = await beacon(client, { t: 'view', id, u, ...extra }, headers);
  return { id, response };
}

interface StoredView {
  id: number;
  key: string;
  visitId: number;
  seq: number;
  newVisitor: boolean;
  path: string;
  source: string;
  medium: string;
  campaign: string;
  referrer: string;
  device: string;
  country: string;
  durationMs: number | null;
}

async function stored(id: string): Promise<StoredView[]> {
  return app.db.query<StoredView>(
    `SELECT id::int, encode(visitor_key, 'hex') AS key, visit_id::int AS "visitId", seq, new_visitor AS "newVisitor",
            path, source, medium, campaign, referrer, device, country, duration_ms AS "durationMs"
     FROM page_views WHERE view_id = $1 ORDER BY id`,
    [id],
  );
}

async function storedOne(id: string): Promise<StoredView> {
  const rows = await stored(id);
  expect(rows, `views stored for ${id}`).toHaveLength(1);
  return rows[0]!;
}

describe('POST /api/track/view', () => {
  it('stores one view per beacon, as text/plain or JSON, and answers 204 with no body', async () => {
    const client = app.client();
    const first = await view(client, '/');
    expect(first.response.status).toBe(204);
    expect(await first.response.text()).toBe('');
    const asJson = viewId();
    const second = await client.fetch(api.trackView, {
      method: 'POST',
      headers: { 'user-agent': CHROME },
      json: { t: 'view', id: asJson, u: '/docs' },
    });
    expect(second.status).toBe(204);
    const [a, b] = [await storedOne(first.id), await storedOne(asJson)];
    expect(a).toMatchObject({ path: '/', seq: 1, newVisitor: true, source: TRAFFIC_DIRECT, device: 'desktop' });
    // Same visitor, two minutes' quiet at most: the second view continues the first's visit.
    expect(b).toMatchObject({ key: a.key, visitId: a.visitId, seq: 2, newVisitor: false, source: '' });
  });

  it('keeps the same key for the same visitor on the same day, another for another browser or address', async () => {
    const client = app.client();
    const [a, b] = [await view(client, '/'), await view(client, '/updates')];
    const c = await view(client, '/', {}, { 'user-agent': IPHONE });
    const d = await view(app.client(), '/');
    const [ka, kb, kc, kd] = await Promise.all([a, b, c, d].map(async (v) => (await storedOne(v.id)).key));
    expect(ka).toBe(kb);
    expect(new Set([ka, kc, kd]).size).toBe(3);
    expect((await storedOne(c.id)).device).toBe('mobile');
  });

  it('gives the same visitor another key the next day, from that day’s new salt', async () => {
    const client = app.client();
    const today = await view(client, '/');
    const before = await storedOne(today.id);
    // The day passes: today's salt and this visitor's views become yesterday's.
    await app.db.query(`DELETE FROM traffic_salts WHERE day = (now() AT TIME ZONE 'UTC')::date - 1`);
    await app.db.query(`UPDATE traffic_salts SET day = day - 1, created_at = created_at - interval '1 day'
                        WHERE day = (now() AT TIME ZONE 'UTC')::date`);
    await app.db.query(`UPDATE page_views SET created_at = created_at - interval '1 day' WHERE view_id = $1`, [
      today.id,
    ]);
    const tomorrow = await view(client, '/');
    const after = await storedOne(tomorrow.id);
    expect(after.key).not.toBe(before.key);
    expect(after).toMatchObject({ newVisitor: true, seq: 1 });
    expect(after.visitId).not.toBe(before.visitId);
    const salts = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM traffic_salts WHERE day = (now() AT TIME ZONE 'UTC')::date`,
    );
    expect(salts[0]!.n).toBe(1);
  });

  it('stores no address and no user agent anywhere in the view', async () => {
    const client = app.client();
    const { id } = await view(client, '/');
    const [row] = await app.db.query<Record<string, unknown>>(`SELECT * FROM page_views WHERE view_id = $1`, [id]);
    const text = JSON.stringify(row);
    expect(text).not.toContain(client.ip);
    expect(text).not.toContain('Chrome');
    expect((row!.visitor_key as Uint8Array).byteLength).toBe(16);
  });

  it('reads UTM source, medium and campaign, then drops the query; the fragment stays', async () => {
    const client = app.client();
    const { id } = await view(
      client,
      '/docs?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-launch&ref=abc&email=a%40b.c#start-install',
    );
    expect(await storedOne(id)).toMatchObject({
      path: '/docs#start-install',
      source: 'newsletter',
      medium: 'email',
      campaign: 'autumn-launch',
    });
  });

  it.each([
    ['https://www.google.com/search?q=private+words', 'google.com/search', 'google.com'],
    ['https://news.ycombinator.com/item?id=1', 'news.ycombinator.com/item', 'news.ycombinator.com'],
    ['https://blog.example.org/posts/our-secret-draft?x=1', 'blog.example.org', 'blog.example.org'],
    ['javascript:alert(1)', '', TRAFFIC_DIRECT],
    ['not a url', '', TRAFFIC_DIRECT],
    ['', '', TRAFFIC_DIRECT],
  ])('reduces the referrer %s to %s (source %s)', async (r, referrer, source) => {
    const { id, response } = await view(app.client(), '/', { r });
    expect(response.status).toBe(204);
    expect(await storedOne(id)).toMatchObject({ referrer, source });
  });

  it('does not count our own pages as a source, and prefers a UTM source to the referrer', async () => {
    const client = app.client();
    const own = await view(client, '/docs', { r: `${app.url}/updates?x=1` });
    expect(await storedOne(own.id)).toMatchObject({ referrer: '', source: TRAFFIC_DIRECT });
    const tagged = await view(app.client(), '/?utm_source=mastodon', { r: 'https://t.co/abc' });
    expect(await storedOne(tagged.id)).toMatchObject({ referrer: 't.co', source: 'mastodon' });
  });

  it('takes the country from the platform’s geolocation, otherwise "unknown"', async () => {
    const geo = Buffer.from(JSON.stringify({ country: { code: 'DE', name: 'Germany' } })).toString('base64');
    const located = await view(app.client(), '/', {}, { 'x-nf-geo': geo });
    const unlocated = await view(app.client(), '/');
    expect((await storedOne(located.id)).country).toBe('DE');
    expect((await storedOne(unlocated.id)).country).toBe('unknown');
  });

  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
    ['a signed-in staff member', { cookie: `${SIGNED_IN_HINT_COOKIE}=1` }],
    ['Googlebot', { 'user-agent': GOOGLEBOT }],
    ['a headless browser', { 'user-agent': HEADLESS }],
    ['curl', { 'user-agent': 'curl/8.5.0' }],
  ])('answers %s with 204 and stores nothing', async (_name, headers) => {
    const { id, response } = await view(app.client(), '/', {}, headers);
    expect(response.status).toBe(204);
    expect(await stored(id)).toHaveLength(0);
  });

  it('answers a malformed or oversized beacon with 400 and {message}', async () => {
    const client = app.client();
    await expectError(await beacon(client, '{"t":"view",'), 400, 'Invalid JSON body');
    await expectError(await beacon(client, { t: 'view', id: 'short', u: '/' }), 400, expect.stringMatching(/view id/));
    await expectError(
      await beacon(client, { t: 'view', id: viewId(), u: 'https://elsewhere.test/' }),
      400,
      expect.any(String),
    );
    await expectError(await beacon(client, { t: 'jump', id: viewId(), u: '/' }), 400, expect.any(String));
    await expectError(
      await beacon(client, { t: 'view', id: viewId(), u: `/${'a'.repeat(BEACON_MAX_BYTES)}` }),
      400,
      `A beacon is at most ${BEACON_MAX_BYTES} bytes`,
    );
  });

  it('refuses a cross-site post with 403, and any other content type with 415', async () => {
    const client = app.client();
    const payload = { t: 'view', id: viewId(), u: '/' };
    await expectError(
      await beacon(client, payload, { origin: 'https://elsewhere.test' }),
      403,
      'Cross-site request refused',
    );
    await expectError(
      await beacon(client, payload, { 'sec-fetch-site': 'cross-site' }),
      403,
      'Cross-site request refused',
    );
    await expectError(
      await beacon(client, payload, { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
      'Content-Type must be application/json',
    );
    expect(await stored(payload.id)).toHaveLength(0);
  });

  it('answers a flood from one daily key with 429, while another visitor is still counted', async () => {
    const flooder = app.client();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await view(flooder, `/flood/${i}`)).response.status);
    expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true);
    const refused = await view(flooder, '/flood/again');
    expect(statuses[60]).toBe(429);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('60');
    expect(await stored(refused.id)).toHaveLength(0);
    const other = await view(app.client(), '/');
    expect(other.response.status).toBe(204);
    expect(await stored(other.id)).toHaveLength(1);
  });
});

describe('the leave ping', () => {
  it('sets the view’s duration once, only for the visitor who sent the view', async () => {
    const client = app.client();
    const { id } = await view(client, '/docs');
    const stranger = await beacon(app.client(), { t: 'leave', id, ms: 1 });
    expect(stranger.status).toBe(204);
    expect((await storedOne(id)).durationMs).toBeNull();
    expect((await beacon(client, { t: 'leave', id, ms: 12_345 })).status).toBe(204);
    expect((await beacon(client, { t: 'leave', id, ms: 99_999 })).status).toBe(204);
    expect((await storedOne(id)).durationMs).toBe(12_345);
  });

  it('refuses a duration over a day with 400', async () => {
    await expectError(
      await beacon(app.client(), { t: 'leave', id: viewId(), ms: 86_400_001 }),
      400,
      expect.any(String),
    );
  });
});

describe('attribution of signups and contacts to their visit', () => {
  const visitOfSignup = async (email: string) =>
    (
      await app.db.query<{ visitId: number | null }>(
        'SELECT visit_id::int AS "visitId" FROM signups WHERE lower(email) = lower($1)',
        [email],
      )
    )[0]?.visitId;

  it('attributes a JSON signup to the visit of the same browser, which keeps its source', async () => {
    const client = app.client();
    const { id } = await view(client, '/?utm_source=attribution-test&utm_campaign=winter');
    await view(client, '/docs');
    const email = `${unique('attributed')}@example.test`;
    const response = await client.fetch(api.signup, {
      method: 'POST',
      headers: { 'user-agent': CHROME },
      json: { name: 'Ada Visitor', email },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: "You've been added to our early access list." });
    const entry = await storedOne(id);
    expect(await visitOfSignup(email)).toBe(entry.visitId);
    expect(entry.source).toBe('attribution-test');
  });

  it('attributes a signup and a contact posted without JavaScript too', async () => {
    const client = app.client();
    const { id } = await view(client, '/contact?utm_source=form-attribution');
    const email = `${unique('formpost')}@example.test`;
    const form = (path: string, fields: Record<string, string>) =>
      client.fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': CHROME },
        body: new URLSearchParams(fields).toString(),
      });
    expect((await form(api.signup, { name: 'Bo Visitor', email, website: '' })).status).toBe(303);
    const marker = unique('attributed-contact');
    const contact = await form(api.contact, {
      name: 'Cy Visitor',
      email,
      subject: 'research_partner',
      message: `A message long enough to be accepted ${marker}`,
      website: '',
    });
    expect(contact.status).toBe(303);
    const entry = await storedOne(id);
    expect(await visitOfSignup(email)).toBe(entry.visitId);
    const [row] = await app.db.query<{ visitId: number | null }>(
      'SELECT visit_id::int AS "visitId" FROM contacts WHERE message LIKE $1',
      [`%${marker}%`],
    );
    expect(row?.visitId).toBe(entry.visitId);
  });

  it('saves a signup unattributed when its browser sent no view', async () => {
    const client = app.client();
    const email = `${unique('unseen')}@example.test`;
    const response = await client.fetch(api.signup, {
      method: 'POST',
      headers: { 'user-agent': CHROME },
      json: { name: 'Di Visitor', email },
    });
    expect(response.status).toBe(201);
    expect(await visitOfSignup(email)).toBeNull();
  });
});

describe('the scheduled function trafficRetention', () => {
  it('deletes salts older than 48 hours and raw views older than the retention setting; the tallies stay', async () => {
    const old = await view(app.client(), '/retention-old');
    const recent = await view(app.client(), '/retention-recent');
    const day = '1999-01-01';
    await app.db.query(
      `INSERT INTO traffic_salts (day, salt, created_at) VALUES ($1, '\\x00', now() - interval '49 hours'),
       ($1::date + 1, '\\x01', now() - interval '47 hours')`,
      [day],
    );
    await app.db.query(`UPDATE page_views SET created_at = now() - interval '91 days' WHERE view_id = $1`, [old.id]);
    // A connection's own tally row of a long-past quarter hour, for the run to fold into shard 0.
    await app.db.query(`INSERT INTO page_view_quarters (slot, shard, views) VALUES ($1, 5, 3)`, [`${day}T00:00:00Z`]);
    const response = await trafficRetention();
    expect(response.status).toBe(200);
    const result = (await response.json()) as { salts: number; views: number; folded: { quarters: number } };
    expect(result.salts).toBeGreaterThanOrEqual(1);
    // The same run folds the past hours' tally shards (traffic-reports.test.ts checks the figures).
    expect(result.folded.quarters).toBeGreaterThanOrEqual(1);
    const folded = await app.db.query<{ shard: number; views: number }>(
      'SELECT shard, views FROM page_view_quarters WHERE slot = $1',
      [`${day}T00:00:00Z`],
    );
    expect(folded).toEqual([{ shard: 0, views: 3 }]);
    await app.db.query('DELETE FROM page_view_quarters WHERE slot = $1', [`${day}T00:00:00Z`]);
    expect(result.views).toBeGreaterThanOrEqual(1);
    const salts = await app.db.query<{ day: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM traffic_salts WHERE day IN ($1, $1::date + 1) ORDER BY day`,
      [day],
    );
    expect(salts.map((s) => s.day)).toEqual(['1999-01-02']);
    expect(await stored(old.id)).toHaveLength(0);
    expect(await stored(recent.id)).toHaveLength(1);
    await app.db.query(`DELETE FROM traffic_salts WHERE day = '1999-01-02'`);
  });

  it('keeps raw views for the days the setting names', async () => {
    const kept = await view(app.client(), '/retention-kept');
    await app.db.query(`UPDATE page_views SET created_at = now() - interval '20 days' WHERE view_id = $1`, [kept.id]);
    await app.db.query('UPDATE settings SET traffic_retention_days = 30 WHERE id = 1');
    try {
      await trafficRetention();
      expect(await stored(kept.id)).toHaveLength(1);
      await app.db.query('UPDATE settings SET traffic_retention_days = 14 WHERE id = 1');
      await trafficRetention();
      expect(await stored(kept.id)).toHaveLength(0);
    } finally {
      await app.db.query('UPDATE settings SET traffic_retention_days = 90 WHERE id = 1');
    }
  });
});

describe('the retention setting', () => {
  it('is set by an admin in Settings, checked against its range, and kept when a save leaves it out', async () => {
    const admin = await app.adminClient();
    const before = await data<Settings>(await admin.get(api.adminSettings));
    expect(before.trafficRetentionDays).toBe(90);
    const base = {
      notifyEmails: before.notifyEmails,
      contactWebhookUrl: before.contactWebhookUrl,
      signupWebhookUrl: before.signupWebhookUrl,
      timeZone: before.timeZone,
    };
    try {
      const saved = await data<Settings>(await admin.put(api.adminSettings, { ...base, trafficRetentionDays: 30 }));
      expect(saved.trafficRetentionDays).toBe(30);
      const [row] = await app.db.query<{ days: number }>(
        'SELECT traffic_retention_days AS days FROM settings WHERE id = 1',
      );
      expect(row!.days).toBe(30);
      for (const days of [6, 731, 7.5, 'forever']) {
        await expectFieldError(
          await admin.put(api.adminSettings, { ...base, trafficRetentionDays: days }),
          'trafficRetentionDays',
          'Keep page views for 7 to 730 days',
        );
      }
      // A save from a client that does not know the field changes nothing of it.
      expect((await data<Settings>(await admin.put(api.adminSettings, base))).trafficRetentionDays).toBe(30);
    } finally {
      await admin.put(api.adminSettings, { ...base, trafficRetentionDays: 90 });
    }
  });
});

describe('GET /api/admin/traffic/:report', () => {
  const today = new Date().toISOString().slice(0, 10);
  const range = `from=${today}&to=${today}&tz=UTC`;

  it('answers 401 without a session, 403 to staff who are not admins, 404 for no such report', async () => {
    await expectError(
      await app.client().get(`${api.adminTraffic('summary')}?${range}`),
      401,
      'Authentication required',
    );
    await expectError(
      await app.client().get(`${api.adminTrafficCsv('pages')}?${range}`),
      401,
      'Authentication required',
    );
    const staff = await app.adminClient({ isAdmin: false });
    await expectError(await staff.get(`${api.adminTraffic('summary')}?${range}`), 403, 'Admin access required');
    const admin = await app.adminClient();
    await expectError(await admin.get(`${api.adminTraffic('nope')}?${range}`), 404, 'Report not found');
    await expectError(await admin.get(`${api.adminTraffic('pages')}?from=${today}`), 400, expect.any(String));
  });

  it('renders a bogus UTM value inertly: JSON as the text it was, CSV without a formula', async () => {
    const formula = '=HYPERLINK("https://evil.test","x")';
    const { id } = await view(app.client(), `/?utm_source=${encodeURIComponent(formula)}&utm_campaign=%2Bcmd`);
    expect((await storedOne(id)).source).toBe(formula);
    const admin = await app.adminClient();
    const sources = await data<{ rows: { source: string }[] }>(
      await admin.get(`${api.adminTraffic('sources')}?${range}`),
    );
    expect(sources.rows.map((r) => r.source)).toContain(formula);
    const file = await admin.get(`${api.adminTrafficCsv('campaigns')}?${range}`);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await file.text();
    expect(text).toContain(`'+cmd,"'=HYPERLINK(""https://evil.test"",""x"")",`);
    expect(text).not.toMatch(/(^|,)[=+]/m);
  });

  it('counts the last five minutes in realtime', async () => {
    const client = app.client();
    await view(client, '/');
    await view(client, '/docs');
    const admin = await app.adminClient();
    const answer = await data<{ rows: { visitors: number; views: number; since: string }[] }>(
      await admin.get(`${api.adminTraffic('realtime')}?${range}`),
    );
    const [now] = answer.rows;
    expect(now!.views).toBeGreaterThanOrEqual(2);
    expect(now!.visitors).toBeGreaterThanOrEqual(1);
    expect(Date.now() - Date.parse(now!.since)).toBeGreaterThanOrEqual(5 * 60_000 - 5_000);
    expect(Date.now() - Date.parse(now!.since)).toBeLessThan(5 * 60_000 + 60_000);
  });
});
