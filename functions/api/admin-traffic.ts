import {
  INSIGHTS_TOP_GROUPS,
  TRAFFIC_DEVICE_LABELS,
  trafficQuerySchema,
  trafficReportSchema,
  type TrafficQuery,
  type TrafficReport,
  type TrafficRows,
  type TrafficTotals,
} from '@nodal/shared';
import {
  getDb,
  trafficCampaigns,
  trafficCountries,
  trafficDevices,
  trafficEntries,
  trafficEntryConversions,
  trafficPages,
  trafficRealtime,
  trafficSeries,
  trafficSourceConversions,
  trafficSources,
  trafficTotals,
  type Queryable,
} from '@nodal/db';
import { requireAdmin } from '../src/auth/guards.ts';
import { notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseQuery } from '../src/http/parse.ts';
import { csv, json } from '../src/http/respond.ts';

// A CSV holds every group, up to this many: past it, the groups are noise typed into the beacon.
const CSV_GROUP_LIMIT = 10_000;

interface ReportSource<R extends TrafficReport> {
  /** Rows, and for the grouped reports their total and the rest beyond `limit` (null otherwise). */
  load: (
    db: Queryable,
    q: TrafficQuery,
    limit: number,
  ) => Promise<{ rows: TrafficRows[R][]; total: number | null; other: number | null }>;
  header: string[];
  /** A report row's CSV lines (the summary's one row is a line per measure). */
  lines: (record: TrafficRows[R]) => unknown[][];
}

const single =
  <T>(load: (db: Queryable, q: TrafficQuery) => Promise<T>) =>
  async (db: Queryable, q: TrafficQuery) => ({ rows: [await load(db, q)], total: null, other: null });

const one =
  <T>(row: (record: T) => unknown[]) =>
  (record: T) => [row(record)];

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The range of the same length that ends the day before `q` begins. */
function previousRange(q: TrafficQuery): { from: string; to: string } {
  const length = (dayOf(q.to) - dayOf(q.from)) / DAY_MS + 1;
  return { from: dateOf(dayOf(q.from) - length * DAY_MS), to: dateOf(dayOf(q.from) - DAY_MS) };
}

async function summary(db: Queryable, q: TrafficQuery): Promise<TrafficRows['summary']> {
  const previous = previousRange(q);
  return {
    current: await trafficTotals(db, q),
    previousRange: previous,
    previous: await trafficTotals(db, { ...previous, tz: q.tz }),
  };
}

// Empty where a rate or a mean has nothing to divide by, as in the Insights CSVs.
const cell = (value: number | null) => value ?? '';

const MEASURES: Array<[string, (t: TrafficTotals) => number | null]> = [
  ['Unique visitors', (t) => t.visitors],
  ['Visits', (t) => t.visits],
  ['Page views', (t) => t.views],
  ['Views per visit', (t) => t.viewsPerVisit],
  ['Bounce rate', (t) => t.bounceRate],
  ['Time on page (ms)', (t) => t.timeOnPageMs],
  ['Signups', (t) => t.signups],
  ['Contacts', (t) => t.contacts],
  ['Signups per visit', (t) => t.conversionRate],
];

const conversionHeader = (key: string) => [key, 'Visits', 'Signups', 'Contacts', 'Signups per visit'];
const conversionRow = (r: TrafficRows['source-conversions']) => [r.key, r.visits, r.signups, r.contacts, cell(r.rate)];

const REPORTS: { [R in TrafficReport]: ReportSource<R> } = {
  summary: {
    load: single(summary),
    header: ['Measure', 'Current', 'Previous'],
    lines: (s) => MEASURES.map(([label, of]) => [label, cell(of(s.current)), cell(of(s.previous))]),
  },
  series: {
    load: async (db, q) => ({ rows: await trafficSeries(db, q), total: null, other: null }),
    header: ['Bucket start', 'Unique visitors', 'Visits', 'Page views'],
    lines: one((p) => [p.bucket, p.visitors, p.visits, p.views]),
  },
  pages: {
    load: trafficPages,
    header: ['Page', 'Page views', 'Unique visitors', 'Time on page (ms)'],
    lines: one((r) => [r.path, r.views, r.visitors, cell(r.timeOnPageMs)]),
  },
  entries: {
    load: trafficEntries,
    header: ['Entry page', 'Visits', 'Bounce rate'],
    lines: one((r) => [r.path, r.visits, cell(r.bounceRate)]),
  },
  sources: {
    load: trafficSources,
    header: ['Source', 'Visits', 'Unique visitors'],
    lines: one((r) => [r.source, r.visits, r.visitors]),
  },
  campaigns: {
    load: trafficCampaigns,
    header: ['Campaign', 'Source', 'Medium', 'Visits'],
    lines: one((r) => [r.campaign, r.source, r.medium, r.visits]),
  },
  devices: {
    load: trafficDevices,
    header: ['Device', 'Label', 'Visits'],
    lines: one((r) => [r.device, TRAFFIC_DEVICE_LABELS[r.device], r.visits]),
  },
  countries: {
    load: trafficCountries,
    header: ['Country', 'Visits'],
    lines: one((r) => [r.country, r.visits]),
  },
  'source-conversions': {
    load: trafficSourceConversions,
    header: conversionHeader('Source'),
    lines: one(conversionRow),
  },
  'entry-conversions': {
    load: trafficEntryConversions,
    header: conversionHeader('Entry page'),
    lines: one(conversionRow),
  },
  realtime: {
    load: single((db) => trafficRealtime(db)),
    header: ['Since', 'Unique visitors', 'Page views'],
    lines: one((r) => [r.since, r.visitors, r.views]),
  },
};

/** "pages" answers JSON and "pages.csv" the same rows as a file; any other name is not a report. */
function reportOf(param: string | undefined): { report: TrafficReport; asCsv: boolean } {
  const asCsv = !!param?.endsWith('.csv');
  const parsed = trafficReportSchema.safeParse(asCsv ? param!.slice(0, -4) : param);
  if (!parsed.success) throw notFound('Report not found');
  return { report: parsed.data, asCsv };
}

export default api('adminTraffic', {
  async GET(req, { params }) {
    await requireAdmin(req);
    const { report, asCsv } = reportOf(params.report);
    const range = parseQuery(req, trafficQuerySchema);
    const source = REPORTS[report] as ReportSource<TrafficReport>;
    const { rows, total, other } = await source.load(
      await getDb(),
      range,
      asCsv ? CSV_GROUP_LIMIT : INSIGHTS_TOP_GROUPS,
    );
    if (asCsv) {
      const filename = `traffic-${report}-${range.from}-to-${range.to}.csv`;
      return csv(filename, source.header, rows.flatMap(source.lines));
    }
    return json({ data: { range, rows, total, other } });
  },
});
