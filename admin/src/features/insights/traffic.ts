// What the Traffic tab works out in the browser: how a figure reads, how it changed against the
// period before, and when the range holds too little to go by. The figures all come from the server.
import {
  epochDay,
  TRAFFIC_UNKNOWN_COUNTRY,
  VISIT_IDLE_MINUTES,
  type TrafficCampaignRow,
  type TrafficTotals,
} from '@nodal/shared';
import { formatCount } from './range.ts';

/** A share (0–1) as a percentage with one decimal, a dash where there was nothing to divide by. */
export function formatShare(share: number | null): string {
  return share === null ? '–' : `${(share * 100).toFixed(1)}%`;
}

/** Views per visit with two decimals, a dash without visits. */
export function formatPerVisit(ratio: number | null): string {
  return ratio === null ? '–' : ratio.toFixed(2);
}

/** A mean time on page as a person says it: "42 s", "3 min 07 s", "1 h 05 min"; a dash when none was measured. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '–';
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** How a figure is compared with the period before: counts and means by ratio, shares by points. */
export type MetricKind = 'count' | 'mean' | 'share';

export interface Change {
  /** "+12.5%", "−3.1 pts", "No change", or why there is nothing to compare. */
  text: string;
  /** Whether the change is good news (bounce rate going up is not), or neither. */
  tone: 'good' | 'bad' | 'neutral';
}

const MINUS = '\u2212';
const signed = (n: number, digits: number) => `${n > 0 ? '+' : n < 0 ? MINUS : ''}${Math.abs(n).toFixed(digits)}`;

/**
 * A figure against the same figure over the previous period. A count that was zero has no ratio
 * to grow by ("None before", never "+∞%"); a rate or mean missing on either side has nothing to
 * compare. Shares change by percentage points, so a bounce rate from 40% to 44% reads "+4.0 pts".
 */
export function change(
  kind: MetricKind,
  current: number | null,
  previous: number | null,
  better: 'higher' | 'lower' = 'higher',
): Change {
  if (current === null || previous === null) return { text: 'Nothing to compare', tone: 'neutral' };
  if (kind === 'count' && previous === 0) {
    return current === 0
      ? { text: 'None in either period', tone: 'neutral' }
      : { text: 'None before', tone: 'neutral' };
  }
  const delta =
    kind === 'share' ? (current - previous) * 100 : previous === 0 ? null : ((current - previous) / previous) * 100;
  if (delta === null) return { text: 'Nothing to compare', tone: 'neutral' };
  const rounded = Number(delta.toFixed(1));
  if (rounded === 0) return { text: 'No change', tone: 'neutral' };
  const up = rounded > 0;
  return {
    text: `${signed(rounded, 1)}${kind === 'share' ? ' pts' : '%'}`,
    tone: up === (better === 'higher') ? 'good' : 'bad',
  };
}

/** One KPI tile: its name, the figure, how it compares, and how to compare it. */
export interface Kpi {
  key: string;
  label: string;
  value: string;
  change: Change;
  /** What the figure means, for the tile's description. */
  hint: string;
}

/** The Traffic tab's headline figures, in reading order, each against the previous period. */
export function kpis(current: TrafficTotals, previous: TrafficTotals): Kpi[] {
  return [
    {
      key: 'visitors',
      label: 'Unique visitors',
      value: formatCount(current.visitors),
      change: change('count', current.visitors, previous.visitors),
      hint: 'Distinct visitors per day, added up over the days.',
    },
    {
      key: 'visits',
      label: 'Visits',
      value: formatCount(current.visits),
      change: change('count', current.visits, previous.visits),
      hint: `A visit ends after ${VISIT_IDLE_MINUTES} minutes without a page view.`,
    },
    {
      key: 'views',
      label: 'Page views',
      value: formatCount(current.views),
      change: change('count', current.views, previous.views),
      hint: 'Every page load, docs tab and section opened.',
    },
    {
      key: 'viewsPerVisit',
      label: 'Views per visit',
      value: formatPerVisit(current.viewsPerVisit),
      change: change('mean', current.viewsPerVisit, previous.viewsPerVisit),
      hint: 'Page views divided by visits.',
    },
    {
      key: 'bounceRate',
      label: 'Bounce rate',
      value: formatShare(current.bounceRate),
      change: change('share', current.bounceRate, previous.bounceRate, 'lower'),
      hint: 'Visits that saw one page only.',
    },
    {
      key: 'timeOnPage',
      label: 'Time on page',
      value: formatDuration(current.timeOnPageMs),
      change: change('mean', current.timeOnPageMs, previous.timeOnPageMs),
      hint: 'Mean time a page stayed on screen, where the browser reported it.',
    },
    {
      key: 'conversionRate',
      label: 'Conversion rate',
      value: formatShare(current.conversionRate),
      change: change('share', current.conversionRate, previous.conversionRate),
      hint: `Signups per visit (${formatCount(current.signups)} ${current.signups === 1 ? 'signup' : 'signups'}).`,
    },
  ];
}

/** Below this many visits a range's rates and averages swing with every visit. */
export const FEW_VISITS = 100;

/** What a Traffic card lacks when the range has no visits at all, or null. */
export function trafficMissing(visits: number): string | null {
  return visits === 0 ? 'The site recorded no page views in this range.' : null;
}

/** A caution above the figures when they rest on few visits, or null. */
export function trafficNote(visits: number): string | null {
  if (visits === 0 || visits >= FEW_VISITS) return null;
  const counted = visits === 1 ? '1 visit' : `${formatCount(visits)} visits`;
  return `Only ${counted} in this range: shares and averages move a lot with each visit, so read them as a first sign, not a trend.`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "4 Jun – 14 Jun 2018" for a range of days (both ends included), the year once when they share it. */
export function periodLabel({ from, to }: { from: string; to: string }): string {
  const a = epochDay(from);
  const b = epochDay(to);
  if (a === null || b === null) return `${from} – ${to}`;
  const start = new Date(a * 86_400_000);
  const end = new Date(b * 86_400_000);
  const day = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  return `${day(start)}${sameYear ? '' : ` ${start.getUTCFullYear()}`} – ${day(end)} ${end.getUTCFullYear()}`;
}

let regionNames: Intl.DisplayNames | null = null;

/**
 * A country's English name from its ISO code; "Unknown" where the platform sent no country. A code
 * no region has (the geo header is not ours to trust) is shown as it came.
 */
export function countryName(code: string): string {
  if (!code || code === TRAFFIC_UNKNOWN_COUNTRY) return 'Unknown';
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** A campaign as one line: its name, then where it ran. Empty parts read "(none)". */
export function campaignLabel(row: Pick<TrafficCampaignRow, 'campaign' | 'source' | 'medium'>): string {
  return `${row.campaign || '(none)'} · ${row.source || '(none)'} / ${row.medium || '(none)'}`;
}
