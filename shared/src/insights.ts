// The Insights screen's contract: which charts exist, the range a chart is asked for, and what each
// answers. The admin's range form validates with the same schema the function parses with.
import * as z from 'zod';
import type { DeliveryCounts } from './campaigns.ts';
import { INSIGHT_BUCKETS } from './enums.ts';

/** One entry per chart card. */
export const INSIGHT_CHARTS = [
  'activity',
  'cta',
  'conversion',
  'subjects',
  'overdue',
  'funnel',
  'newsletters',
] as const;
export type InsightChart = (typeof INSIGHT_CHARTS)[number];
export const insightChartSchema = z.enum(INSIGHT_CHARTS);

/** Two years of days (a leap year included): 731 points is still a readable daily chart. */
export const INSIGHTS_MAX_DAYS = 731;
/**
 * No data predates the product. The bound also keeps every local midnight on a quarter hour of UTC:
 * before standard time, some zones were offset by odd minutes and seconds.
 */
export const INSIGHTS_EARLIEST = '2000-01-01';
export const INSIGHTS_LATEST = '2099-12-31';
/** The grouped charts answer their largest groups and one "other" total; the CSV has every group. */
export const INSIGHTS_TOP_GROUPS = 25;

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** Days from 1970-01-01 of a YYYY-MM-DD calendar date, or null when there is no such day. */
export function epochDay(date: string): number | null {
  if (!DATE_SHAPE.test(date)) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms / 86_400_000;
}

/** The YYYY-MM-DD of an epoch day (inverse of epochDay). */
export function dateOfEpochDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/**
 * An IANA zone name the runtime knows, in its spelling when only the case differs ("europe/london"
 * → "Europe/London"), or null. An alias keeps the name given: ICU answers "Asia/Calcutta" for
 * "Asia/Kolkata", and PostgreSQL knows both.
 */
export function canonicalTimeZone(name: string): string | null {
  // Names only: an offset like "+01:00" is a fixed offset to Intl but a POSIX rule (sign inverted) to PostgreSQL.
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name) || name.length > 64) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
  } catch {
    return null;
  }
}

const dateField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((value) => epochDay(value) !== null, `${label} must be a date like 2026-01-31`)
    .refine(
      (value) => value >= INSIGHTS_EARLIEST && value <= INSIGHTS_LATEST,
      `${label} must be between ${INSIGHTS_EARLIEST} and ${INSIGHTS_LATEST}`,
    );

/**
 * A chart's range: the calendar days `from` to `to`, both included, as they fall in `tz`, counted
 * per day or per week (weeks start on Monday; the first and last may be partly outside the range,
 * and count only the days inside it).
 */
export const insightsQuerySchema = z
  .object({
    from: dateField('From'),
    to: dateField('To'),
    bucket: z.enum(INSIGHT_BUCKETS, { error: 'Bucket must be day or week' }).default('day'),
    tz: z
      .string()
      .trim()
      .default('UTC')
      .transform((value, ctx) => {
        const zone = canonicalTimeZone(value);
        if (zone) return zone;
        ctx.addIssue({ code: 'custom', message: 'Time zone must be an IANA name such as Europe/London' });
        return z.NEVER;
      }),
  })
  .superRefine((value, ctx) => {
    const from = epochDay(value.from);
    const to = epochDay(value.to);
    if (from === null || to === null) return;
    if (from > to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
    else if (to - from + 1 > INSIGHTS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `The range can span at most ${INSIGHTS_MAX_DAYS} days` });
  });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;
export type InsightsQueryInput = z.input<typeof insightsQuerySchema>;

/** Signups and contact messages that arrived in the bucket starting on `bucket` (YYYY-MM-DD). */
export interface ActivityPoint {
  bucket: string;
  signups: number;
  contacts: number;
}

/** Call-to-action events of one section and element. */
export interface CtaGroup {
  section: string;
  element: string;
  events: number;
}

/** Signups per call-to-action event in a bucket; null when there was no event to divide by. */
export interface ConversionPoint {
  bucket: string;
  ctaEvents: number;
  signups: number;
  signupsPerEvent: number | null;
}

/** One newsletter due in the range and how its delivery went (the Campaigns list's figures). */
export interface NewsletterDelivery extends DeliveryCounts {
  id: number;
  subject: string;
  /** The day it was due to go, in the range's time zone. */
  sendOn: string;
}

export interface SubjectCount {
  subject: string;
  contacts: number;
}

/**
 * Contacts that were overdue at the end of the bucket starting on `bucket` (for the bucket under way,
 * now): past their reply date and not Replied or Closed at that moment. Null for a bucket that has
 * not begun.
 */
export interface OverduePoint {
  bucket: string;
  overdue: number | null;
}

/**
 * The signup funnel's steps in the bucket starting on `bucket`, each counted when it happened: visits
 * begun (as the Traffic screen counts them), signups made, confirmed, invited and accepted. A person
 * counts in each bucket where they took a step, so a later step may outnumber the one before it.
 */
export interface FunnelPoint {
  bucket: string;
  visits: number;
  signups: number;
  confirmed: number;
  invited: number;
  accepted: number;
}

/** The funnel's steps in order, each after the one it follows. */
export const FUNNEL_STEPS = ['visits', 'signups', 'confirmed', 'invited', 'accepted'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
/** Each step's name, as the funnel's table, chart and CSV head it. */
export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  visits: 'Visits',
  signups: 'Signups',
  confirmed: 'Confirmed',
  invited: 'Invited',
  accepted: 'Accepted',
};

export interface InsightRows {
  activity: ActivityPoint;
  cta: CtaGroup;
  conversion: ConversionPoint;
  subjects: SubjectCount;
  overdue: OverduePoint;
  funnel: FunnelPoint;
  newsletters: NewsletterDelivery;
}

/**
 * What every chart endpoint answers: the range it was computed for and its rows. The grouped charts
 * (call-to-action events, subjects) also carry their total and what lies beyond the top groups
 * (`other`), so their table still adds up; both are null for the charts over time.
 */
export interface InsightsAnswer<C extends InsightChart> {
  range: InsightsQuery;
  rows: InsightRows[C][];
  total: number | null;
  other: number | null;
}
