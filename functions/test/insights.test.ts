// The Insights charts: buckets of a seeded series, empty days as zero, weeks, time zones, the range's
// edges, CSV, bad parameters and access. The series lives in 2019, where no other test writes, so the
// counts hold on the PostgreSQL run too, whose database the test files share.
import { api, INSIGHTS_MAX_DAYS, INSIGHTS_TOP_GROUPS } from '@nodal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createContact, createCtaEvent, createSignup } from '@nodal/db/factories';
import { data, expectError, expectFieldError } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';

const app = useTestApp();
let admin: TestClient;

const at = (iso: string) => new Date(iso);
const url = (chart: string, params: Record<string, string>) =>
  `${api.adminInsights(chart)}?${new URLSearchParams(params).toString()}`;

// March 2019. Europe/Berlin is UTC+1 all month, Asia/Kolkata UTC+5:30; Europe/London moves to
// UTC+1 on the 31st.
const SIGNUPS = [
  '2019-03-01T00:00:00Z', // first instant of Mar 1 in UTC
  '2019-03-01T12:00:00Z',
  '2019-03-03T23:30:00Z', // Mar 3 in UTC, Mar 4 in Berlin and Kolkata
  '2019-03-05T10:00:00Z',
  '2019-03-05T11:00:00Z',
  '2019-03-05T12:00:00Z',
  '2019-03-07T23:59:59.999Z', // last instant of Mar 7 in UTC
  '2019-03-12T09:00:00Z',
  '2019-03-19T09:00:00Z',
  '2019-03-30T23:30:00Z', // Mar 30 in London (GMT)
  '2019-03-31T23:30:00Z', // Apr 1 in London (BST)
];
const CONTACTS: Array<[string, string]> = [
  ['2019-03-02T09:00:00Z', 'research_partner'],
  ['2019-03-02T10:00:00Z', 'research_partner'],
  ['2019-03-05T09:00:00Z', 'investor'],
  ['2019-03-06T18:45:00Z', 'website_contact'], // Mar 7 00:15 in Kolkata
];
// [when, section, element]
const EVENTS: Array<[string, string, string]> = [
  ['2019-03-01T08:00:00Z', 'signup_section', 'signup_form'],
  ['2019-03-01T09:00:00Z', 'signup_section', 'signup_form'],
  ['2019-03-01T10:00:00Z', 'hero', 'hero_primary_button'],
  ['2019-03-01T11:00:00Z', 'signup_section', 'signup_form'],
  ['2019-03-05T08:00:00Z', 'signup_section', 'signup_form'],
  ['2019-03-05T09:00:00Z', 'hero', 'hero_primary_button'],
  ['2019-03-06T09:00:00Z', 'contact_section', 'partnership_form'],
];

beforeAll(async () => {
  admin = await app.adminClient();
  for (const when of SIGNUPS) await createSignup(app.db, { createdAt: at(when) });
  for (const [when, subject] of CONTACTS) await createContact(app.db, { createdAt: at(when), subject });
  for (const [when, sourceSection, sourceElement] of EVENTS)
    await createCtaEvent(app.db, { createdAt: at(when), sourceSection, sourceElement });
});

async function chart<T = Record<string, unknown>>(name: string, params: Record<string, string>) {
  const response = await admin.get(url(name, params));
  expect(response.status, await response.clone().text()).toBe(200);
  return data<{ range: Record<string, string>; rows: T[]; total: number | null; other: number | null }>(response);
}

const activity = async (params: Record<string, string>) =>
  (await chart<{ bucket: string; signups: number; contacts: number }>('activity', params)).rows.map(
    (r) => [r.bucket, r.signups, r.contacts] as const,
  );

describe('GET /api/admin/insights/activity', () => {
  it('answers one bucket per day, empty days as zero, and echoes the range it used', async () => {
    const answer = await chart('activity', { from: '2019-03-01', to: '2019-03-08', tz: 'UTC' });
    expect(answer.range).toEqual({ from: '2019-03-01', to: '2019-03-08', bucket: 'day', tz: 'UTC' });
    expect(answer.total).toBeNull();
    expect(
      answer.rows.map((r) => [r.bucket, r.signups, r.contacts]),
      'day, signups, contacts',
    ).toEqual([
      ['2019-03-01', 2, 0],
      ['2019-03-02', 0, 2],
      ['2019-03-03', 1, 0],
      ['2019-03-04', 0, 0],
      ['2019-03-05', 3, 1],
      ['2019-03-06', 0, 1],
      ['2019-03-07', 1, 0],
      ['2019-03-08', 0, 0],
    ]);
  });

  it.each([
    // [time zone, days from Mar 3 to Mar 7 as day, signups, contacts]
    [
      'Europe/Berlin',
      [
        ['2019-03-03', 0, 0],
        ['2019-03-04', 1, 0],
        ['2019-03-05', 3, 1],
        ['2019-03-06', 0, 1],
        ['2019-03-07', 0, 0], // its 23:59:59.999Z signup is Mar 8 in Berlin
      ],
    ],
    [
      'Asia/Kolkata',
      [
        ['2019-03-03', 0, 0],
        ['2019-03-04', 1, 0],
        ['2019-03-05', 3, 1],
        ['2019-03-06', 0, 0],
        ['2019-03-07', 0, 1], // 18:45Z on Mar 6 is 00:15 on Mar 7
      ],
    ],
    [
      'America/New_York',
      [
        ['2019-03-03', 1, 0],
        ['2019-03-04', 0, 0],
        ['2019-03-05', 3, 1],
        ['2019-03-06', 0, 1],
        ['2019-03-07', 1, 0],
      ],
    ],
  ])('puts each row on its local day in %s', async (tz, expected) => {
    expect(await activity({ from: '2019-03-03', to: '2019-03-07', tz })).toEqual(expected);
  });

  it('keeps the range edges: the first and last instants are in, one moment outside is out', async () => {
    expect(await activity({ from: '2019-03-01', to: '2019-03-01', tz: 'UTC' })).toEqual([['2019-03-01', 2, 0]]);
    expect(await activity({ from: '2019-03-07', to: '2019-03-07', tz: 'UTC' })).toEqual([['2019-03-07', 1, 0]]);
    // In New York, Mar 1 starts at 05:00Z: the midnight signup belongs to Feb 28 there.
    expect(await activity({ from: '2019-03-01', to: '2019-03-01', tz: 'America/New_York' })).toEqual([
      ['2019-03-01', 1, 0],
    ]);
  });

  it('follows daylight saving time: London days before and after the switch to BST', async () => {
    expect(await activity({ from: '2019-03-30', to: '2019-04-01', tz: 'Europe/London' })).toEqual([
      ['2019-03-30', 1, 0],
      ['2019-03-31', 0, 0],
      ['2019-04-01', 1, 0],
    ]);
  });

  it('buckets by ISO week (Monday first); the partial weeks at the ends count only days in range', async () => {
    // Fri Mar 1 to Wed Mar 20: weeks of Feb 25 (Mar 1-3 only), Mar 4, Mar 11 and Mar 18 (to the 20th).
    expect(await activity({ from: '2019-03-01', to: '2019-03-20', bucket: 'week', tz: 'UTC' })).toEqual([
      ['2019-02-25', 3, 2],
      ['2019-03-04', 4, 2],
      ['2019-03-11', 1, 0],
      ['2019-03-18', 1, 0],
    ]);
    // Starting on Sunday Mar 3 leaves the first week's Mar 1 signups out.
    expect(await activity({ from: '2019-03-03', to: '2019-03-10', bucket: 'week', tz: 'UTC' })).toEqual([
      ['2019-02-25', 1, 0],
      ['2019-03-04', 4, 2],
    ]);
  });

  it('answers every day of the longest range allowed, all zero far from the data', async () => {
    const rows = await activity({ from: '2001-01-01', to: '2002-12-31', tz: 'UTC' });
    expect(rows).toHaveLength(730);
    expect(rows.every(([, s, c]) => s === 0 && c === 0)).toBe(true);
    expect(rows.at(-1)![0]).toBe('2002-12-31');
  });
});

describe('GET /api/admin/insights/cta and /subjects', () => {
  it('counts call-to-action events by section and element, largest first', async () => {
    const answer = await chart('cta', { from: '2019-03-01', to: '2019-03-31', tz: 'UTC' });
    expect(answer.rows).toEqual([
      { section: 'signup_section', element: 'signup_form', events: 4 },
      { section: 'hero', element: 'hero_primary_button', events: 2 },
      { section: 'contact_section', element: 'partnership_form', events: 1 },
    ]);
    expect({ total: answer.total, other: answer.other }).toEqual({ total: 7, other: 0 });
  });

  it(`keeps the top ${INSIGHTS_TOP_GROUPS} groups and sums the rest as other; the CSV has every group`, async () => {
    // Feb 2019: 30 elements, element k clicked k times, so the 5 smallest (1..5 = 15 events) are "other".
    for (let k = 1; k <= 30; k++)
      for (let n = 0; n < k; n++)
        await createCtaEvent(app.db, {
          createdAt: at(`2019-02-10T${String(n % 24).padStart(2, '0')}:00:00Z`),
          sourceSection: 'pricing',
          sourceElement: `plan_${String(k).padStart(2, '0')}`,
        });
    const answer = await chart<{ element: string; events: number }>('cta', {
      from: '2019-02-01',
      to: '2019-02-28',
      tz: 'UTC',
    });
    expect(answer.rows).toHaveLength(INSIGHTS_TOP_GROUPS);
    expect(answer.rows[0]).toMatchObject({ element: 'plan_30', events: 30 });
    expect(answer.rows.at(-1)).toMatchObject({ element: 'plan_06', events: 6 });
    expect({ total: answer.total, other: answer.other }).toEqual({ total: 465, other: 15 });

    const response = await admin.get(url('cta.csv', { from: '2019-02-01', to: '2019-02-28', tz: 'UTC' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="insights-cta-2019-02-01-to-2019-02-28.csv"',
    );
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Section,Element,Events');
    expect(lines).toHaveLength(31);
    expect(lines.at(-1)).toBe('pricing,plan_01,1');
  });

  it.each([
    // [zone, from, to, groups]: ranges whose ends fall inside UTC days, with and without whole UTC days between
    [
      'America/New_York',
      '2019-03-01',
      '2019-03-05',
      [
        ['signup_section', 'signup_form', 4],
        ['hero', 'hero_primary_button', 2],
      ],
    ],
    [
      'Asia/Kolkata',
      '2019-03-05',
      '2019-03-05',
      [
        ['hero', 'hero_primary_button', 1],
        ['signup_section', 'signup_form', 1],
      ],
    ],
    ['Asia/Kolkata', '2019-03-06', '2019-03-06', [['contact_section', 'partnership_form', 1]]],
    // Mar 1 08:00-11:00Z is Mar 1 evening in Auckland (UTC+13): the whole UTC day sits inside Mar 1-2 there.
    [
      'Pacific/Auckland',
      '2019-03-01',
      '2019-03-02',
      [
        ['signup_section', 'signup_form', 3],
        ['hero', 'hero_primary_button', 1],
      ],
    ],
  ])('counts events by section and element on %s days (%s to %s)', async (tz, from, to, groups) => {
    const answer = await chart<{ section: string; element: string; events: number }>('cta', { from, to, tz });
    expect(answer.rows.map((r) => [r.section, r.element, r.events])).toEqual(groups);
  });

  it('counts an event posted to /api/track/cta the moment it is stored', async () => {
    const element = `insights_live_${Date.now().toString(36)}`;
    const visitor = app.client();
    const post = () =>
      visitor.post(api.trackCta, { actionType: 'click', sourceSection: 'hero', sourceElement: element });
    expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const answer = await chart<{ element: string; events: number }>('cta', { from: today, to: today, tz: 'UTC' });
    expect(answer.rows.find((r) => r.element === element)?.events).toBe(2);
    const conversion = await chart<{ ctaEvents: number }>('conversion', { from: today, to: today, tz: 'UTC' });
    expect(conversion.rows[0]!.ctaEvents).toBeGreaterThanOrEqual(2);
  });

  it('counts contact subjects in the range, in the viewer’s days', async () => {
    const utc = await chart('subjects', { from: '2019-03-01', to: '2019-03-06', tz: 'UTC' });
    expect(utc.rows).toEqual([
      { subject: 'research_partner', contacts: 2 },
      { subject: 'investor', contacts: 1 },
      { subject: 'website_contact', contacts: 1 },
    ]);
    const kolkata = await chart('subjects', { from: '2019-03-01', to: '2019-03-06', tz: 'Asia/Kolkata' });
    expect(kolkata.rows.map((r) => r.subject)).toEqual(['research_partner', 'investor']);
    expect(kolkata.total).toBe(3);
  });

  it('answers no rows and zero totals for a range without data', async () => {
    const answer = await chart('cta', { from: '2003-01-01', to: '2003-01-31' });
    expect(answer).toMatchObject({ rows: [], total: 0, other: 0 });
  });
});

describe('GET /api/admin/insights/conversion', () => {
  it('divides signups by call-to-action events per bucket, null where there was no event', async () => {
    const answer = await chart('conversion', { from: '2019-03-01', to: '2019-03-07', tz: 'UTC' });
    expect(answer.rows.slice(0, 6)).toEqual([
      { bucket: '2019-03-01', ctaEvents: 4, signups: 2, signupsPerEvent: 0.5 },
      { bucket: '2019-03-02', ctaEvents: 0, signups: 0, signupsPerEvent: null },
      { bucket: '2019-03-03', ctaEvents: 0, signups: 1, signupsPerEvent: null },
      { bucket: '2019-03-04', ctaEvents: 0, signups: 0, signupsPerEvent: null },
      { bucket: '2019-03-05', ctaEvents: 2, signups: 3, signupsPerEvent: 1.5 },
      { bucket: '2019-03-06', ctaEvents: 1, signups: 0, signupsPerEvent: 0 },
    ]);
    const weeks = await chart('conversion', { from: '2019-03-04', to: '2019-03-10', bucket: 'week', tz: 'UTC' });
    expect(weeks.rows).toEqual([{ bucket: '2019-03-04', ctaEvents: 3, signups: 4, signupsPerEvent: 1.3333 }]);
  });

  it('exports the series as CSV with the same numbers', async () => {
    const response = await admin.get(url('conversion.csv', { from: '2019-03-01', to: '2019-03-02', tz: 'UTC' }));
    expect(await response.text()).toBe(
      'Bucket start,CTA events,Signups,Signups per CTA event\r\n2019-03-01,4,2,0.5\r\n2019-03-02,0,0,\r\n',
    );
  });
});

describe('bad parameters and access', () => {
  const ok = { from: '2019-03-01', to: '2019-03-07' };

  it.each([
    [{ to: '2019-03-07' }, 'from', 'From is required'],
    [{ ...ok, from: '2019-02-30' }, 'from', 'From must be a date like 2026-01-31'],
    [{ ...ok, from: '03/01/2019' }, 'from', 'From must be a date like 2026-01-31'],
    [{ ...ok, to: '1999-12-31' }, 'to', 'To must be between 2000-01-01 and 2099-12-31'],
    [{ from: '2019-03-07', to: '2019-03-01' }, 'to', 'To must be on or after From'],
    [{ from: '2019-01-01', to: '2021-01-01' }, 'to', `The range can span at most ${INSIGHTS_MAX_DAYS} days`],
    [{ ...ok, bucket: 'month' }, 'bucket', 'Bucket must be day or week'],
    [{ ...ok, tz: 'Mars/Olympus_Mons' }, 'tz', 'Time zone must be an IANA name such as Europe/London'],
    [{ ...ok, tz: '+01:00' }, 'tz', 'Time zone must be an IANA name such as Europe/London'],
    [{ ...ok, tz: "UTC'; DROP TABLE signups; --" }, 'tz', 'Time zone must be an IANA name such as Europe/London'],
  ])('%j is a 400 naming %s', async (params, field, message) => {
    await expectFieldError(await admin.get(url('activity', params as Record<string, string>)), field, message);
  });

  it('accepts the longest range, and a time zone in any case', async () => {
    const answer = await chart('subjects', { from: '2019-01-01', to: '2020-12-31', tz: 'europe/london' });
    expect(answer.range.tz).toBe('Europe/London');
  });

  it('answers 404 for a chart that does not exist', async () => {
    await expectError(await admin.get(url('retention', ok)), 404, 'Chart not found');
    await expectError(await admin.get(url('activity.json', ok)), 404, 'Chart not found');
  });

  it('answers 401 without a session and 403 to an account that is not an admin', async () => {
    await expectError(await app.client().get(url('activity', ok)), 401, 'Authentication required');
    await expectError(await app.client().get(url('cta.csv', ok)), 401, 'Authentication required');
    const staff = await app.adminClient({ isAdmin: false });
    await expectError(await staff.get(url('activity', ok)), 403, 'Admin access required');
  });
});
