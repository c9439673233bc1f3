// What the Insights screen computes in the browser: the range it asks for (from the address bar, a
// preset, or the viewer's clock), and how buckets and groups read in charts and tables. The numbers
// themselves all come from the server.
import {
  canonicalTimeZone,
  dateOfEpochDay,
  epochDay,
  insightsQuerySchema,
  type CtaGroup,
  type InsightBucket,
  type InsightsQuery,
  type OverduePoint,
} from '@nodal/shared';

/** The viewer's time zone as the browser knows it, UTC when it has none the server would take. */
export function viewerTimeZone(): string {
  return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? '') ?? 'UTC';
}

/** Today's date (YYYY-MM-DD) on the wall clocks of `tz`. */
export function todayIn(tz: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

export const PRESETS = [
  { days: 30, label: 'Last 30 days', bucket: 'day' },
  { days: 90, label: 'Last 90 days', bucket: 'day' },
  { days: 365, label: 'Last 12 months', bucket: 'week' },
] as const satisfies ReadonlyArray<{ days: number; label: string; bucket: InsightBucket }>;

/** The `days` days that end today in `tz`, today included. */
export function lastDays(days: number, bucket: InsightBucket, tz: string, now?: Date): InsightsQuery {
  const to = todayIn(tz, now);
  return { from: dateOfEpochDay(epochDay(to)! - days + 1), to, bucket, tz };
}

export const DEFAULT_PRESET = PRESETS[1];

/**
 * The range in the address bar (?from=&to=&bucket=), so a view can be bookmarked and shared; the
 * default preset when the bar has none or one the server would refuse.
 */
export function rangeFromSearch(search: URLSearchParams, tz: string, now?: Date): InsightsQuery {
  const parsed = insightsQuerySchema.safeParse({
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
    bucket: search.get('bucket') ?? undefined,
    tz,
  });
  return parsed.success ? parsed.data : lastDays(DEFAULT_PRESET.days, DEFAULT_PRESET.bucket, tz, now);
}

export function searchOfRange(range: InsightsQuery): Record<string, string> {
  return { from: range.from, to: range.to, bucket: range.bucket };
}

/** The query string the API takes for a range. */
export function rangeQuery(range: InsightsQuery): string {
  return new URLSearchParams({ ...searchOfRange(range), tz: range.tz }).toString();
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mon 3 Mar 2025" for a day, "Week of 3 Mar 2025" for a week (weeks start on Monday). */
export function bucketLabel(bucket: string, kind: InsightBucket): string {
  const day = epochDay(bucket);
  if (day === null) return bucket;
  const date = new Date(day * 86_400_000);
  const text = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  if (kind === 'week') return `Week of ${text}`;
  return `${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][date.getUTCDay()]} ${text}`;
}

/**
 * How many of a week's seven days lie inside the range: a range that does not start on a Monday or
 * end on a Sunday cuts its first or last week, whose count then covers fewer days.
 */
export function weekDaysInRange(bucket: string, range: Pick<InsightsQuery, 'from' | 'to'>): number {
  const start = epochDay(bucket);
  const from = epochDay(range.from);
  const to = epochDay(range.to);
  if (start === null || from === null || to === null) return 7;
  return Math.max(0, Math.min(start + 6, to) - Math.max(start, from) + 1);
}

/** A bucket as the tables and tooltips name it, saying when a week is cut by the range. */
export function bucketTitle(bucket: string, range: InsightsQuery): string {
  const label = bucketLabel(bucket, range.bucket);
  if (range.bucket !== 'week') return label;
  const days = weekDaysInRange(bucket, range);
  return days < 7 ? `${label} (${days} ${days === 1 ? 'day' : 'days'} in range)` : label;
}

/** A bucket's first day as the instant a UTC time scale draws at that date. */
export const bucketDate = (bucket: string) => new Date(`${bucket}T00:00:00Z`);

/** "section › element", with a readable word for what the tracker left empty. */
export function ctaLabel(group: Pick<CtaGroup, 'section' | 'element'>): string {
  return `${group.section || '(no section)'} › ${group.element || '(no element)'}`;
}

/** Signups per event as a person reads it: two decimals, a dash where there was nothing to divide by. */
export function formatRate(rate: number | null): string {
  return rate === null ? '–' : rate.toFixed(2);
}

export const formatCount = (n: number) => n.toLocaleString('en-US');

/** One bar per group, the groups beyond the top ones folded into a last "Other" bar when they exist. */
export function withOther<T>(rows: T[], other: number | null, make: (other: number) => T): T[] {
  return other ? [...rows, make(other)] : rows;
}

/** Sums of a series, for a chart's caption and its table's footer. */
export function seriesTotals<T extends object, K extends keyof T>(rows: T[], keys: K[]): Record<K, number> {
  const totals = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const row of rows) for (const k of keys) totals[k] += Number(row[k]) || 0;
  return totals;
}

/**
 * What the overdue chart's headline says: the count at the end of the last bucket that has begun
 * (now, when the range reaches today), and the highest count with its first bucket. Null when no
 * bucket has begun.
 */
export function overdueSummary(
  rows: OverduePoint[],
): { latest: { bucket: string; overdue: number }; peak: { bucket: string; overdue: number } } | null {
  const counted = rows.filter((r): r is { bucket: string; overdue: number } => r.overdue !== null);
  const latest = counted.at(-1);
  if (!latest) return null;
  const peak = counted.reduce((best, r) => (r.overdue > best.overdue ? r : best), counted[0]!);
  return { latest, peak };
}

/** What the activity chart lacks when a range has neither signups nor contacts, or null. */
export function activityMissing(totals: { signups: number; contacts: number }): string | null {
  return totals.signups + totals.contacts === 0 ? 'No signups or contact messages arrived in this range.' : null;
}

/** What the conversion chart lacks when no call-to-action event was recorded, or null. */
export function conversionMissing(ctaEvents: number): string | null {
  return ctaEvents === 0
    ? 'The site recorded no call-to-action clicks in this range, so there is no rate to work out.'
    : null;
}

/** Below this many call-to-action events a range's rate swings with every signup. */
export const FEW_CTA_EVENTS = 30;

/** A caution above the conversion chart when its rate rests on few events, or null. */
export function conversionNote(ctaEvents: number): string | null {
  if (ctaEvents === 0 || ctaEvents >= FEW_CTA_EVENTS) return null;
  const events = ctaEvents === 1 ? '1 call-to-action event' : `${formatCount(ctaEvents)} call-to-action events`;
  return `Only ${events} in this range: each signup moves this rate a lot, so read it as a first sign, not a trend.`;
}
