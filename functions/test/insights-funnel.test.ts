// The Insights signup funnel: visits (from the page-view tally, as Traffic counts them), signups,
// confirmations, invitations and acceptances, each counted in the bucket it happened in, in the
// viewer's days. The series lives in June 2015, where no other test writes, so the counts hold on
// the PostgreSQL run too, whose database the test files share.
import { api } from '@nodal/shared';
import { createSignup } from '@nodal/db/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { data } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';

const app = useTestApp();
let admin: TestClient;

const at = (iso: string) => new Date(iso);
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

// Berlin is UTC+2 all of June 2015: its Monday Jun 8 starts at 2015-06-07T22:00Z. The two weeks
// asked for are those of Mon Jun 1 and Mon Jun 8.
const TWO_WEEKS = { from: '2015-06-01', to: '2015-06-14', bucket: 'week' };

// The entry view of each visit; the first visit goes on to a second view, which is no new visit.
const VISITS = [
  '2015-05-31T21:45:00Z', // May 31 in Berlin: outside the range
  '2015-06-01T08:00:00Z',
  '2015-06-03T12:00:00Z',
  '2015-06-07T21:00:00Z', // Jun 7, 23:00 in Berlin
  '2015-06-07T22:30:00Z', // Jun 8, 00:30 in Berlin; Jun 7 in UTC
  '2015-06-10T09:00:00Z',
  '2015-06-10T09:20:00Z',
  '2015-06-14T21:50:00Z', // Jun 14, 23:50 in Berlin
  '2015-06-14T22:15:00Z', // Jun 15 in Berlin: outside the range; Jun 14 in UTC
];

interface Steps {
  created: string;
  confirmed?: string;
  invited?: string;
  accepted?: string;
  status?: 'unconfirmed' | 'confirmed' | 'unsubscribed';
}

const SIGNUPS: Steps[] = [
  // Signed up on Jun 1 in Berlin (May 31 in UTC), accepted in the second week.
  {
    created: '2015-05-31T22:30:00Z',
    confirmed: '2015-06-01T09:00:00Z',
    invited: '2015-06-05T10:00:00Z',
    accepted: '2015-06-08T10:00:00Z',
  },
  // Invited on Jun 8 in Berlin, Jun 7 in UTC.
  {
    created: '2015-06-02T10:00:00Z',
    confirmed: '2015-06-02T10:30:00Z',
    invited: '2015-06-07T22:30:00Z',
    accepted: '2015-06-09T08:00:00Z',
  },
  // Confirmed a week after signing up; invited, not accepted yet.
  { created: '2015-06-04T10:00:00Z', confirmed: '2015-06-09T10:00:00Z', invited: '2015-06-12T10:00:00Z' },
  // The last instant of Jun 7 in Berlin; never confirmed.
  { created: '2015-06-07T21:59:59.999Z', status: 'unconfirmed' },
  // Confirmed, then unsubscribed: the confirmation still happened.
  { created: '2015-06-10T10:00:00Z', confirmed: '2015-06-10T11:00:00Z', status: 'unsubscribed' },
  // Signed up and confirmed in May; invited and accepted (Jun 14, 23:30 in Berlin) in the range.
  {
    created: '2015-05-20T10:00:00Z',
    confirmed: '2015-05-20T11:00:00Z',
    invited: '2015-06-03T10:00:00Z',
    accepted: '2015-06-14T21:30:00Z',
  },
  // Jun 15 in Berlin: outside the range; Jun 14 in UTC.
  { created: '2015-06-14T22:00:00Z', status: 'unconfirmed' },
];

/** Stores a visit's entry view (and, with `secondAt`, its second view) as the beacon's insert would. */
async function visit(when: string, secondAt?: string): Promise<void> {
  const key = `funnel-${when}`;
  const [entry] = await app.db.query<{ id: string }>(
    `WITH v AS (SELECT nextval(pg_get_serial_sequence('page_views', 'id')) AS id)
     INSERT INTO page_views (id, created_at, visitor_key, visit_id, seq, new_visitor, new_on_path, view_id, path)
     SELECT v.id, $1, decode(md5($2), 'hex'), v.id, 1, true, true, $2 || '-1', '/' FROM v
     RETURNING id::text`,
    [at(when), key],
  );
  if (secondAt)
    await app.db.query(
      `INSERT INTO page_views (created_at, visitor_key, visit_id, seq, new_visitor, new_on_path, view_id, path)
       VALUES ($1, decode(md5($2), 'hex'), $3::bigint, 2, false, true, $2 || '-2', '/updates')`,
      [at(secondAt), key, entry!.id],
    );
}

beforeAll(async () => {
  admin = await app.adminClient();
  for (const when of VISITS) await visit(when, when === '2015-06-01T08:00:00Z' ? '2015-06-01T08:05:00Z' : undefined);
  for (const s of SIGNUPS) {
    const { email } = await createSignup(app.db, { createdAt: at(s.created) });
    await app.db.query(
      `UPDATE signups SET status = $2, confirmed_at = $3, invited_at = $4, accepted_at = $5 WHERE email = $1`,
      [
        email,
        s.status ?? 'confirmed',
        s.confirmed ? at(s.confirmed) : null,
        s.invited ? at(s.invited) : null,
        s.accepted ? at(s.accepted) : null,
      ],
    );
  }
});

async function funnel(params: Record<string, string>) {
  const response = await admin.get(`${api.adminInsights('funnel')}?${query(params)}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return data<{ range: Record<string, string>; rows: Array<Record<string, unknown>>; total: null; other: null }>(
    response,
  );
}

describe('GET /api/admin/insights/funnel', () => {
  it('counts each step in the week it happened, in the viewer’s days', async () => {
    const answer = await funnel({ ...TWO_WEEKS, tz: 'Europe/Berlin' });
    expect(answer.range).toEqual({ ...TWO_WEEKS, tz: 'Europe/Berlin' });
    expect({ total: answer.total, other: answer.other }).toEqual({ total: null, other: null });
    expect(answer.rows).toEqual([
      { bucket: '2015-06-01', visits: 3, signups: 4, confirmed: 2, invited: 2, accepted: 0 },
      { bucket: '2015-06-08', visits: 4, signups: 1, confirmed: 2, invited: 2, accepted: 3 },
    ]);
  });

  it('moves the steps near midnight to their UTC weeks when asked in UTC', async () => {
    const answer = await funnel({ ...TWO_WEEKS, tz: 'UTC' });
    expect(answer.rows).toEqual([
      { bucket: '2015-06-01', visits: 4, signups: 3, confirmed: 2, invited: 3, accepted: 0 },
      { bucket: '2015-06-08', visits: 4, signups: 2, confirmed: 2, invited: 1, accepted: 3 },
    ]);
  });

  it('answers every day, empty days as zero', async () => {
    const answer = await funnel({ from: '2015-06-07', to: '2015-06-10', tz: 'Europe/Berlin' });
    expect(answer.rows.map((r) => [r.bucket, r.visits, r.signups, r.confirmed, r.invited, r.accepted])).toEqual([
      ['2015-06-07', 1, 1, 0, 0, 0],
      ['2015-06-08', 1, 0, 0, 1, 1],
      ['2015-06-09', 0, 0, 1, 0, 1],
      ['2015-06-10', 2, 1, 1, 0, 0],
    ]);
  });

  it('exports the weeks as CSV with the same numbers', async () => {
    const response = await admin.get(
      `${api.adminInsightsCsv('funnel')}?${query({ ...TWO_WEEKS, tz: 'Europe/Berlin' })}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="insights-funnel-2015-06-01-to-2015-06-14.csv"',
    );
    expect(await response.text()).toBe(
      'Bucket start,Visits,Signups,Confirmed,Invited,Accepted\r\n2015-06-01,3,4,2,2,0\r\n2015-06-08,4,1,2,2,3\r\n',
    );
  });

  it('is for admins only', async () => {
    const staff = await app.adminClient({ isAdmin: false });
    expect((await staff.get(`${api.adminInsights('funnel')}?${query(TWO_WEEKS)}`)).status).toBe(403);
    expect((await app.client().get(`${api.adminInsightsCsv('funnel')}?${query(TWO_WEEKS)}`)).status).toBe(401);
  });
});
