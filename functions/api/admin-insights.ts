import {
  contactSubjectLabel,
  FUNNEL_STEP_LABELS,
  FUNNEL_STEPS,
  INSIGHTS_TOP_GROUPS,
  insightChartSchema,
  insightsQuerySchema,
  type InsightChart,
  type InsightRows,
  type InsightsQuery,
} from '@nodal/shared';
import {
  getDb,
  insightActivity,
  insightConversion,
  insightCtaGroups,
  insightFunnel,
  insightNewsletters,
  insightOverdue,
  insightSubjects,
  type Queryable,
} from '@nodal/db';
import { requireAdmin } from '../src/auth/guards.ts';
import { notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseQuery } from '../src/http/parse.ts';
import { csv, json } from '../src/http/respond.ts';

// A CSV holds every group; past this many, the groups are noise an abuser typed into the tracking endpoint.
const CSV_GROUP_LIMIT = 10_000;

interface ChartSource<C extends InsightChart> {
  /** Rows, and for the grouped charts their total and the rest beyond `limit` (null for the charts over time). */
  load: (
    db: Queryable,
    q: InsightsQuery,
    limit: number,
  ) => Promise<{ rows: InsightRows[C][]; total: number | null; other: number | null }>;
  header: string[];
  row: (record: InsightRows[C]) => unknown[];
}

const series =
  <T>(load: (db: Queryable, q: InsightsQuery) => Promise<T[]>) =>
  async (db: Queryable, q: InsightsQuery) => ({ rows: await load(db, q), total: null, other: null });

const CHARTS: { [C in InsightChart]: ChartSource<C> } = {
  activity: {
    load: series(insightActivity),
    header: ['Bucket start', 'Signups', 'Contacts'],
    row: (p) => [p.bucket, p.signups, p.contacts],
  },
  cta: {
    load: insightCtaGroups,
    header: ['Section', 'Element', 'Events'],
    row: (g) => [g.section, g.element, g.events],
  },
  conversion: {
    load: series(insightConversion),
    header: ['Bucket start', 'CTA events', 'Signups', 'Signups per CTA event'],
    row: (p) => [p.bucket, p.ctaEvents, p.signups, p.signupsPerEvent ?? ''],
  },
  subjects: {
    load: insightSubjects,
    header: ['Subject', 'Label', 'Contacts'],
    row: (s) => [s.subject, contactSubjectLabel(s.subject), s.contacts],
  },
  overdue: {
    load: series(insightOverdue),
    header: ['Bucket start', 'Overdue contacts at bucket end'],
    // Empty for a bucket that has not begun, as a rate with nothing to divide by is.
    row: (p) => [p.bucket, p.overdue ?? ''],
  },
  newsletters: {
    load: insightNewsletters,
    header: ['Newsletter', 'Subject', 'Due on', 'Recipients', 'Sent', 'Failed', 'Bounced', 'Skipped', 'Queued'],
    row: (n) => [n.id, n.subject, n.sendOn, n.recipients, n.sent, n.failed, n.bounced, n.skipped, n.queued],
  },
  funnel: {
    load: series(insightFunnel),
    header: ['Bucket start', ...FUNNEL_STEPS.map((step) => FUNNEL_STEP_LABELS[step])],
    row: (p) => [p.bucket, ...FUNNEL_STEPS.map((step) => p[step])],
  },
};

/** "cta" answers JSON and "cta.csv" the same numbers as a file; any other name is not a chart. */
function chartOf(param: string | undefined): { chart: InsightChart; asCsv: boolean } {
  const asCsv = !!param?.endsWith('.csv');
  const parsed = insightChartSchema.safeParse(asCsv ? param!.slice(0, -4) : param);
  if (!parsed.success) throw notFound('Chart not found');
  return { chart: parsed.data, asCsv };
}

export default api('adminInsights', {
  async GET(req, { params }) {
    await requireAdmin(req);
    const { chart, asCsv } = chartOf(params.chart);
    const range = parseQuery(req, insightsQuerySchema);
    const source = CHARTS[chart] as ChartSource<InsightChart>;
    const { rows, total, other } = await source.load(
      await getDb(),
      range,
      asCsv ? CSV_GROUP_LIMIT : INSIGHTS_TOP_GROUPS,
    );
    if (asCsv) {
      const filename = `insights-${chart}-${range.from}-to-${range.to}.csv`;
      return csv(filename, source.header, rows.map(source.row));
    }
    return json({ data: { range, rows, total, other } });
  },
});
