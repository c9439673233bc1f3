// The Insights cards. Each loads its own chart and shows it drawn and as a table; a new chart is one
// more card here and one more entry in the screen's list.
import { useCallback, useMemo, type ReactNode } from 'react';
import type * as PlotModule from '@observablehq/plot';
import type { InsightChart, InsightsAnswer, InsightsQuery } from '@nodal/shared';
import { Table, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { insightCsvHref, useInsight } from '../api/insights.ts';
import {
  bucketDate,
  bucketTitle,
  ctaLabel,
  formatCount,
  formatRate,
  overdueSummary,
  seriesTotals,
  subjectLabel,
  todayIn,
  withOther,
} from '../range.ts';
import { ChartCard } from './chart-card.tsx';
import { PlotFigure } from './plot-figure.tsx';

type Plot = typeof PlotModule;

// Tailwind's indigo-600, teal-600, amber-500, slate-300 and rose-600: the admin's own palette.
const COLOURS = { signups: '#4f46e5', contacts: '#0d9488', events: '#f59e0b', other: '#cbd5e1', overdue: '#e11d48' };
const AXIS = { fontFamily: 'inherit', fontSize: '12px', color: '#64748b', overflow: 'visible' } as const;
const SERIES_HEIGHT = 260;
// One empty list for every card still loading, so a chart's drawing is not redone on each render.
const NO_ROWS: never[] = [];

export interface CardProps {
  range: InsightsQuery;
  className?: string;
}

function cardState<C extends InsightChart>(
  query: ReturnType<typeof useInsight<C>>,
  isEmpty: (answer: InsightsAnswer<C>) => boolean,
) {
  return {
    error: query.error,
    loading: !query.data,
    empty: query.data ? isEmpty(query.data) : false,
    retry: () => void query.mutate(),
  };
}

/** A time axis of buckets: a tick every few buckets, fewer on a narrow card. */
function timeAxis(width: number) {
  return { type: 'utc' as const, label: null, ticks: Math.max(2, Math.floor(width / 110)) };
}

interface Bar {
  label: string;
  value: number;
  /** The bar of every group beyond the top ones. */
  other: boolean;
}

/** Bars across, one per group, the group's name above its bar and the count after it. */
function groupBars(plot: Plot, width: number, data: Bar[]) {
  const keyed = data.map((d, i) => ({ ...d, key: String(i) }));
  const max = Math.max(1, ...data.map((d) => d.value));
  return plot.plot({
    width,
    height: keyed.length * 40 + 8,
    marginTop: 4,
    marginBottom: 4,
    marginLeft: 0,
    marginRight: 56,
    style: AXIS,
    x: { axis: null, domain: [0, max] },
    y: { axis: null, domain: keyed.map((d) => d.key), padding: 0 },
    marks: [
      plot.barX(keyed, {
        x: 'value',
        y: 'key',
        fill: (d: (typeof keyed)[number]) => (d.other ? COLOURS.other : COLOURS.signups),
        insetTop: 20,
        insetBottom: 4,
        rx: 2,
      }),
      plot.text(keyed, {
        x: 0,
        y: 'key',
        text: 'label',
        textAnchor: 'start',
        dy: -10,
        fill: '#334155',
        lineWidth: Math.max(10, (width - 16) / 12),
        textOverflow: 'ellipsis-middle',
      }),
      plot.text(keyed, {
        x: 'value',
        y: 'key',
        text: (d: (typeof keyed)[number]) => formatCount(d.value),
        textAnchor: 'start',
        dx: 6,
        dy: 8,
        fill: '#475569',
        fontWeight: 500,
      }),
    ],
  });
}

// A series of two years has 731 rows: past this height the table scrolls inside its card.
const TABLE_MAX_HEIGHT = 480;

function NumbersTable({ label, head, children }: { label: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="-mx-4 mt-1 border-t border-slate-100">
      <Table label={`Table of ${label.toLowerCase()}`} minWidth={0} onPhones maxHeight={TABLE_MAX_HEIGHT}>
        <caption className="sr-only">{label}</caption>
        <THead sticky>{head}</THead>
        {children}
      </Table>
    </div>
  );
}

const num = 'text-right tabular-nums';
/** A header that may take two lines on a phone (header cells keep to one line by default). */
const Wraps = ({ children }: { children: string }) => (
  <span className="inline-block whitespace-normal">{children}</span>
);
const foot = 'border-t border-slate-200 bg-slate-50/80 font-medium text-slate-900';

/** The frame both time-series charts share: size, margins, axis style and the time axis. */
const seriesFrame = (width: number) => ({
  width,
  height: SERIES_HEIGHT,
  marginLeft: 36,
  marginRight: 16,
  style: AXIS,
  x: timeAxis(width),
});

export function ActivityCard({ range, className }: CardProps) {
  const query = useInsight('activity', range);
  const rows = query.data?.rows ?? NO_ROWS;
  const totals = seriesTotals(rows, ['signups', 'contacts']);
  const render = useCallback(
    (plot: Plot, width: number) => {
      const long = rows.flatMap((r) => [
        { date: bucketDate(r.bucket), series: 'Signups', value: r.signups, bucket: r.bucket },
        { date: bucketDate(r.bucket), series: 'Contacts', value: r.contacts, bucket: r.bucket },
      ]);
      const max = Math.max(1, ...long.map((d) => d.value));
      return plot.plot({
        ...seriesFrame(width),
        y: { grid: true, label: null, domain: [0, max], nice: true, tickFormat: '~s' },
        color: { domain: ['Signups', 'Contacts'], range: [COLOURS.signups, COLOURS.contacts], legend: true },
        marks: [
          plot.ruleY([0], { stroke: '#cbd5e1' }),
          plot.lineY(long, { x: 'date', y: 'value', stroke: 'series', strokeWidth: 1.75 }),
          rows.length <= 60 ? plot.dot(long, { x: 'date', y: 'value', fill: 'series', r: 2.5 }) : null,
          plot.tip(
            long,
            plot.pointerX({
              x: 'date',
              y: 'value',
              stroke: 'series',
              title: (d: (typeof long)[number]) =>
                `${bucketTitle(d.bucket, range)}\n${d.series}: ${formatCount(d.value)}`,
            }),
          ),
        ],
      });
    },
    [rows, range],
  );
  return (
    <ChartCard
      className={className}
      title="Signups and contacts"
      description={`Early-access signups and contact messages per ${range.bucket}.`}
      csvHref={insightCsvHref('activity', range)}
      state={cardState(query, () => false)}
      headline={
        <>
          <strong className="font-semibold text-slate-900">{formatCount(totals.signups)}</strong> signups ·{' '}
          <strong className="font-semibold text-slate-900">{formatCount(totals.contacts)}</strong> contacts
        </>
      }
      chart={() => (
        <PlotFigure
          render={render}
          height={SERIES_HEIGHT + 30}
          summary={`Line chart of signups and contacts per ${range.bucket}: ${totals.signups} signups and ${totals.contacts} contacts in the range. The Table tab lists every ${range.bucket}.`}
        />
      )}
      table={() => (
        <SeriesTable
          label="Signups and contacts"
          range={range}
          head={
            <>
              <Th className={num}>Signups</Th>
              <Th className={num}>Contacts</Th>
            </>
          }
          rows={rows}
          cells={(r) => [formatCount(r.signups), formatCount(r.contacts)]}
          totals={[formatCount(totals.signups), formatCount(totals.contacts)]}
        />
      )}
    />
  );
}

export function ConversionCard({ range, className }: CardProps) {
  const query = useInsight('conversion', range);
  const rows = query.data?.rows ?? NO_ROWS;
  const totals = seriesTotals(rows, ['ctaEvents', 'signups']);
  const overall = totals.ctaEvents ? totals.signups / totals.ctaEvents : null;
  const render = useCallback(
    (plot: Plot, width: number) => {
      const points = rows.map((r) => ({ ...r, date: bucketDate(r.bucket) }));
      return plot.plot({
        ...seriesFrame(width),
        y: { grid: true, label: null, zero: true, nice: true },
        marks: [
          plot.ruleY([0], { stroke: '#cbd5e1' }),
          // A bucket without events has no rate: the line breaks there rather than dropping to zero.
          plot.lineY(points, { x: 'date', y: 'signupsPerEvent', stroke: COLOURS.events, strokeWidth: 1.75 }),
          rows.length <= 60
            ? plot.dot(points, { x: 'date', y: 'signupsPerEvent', fill: COLOURS.events, r: 2.5 })
            : null,
          overall === null
            ? null
            : plot.ruleY([overall], { stroke: COLOURS.signups, strokeDasharray: '4 3', strokeOpacity: 0.8 }),
          plot.tip(
            points,
            plot.pointerX({
              x: 'date',
              y: 'signupsPerEvent',
              title: (d: (typeof points)[number]) =>
                `${bucketTitle(d.bucket, range)}\n${formatRate(d.signupsPerEvent)} signups per CTA event\n${formatCount(d.signups)} signups, ${formatCount(d.ctaEvents)} CTA events`,
            }),
          ),
        ],
      });
    },
    [rows, range, overall],
  );
  return (
    <ChartCard
      className={className}
      title="Signups per CTA event"
      description={`Signups divided by call-to-action events, per ${range.bucket}; the dashed line is the whole range.`}
      csvHref={insightCsvHref('conversion', range)}
      state={cardState(query, () => false)}
      headline={
        <>
          <strong className="font-semibold text-slate-900">{formatRate(overall)}</strong> signups per CTA event ·{' '}
          {formatCount(totals.signups)} signups, {formatCount(totals.ctaEvents)} CTA events
        </>
      }
      chart={() => (
        <PlotFigure
          render={render}
          height={SERIES_HEIGHT}
          summary={`Line chart of signups per call-to-action event per ${range.bucket}; ${formatRate(overall)} over the whole range. The Table tab lists every ${range.bucket}.`}
        />
      )}
      table={() => (
        <SeriesTable
          label="Signups per CTA event"
          range={range}
          head={
            <>
              <Th className={num}>
                <Wraps>CTA events</Wraps>
              </Th>
              <Th className={num}>Signups</Th>
              <Th className={num}>
                <Wraps>Signups per CTA event</Wraps>
              </Th>
            </>
          }
          rows={rows}
          cells={(r) => [formatCount(r.ctaEvents), formatCount(r.signups), formatRate(r.signupsPerEvent)]}
          totals={[formatCount(totals.ctaEvents), formatCount(totals.signups), formatRate(overall)]}
        />
      )}
    />
  );
}

const formatOverdue = (n: number | null) => (n === null ? '–' : formatCount(n));

export function OverdueCard({ range, className }: CardProps) {
  const query = useInsight('overdue', range);
  const rows = query.data?.rows ?? NO_ROWS;
  const summary = overdueSummary(rows);
  // A range that reaches today ends with today's count taken now.
  const when = range.to >= todayIn(range.tz) ? 'now' : 'at the end of the range';
  const render = useCallback(
    (plot: Plot, width: number) => {
      const points = rows.map((r) => ({ ...r, date: bucketDate(r.bucket) }));
      const max = Math.max(1, ...rows.map((r) => r.overdue ?? 0));
      return plot.plot({
        ...seriesFrame(width),
        // Whole contacts only: no tick at 0.5 when a few are overdue.
        y: { grid: true, label: null, domain: [0, max], nice: true, ticks: Math.min(6, max), tickFormat: '~s' },
        marks: [
          plot.ruleY([0], { stroke: '#cbd5e1' }),
          // A bucket not begun has no count: the area and the line stop there.
          plot.areaY(points, { x: 'date', y: 'overdue', fill: COLOURS.overdue, fillOpacity: 0.12 }),
          plot.lineY(points, { x: 'date', y: 'overdue', stroke: COLOURS.overdue, strokeWidth: 1.75 }),
          rows.length <= 60 ? plot.dot(points, { x: 'date', y: 'overdue', fill: COLOURS.overdue, r: 2.5 }) : null,
          plot.tip(
            points,
            plot.pointerX({
              x: 'date',
              y: 'overdue',
              title: (d: (typeof points)[number]) =>
                `${bucketTitle(d.bucket, range)}\n${formatOverdue(d.overdue)} overdue at its end`,
            }),
          ),
        ],
      });
    },
    [rows, range],
  );
  return (
    <ChartCard
      className={className}
      title="Overdue contacts"
      description={`Open contacts past their reply date at the end of each ${range.bucket}; the ${range.bucket} under way counts them now.`}
      csvHref={insightCsvHref('overdue', range)}
      state={cardState(query, () => false)}
      headline={
        summary ? (
          <>
            <strong className="font-semibold text-slate-900">{formatCount(summary.latest.overdue)}</strong> overdue{' '}
            {when} · highest{' '}
            <strong className="font-semibold text-slate-900">{formatCount(summary.peak.overdue)}</strong>,{' '}
            {bucketTitle(summary.peak.bucket, range)}
          </>
        ) : (
          'This range has not begun yet.'
        )
      }
      chart={() => (
        <PlotFigure
          render={render}
          height={SERIES_HEIGHT}
          summary={`Area chart of overdue contacts at the end of each ${range.bucket}: ${summary ? `${summary.latest.overdue} ${when}, at most ${summary.peak.overdue}` : 'none yet'}. The Table tab lists every ${range.bucket}.`}
        />
      )}
      table={() => (
        <SeriesTable
          label="Overdue contacts"
          range={range}
          head={
            <Th className={num}>
              <Wraps>{`Overdue at the ${range.bucket}’s end`}</Wraps>
            </Th>
          }
          rows={rows}
          cells={(r) => [formatOverdue(r.overdue)]}
        />
      )}
    />
  );
}

/** A time series as a table: one row per day or week, then the totals. */
function SeriesTable<R extends { bucket: string }>({
  label,
  range,
  head,
  rows,
  cells,
  totals,
}: {
  label: string;
  range: InsightsQuery;
  /** The value columns' header cells; the bucket column comes first on its own. */
  head: ReactNode;
  rows: R[];
  cells: (row: R) => string[];
  /** The footer's sums; none for counts that do not add up (snapshots, like the overdue chart's). */
  totals?: string[];
}) {
  return (
    <NumbersTable
      label={label}
      head={
        <>
          <Th>{range.bucket === 'week' ? 'Week' : 'Day'}</Th>
          {head}
        </>
      }
    >
      <tbody>
        {rows.map((r) => (
          <Tr key={r.bucket}>
            <Td className="whitespace-nowrap">{bucketTitle(r.bucket, range)}</Td>
            {cells(r).map((text, i) => (
              <Td key={i} className={num}>
                {text}
              </Td>
            ))}
          </Tr>
        ))}
      </tbody>
      {totals && (
        <tfoot>
          <tr className={foot}>
            <Th scope="row">Total</Th>
            {totals.map((text, i) => (
              <Td key={i} className={num}>
                {text}
              </Td>
            ))}
          </tr>
        </tfoot>
      )}
    </NumbersTable>
  );
}

function GroupedTable({
  label,
  head,
  rows,
  other,
  total,
}: {
  label: string;
  head: ReactNode;
  /** Each cell's text and width rule: names that may be 100 characters long wrap anywhere. */
  rows: Array<{ key: string; cells: Array<{ text: string; className: string }>; value: number }>;
  other: number;
  total: number;
}) {
  const span = rows[0]?.cells.length ?? 1;
  return (
    <NumbersTable label={label} head={head}>
      <tbody>
        {rows.map((r) => (
          <Tr key={r.key}>
            {r.cells.map((cell, i) => (
              <Td key={i} className={cell.className}>
                {cell.text}
              </Td>
            ))}
            <Td className={num}>{formatCount(r.value)}</Td>
          </Tr>
        ))}
        {other > 0 && (
          <Tr>
            <Td colSpan={span} className="text-slate-500 italic">
              All other groups
            </Td>
            <Td className={num}>{formatCount(other)}</Td>
          </Tr>
        )}
      </tbody>
      <tfoot>
        <tr className={foot}>
          <Th scope="row" colSpan={span}>
            Total
          </Th>
          <Td className={num}>{formatCount(total)}</Td>
        </tr>
      </tfoot>
    </NumbersTable>
  );
}

/** One row of a grouped chart: its table cells (the label columns), its bar label and its count. */
interface Group {
  key: string;
  cells: { text: string; className: string }[];
  label: string;
  value: number;
}

/**
 * A card of horizontal bars, one per group, largest first, with the groups past the top ones summed
 * as one bar, and the same numbers as a table: the CTA and subjects charts.
 */
function GroupedBarsCard<C extends 'cta' | 'subjects'>({
  className,
  chart,
  range,
  title,
  description,
  noun,
  otherLabel,
  summary,
  head,
  groupsOf,
}: {
  className?: string | undefined;
  chart: C;
  range: InsightsQuery;
  title: string;
  description: string;
  /** What the headline counts: 'events', 'contacts'. */
  noun: string;
  otherLabel: string;
  /** The chart's text alternative, given its largest group. */
  summary: (largest: Group | undefined) => string;
  head: ReactNode;
  /** The answer's rows as groups: table cells, bar label and count. */
  groupsOf: (rows: InsightsAnswer<C>['rows']) => Group[];
}) {
  const query = useInsight(chart, range);
  const answer = query.data;
  const rows = answer?.rows;
  const groups = useMemo(() => (rows ? groupsOf(rows) : []), [rows, groupsOf]);
  const other = answer?.other ?? 0;
  const total = answer?.total ?? 0;
  const state = cardState(query, (a) => a.rows.length === 0);
  const render = useCallback(
    (plot: Plot, width: number) =>
      groupBars(
        plot,
        width,
        withOther(
          groups.map((g): Bar => ({ label: g.label, value: g.value, other: false })),
          other,
          (n) => ({ label: otherLabel, value: n, other: true }),
        ),
      ),
    [groups, other, otherLabel],
  );
  return (
    <ChartCard
      className={className}
      title={title}
      description={description}
      csvHref={insightCsvHref(chart, range)}
      state={state}
      headline={
        <>
          <strong className="font-semibold text-slate-900">{formatCount(total)}</strong> {noun}
        </>
      }
      chart={() => (
        <PlotFigure render={render} height={(groups.length + (other ? 1 : 0)) * 40 + 8} summary={summary(groups[0])} />
      )}
      table={() => (
        <GroupedTable
          label={title}
          head={head}
          rows={groups.map((g) => ({ key: g.key, cells: g.cells, value: g.value }))}
          other={other}
          total={total}
        />
      )}
    />
  );
}

/** What a grouped-bars card shows, apart from the range and its place on the screen. */
type GroupedCard<C extends 'cta' | 'subjects'> = Omit<Parameters<typeof GroupedBarsCard<C>>[0], 'range' | 'className'>;

const CTA_CARD: GroupedCard<'cta'> = {
  chart: 'cta',
  title: 'CTA events by section and element',
  description: 'Call-to-action events sent by the site, largest first.',
  noun: 'events',
  otherLabel: 'All other groups',
  summary: (largest) =>
    `Bar chart of call-to-action events by section and element; the largest is ${largest ? `${largest.label} with ${largest.value}` : 'none'}. The Table tab lists every group.`,
  head: (
    <>
      <Th>Section</Th>
      <Th>Element</Th>
      <Th className={num}>Events</Th>
    </>
  ),
  groupsOf: (rows) =>
    rows.map((g) => ({
      key: `${g.section}\u0000${g.element}`,
      cells: [
        { text: g.section || '(no section)', className: 'min-w-36 wrap-anywhere' },
        { text: g.element || '(no element)', className: 'wrap-anywhere' },
      ],
      label: ctaLabel(g),
      value: g.events,
    })),
};

const SUBJECTS_CARD: GroupedCard<'subjects'> = {
  chart: 'subjects',
  title: 'Contact subjects',
  description: 'What contact messages were about, most frequent first.',
  noun: 'contacts',
  otherLabel: 'All other subjects',
  summary: (largest) =>
    `Bar chart of contact messages by subject; the most frequent is ${largest ? `${largest.label} with ${largest.value}` : 'none'}. The Table tab lists every subject.`,
  head: (
    <>
      <Th>Subject</Th>
      <Th className={num}>Contacts</Th>
    </>
  ),
  groupsOf: (rows) =>
    rows.map((s) => ({
      key: s.subject,
      cells: [{ text: subjectLabel(s.subject), className: 'wrap-anywhere' }],
      label: subjectLabel(s.subject),
      value: s.contacts,
    })),
};

export const CtaCard = (props: CardProps) => <GroupedBarsCard {...props} {...CTA_CARD} />;
export const SubjectsCard = (props: CardProps) => <GroupedBarsCard {...props} {...SUBJECTS_CARD} />;
