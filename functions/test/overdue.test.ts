// Contact status history and the "overdue contacts over time" chart: a history row for every change
// of status and none otherwise, the chart's buckets for a seeded series with late, timely, reopened
// and never-answered contacts, its CSV, and the buckets not begun yet.
//
// The series lives in January 2017, before any other test's contact, because every contact left
// open stays overdue for ever after: on the PostgreSQL run the test files share one database.
// It is read in Pacific/Honolulu (UTC-10), whose midnights (10:00 UTC) fall outside the hours in
// which a reply day can end in any business time zone the other files set for a moment (London,
// Los Angeles, Tokyo, UTC: from 15:00 UTC to 08:00 UTC the next day), so the counts hold whichever
// of them is set when this file runs. Arrivals at 12:00 UTC are the same calendar day in all four.
import { api, type Contact, type StaffMember } from '@nodal/shared';
import { updateContact } from '@nodal/db';
import { createContact } from '@nodal/db/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { body, data } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';

const app = useTestApp();
let admin: TestClient;

const HONOLULU = 'Pacific/Honolulu';
const at = (iso: string) => new Date(iso);

interface History {
  from: string;
  to: string;
  by: string | null;
}

const historyOf = (id: number) =>
  app.db.query<History>(
    `SELECT from_status AS "from", to_status AS "to", changed_by_email AS "by"
     FROM contact_status_changes WHERE contact_id = $1 ORDER BY changed_at, id`,
    [id],
  );

beforeAll(async () => {
  admin = await app.adminClient();
  // [arrived, then [status, when]...]. 2017-01-02 is a Monday; a reply is due two business days on.
  const series: Array<[string, Array<[Contact['status'], string]>]> = [
    // A: due Wed 4 Jan, never answered.
    ['2017-01-02T12:00:00Z', []],
    // B: due Wed 4 Jan, replied late on Fri 6 Jan 05:00 UTC, which is still Thu 5 Jan in Honolulu.
    [
      '2017-01-02T12:00:00Z',
      [
        ['in_progress', '2017-01-03T12:00:00Z'],
        ['replied', '2017-01-06T05:00:00Z'],
      ],
    ],
    // C: due Thu 5 Jan, replied in time on the 4th, reopened on the 9th (late by then), closed on the 11th.
    [
      '2017-01-03T12:00:00Z',
      [
        ['replied', '2017-01-04T12:00:00Z'],
        ['in_progress', '2017-01-09T12:00:00Z'],
        ['closed', '2017-01-11T12:00:00Z'],
      ],
    ],
    // D: arrived Thursday, due Mon 9 Jan, closed a day late.
    ['2017-01-05T12:00:00Z', [['closed', '2017-01-10T12:00:00Z']]],
    // E: arrived on a Saturday, due Tue 10 Jan, never answered.
    ['2017-01-07T12:00:00Z', []],
  ];
  for (const [arrived, changes] of series) {
    const contact = await createContact(app.db, { createdAt: at(arrived) });
    for (const [status, when] of changes)
      await updateContact(app.db, contact.id, { status }, { by: null, at: at(when) });
  }
});

async function overdue(params: Record<string, string>) {
  const response = await admin.get(`${api.adminInsights('overdue')}?${new URLSearchParams(params).toString()}`);
  expect(response.status, await response.clone().text()).toBe(200);
  const answer = await data<{ rows: Array<{ bucket: string; overdue: number | null }>; total: null; other: null }>(
    response,
  );
  expect({ total: answer.total, other: answer.other }).toEqual({ total: null, other: null });
  return answer.rows.map((r) => [r.bucket, r.overdue] as const);
}

describe('GET /api/admin/insights/overdue', () => {
  it('counts the contacts overdue at the end of each day, in the viewer’s days', async () => {
    expect(await overdue({ from: '2017-01-01', to: '2017-01-12', tz: HONOLULU })).toEqual([
      ['2017-01-01', 0],
      ['2017-01-02', 0],
      ['2017-01-03', 0],
      ['2017-01-04', 2], // A and B: their day has ended
      ['2017-01-05', 1], // B replied before this Honolulu day ended; C had replied in time
      ['2017-01-06', 1],
      ['2017-01-07', 1],
      ['2017-01-08', 1],
      ['2017-01-09', 3], // C reopened after its day; D's day ended
      ['2017-01-10', 3], // D closed; E's day ended
      ['2017-01-11', 2], // C closed
      ['2017-01-12', 2],
    ]);
  });

  it('carries in what was overdue before the range begins', async () => {
    expect(await overdue({ from: '2017-01-08', to: '2017-01-09', tz: HONOLULU })).toEqual([
      ['2017-01-08', 1],
      ['2017-01-09', 3],
    ]);
  });

  it('by week counts at the end of each week, or of the range where it cuts the week', async () => {
    expect(await overdue({ from: '2017-01-02', to: '2017-01-15', bucket: 'week', tz: HONOLULU })).toEqual([
      ['2017-01-02', 1],
      ['2017-01-09', 2],
    ]);
    // Wed 4 Jan to Tue 10 Jan: the first week is counted at the end of Sunday, the second at the end of the 10th.
    expect(await overdue({ from: '2017-01-04', to: '2017-01-10', bucket: 'week', tz: HONOLULU })).toEqual([
      ['2017-01-02', 1],
      ['2017-01-09', 3],
    ]);
  });

  it('exports the same numbers as CSV', async () => {
    const response = await admin.get(
      `${api.adminInsightsCsv('overdue')}?${new URLSearchParams({ from: '2017-01-03', to: '2017-01-05', tz: HONOLULU }).toString()}`,
    );
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="insights-overdue-2017-01-03-to-2017-01-05.csv"',
    );
    expect(await response.text()).toBe(
      'Bucket start,Overdue contacts at bucket end\r\n2017-01-03,0\r\n2017-01-04,2\r\n2017-01-05,1\r\n',
    );
  });

  it('counts today at this moment, as the inbox does, and leaves the days not begun empty', async () => {
    const overdueNow = async () =>
      (await body<{ total: number }>(await admin.get(`${api.adminContacts}?due=overdue&pageSize=1`))).total;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const before = await overdueNow();
    const rows = await overdue({ from: yesterday, to: tomorrow, tz: 'UTC' });
    const after = await overdueNow();
    expect(rows.map(([bucket]) => bucket)).toEqual([yesterday, today, tomorrow]);
    // Other files add contacts meanwhile on the shared PostgreSQL database: between the two readings.
    expect(rows[1]![1]).toBeGreaterThanOrEqual(Math.min(before, after));
    expect(rows[1]![1]).toBeLessThanOrEqual(Math.max(before, after));
    expect(rows[2]![1]).toBeNull();
  });
});

describe('status history', () => {
  it('writes one row per change of status, with who made it, and none for the rest', async () => {
    const me = (await body<{ user: StaffMember }>(await admin.get(api.authUser))).user;
    const contact = await createContact(app.db);
    const patch = async (json: unknown) =>
      expect((await admin.patch(api.adminContact(contact.id), json)).status).toBe(200);
    await patch({ status: 'in_progress' });
    await patch({ status: 'in_progress' }); // the same status again
    await patch({ assigneeId: me.id }); // an assignment alone
    await patch({ status: 'replied', assigneeId: null });
    await patch({ status: 'new' });
    expect(await historyOf(contact.id)).toEqual([
      { from: 'new', to: 'in_progress', by: me.email },
      { from: 'in_progress', to: 'replied', by: me.email },
      { from: 'replied', to: 'new', by: me.email },
    ]);
  });

  it('logs changes made at once one after the other, each from the status the other left', async () => {
    const contact = await createContact(app.db);
    const statuses = ['in_progress', 'replied', 'closed', 'in_progress', 'replied'] as const;
    const answers = await Promise.all(statuses.map((status) => admin.patch(api.adminContact(contact.id), { status })));
    expect(answers.map((r) => r.status)).toEqual(statuses.map(() => 200));
    const history = await historyOf(contact.id);
    // Each row starts where the one before it ended, and the last ends at the contact's status.
    expect(history[0]!.from).toBe('new');
    for (let i = 1; i < history.length; i++) expect(history[i]!.from).toBe(history[i - 1]!.to);
    const final = (await body<{ data: Contact }>(await admin.get(api.adminContact(contact.id)))).data.status;
    expect(history.at(-1)!.to).toBe(final);
  });

  it('goes with its contact', async () => {
    const contact = await createContact(app.db);
    await admin.patch(api.adminContact(contact.id), { status: 'closed' });
    expect(await historyOf(contact.id)).toHaveLength(1);
    expect((await admin.delete(api.adminContact(contact.id))).status).toBe(200);
    expect(await historyOf(contact.id)).toEqual([]);
  });
});
