// Visitor analytics without personal data: what the page's beacon sends, and what the Traffic
// reports of Insights answer. The beacon script itself stays free of zod (it is inlined into every
// page); it builds these payloads by hand, and the function validates them with the schemas here.
import * as z from 'zod';
import { insightsQuerySchema, type InsightsQuery } from './insights.ts';

/** The most a beacon body may weigh; anything larger is refused with 400 before it is parsed. */
export const BEACON_MAX_BYTES = 4096;

/**
 * One page load's own id, made by the page (random, held in memory only) so the leave ping can name
 * the view it ends. It identifies a view, never a person: a new load gets a new one.
 */
const viewId = z.string().regex(/^[A-Za-z0-9_-]{8,40}$/, 'A view id is 8 to 40 letters, digits, - or _');

/**
 * What the beacon sends. `view`: one per page load and per docs tab or hash change, after the page
 * is interactive. `leave`: on `pagehide`, how long the view was on screen.
 */
export const beaconSchema = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('view'),
    id: viewId,
    /** The page's path, query and fragment (no origin). UTM parameters are read from the query, then the query is dropped. */
    u: z.string().min(1).max(2048).startsWith('/'),
    /** `document.referrer`, often empty. Only its host is kept (and the path for search engines and known sources). */
    r: z.string().max(2048).optional(),
  }),
  z.object({
    t: z.literal('leave'),
    id: viewId,
    /** Milliseconds the view was visible, capped at one day. */
    ms: z.number().int().min(0).max(86_400_000),
  }),
]);
export type BeaconPayload = z.infer<typeof beaconSchema>;

/** Device classes, read from the user agent at the moment of the view; the user agent is not stored. */
export const TRAFFIC_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type TrafficDevice = (typeof TRAFFIC_DEVICES)[number];
export const TRAFFIC_DEVICE_LABELS: Record<TrafficDevice, string> = {
  mobile: 'Mobile',
  tablet: 'Tablet',
  desktop: 'Desktop',
};

/** Shown where a visit has no referrer, UTM source or country. */
export const TRAFFIC_DIRECT = 'Direct / none';
export const TRAFFIC_UNKNOWN_COUNTRY = 'unknown';

/** A new visit begins when the same daily visitor key has been quiet this long. */
export const VISIT_IDLE_MINUTES = 30;
/** The realtime count looks back this far. */
export const REALTIME_MINUTES = 5;
/** Raw page views older than this many days are deleted by default (the tallies stay). */
export const TRAFFIC_RETENTION_DAYS = 90;
/** The range the staff may set it to (the settings table checks the same). */
export const TRAFFIC_RETENTION_RANGE = { min: 7, max: 730 } as const;

/** One entry per Traffic report; each answers JSON, and its name with `.csv` the same rows as a file. */
export const TRAFFIC_REPORTS = [
  'summary',
  'series',
  'pages',
  'entries',
  'sources',
  'campaigns',
  'devices',
  'countries',
  'source-conversions',
  'entry-conversions',
  'realtime',
] as const;
export type TrafficReport = (typeof TRAFFIC_REPORTS)[number];
export const trafficReportSchema = z.enum(TRAFFIC_REPORTS);

/** The Traffic reports take the same range as every Insights chart (days in the viewer's zone). */
export const trafficQuerySchema = insightsQuerySchema;
export type TrafficQuery = InsightsQuery;

/**
 * Totals over a range. Visitors are summed per day: the key rotates daily, so a person who comes on
 * two days counts twice, by design. A rate or mean with nothing to divide by is null.
 */
export interface TrafficTotals {
  visitors: number;
  visits: number;
  views: number;
  viewsPerVisit: number | null;
  /** Share (0–1) of visits with one view. */
  bounceRate: number | null;
  /** Mean time on page in milliseconds, over the views whose leave ping arrived. */
  timeOnPageMs: number | null;
  signups: number;
  contacts: number;
  /** Signups per visit (0–1). */
  conversionRate: number | null;
}

export interface TrafficSummary {
  current: TrafficTotals;
  /** The range of the same length just before. */
  previousRange: { from: string; to: string };
  previous: TrafficTotals;
}

export interface TrafficPoint {
  bucket: string;
  visitors: number;
  visits: number;
  views: number;
}

export interface TrafficPageRow {
  path: string;
  views: number;
  visitors: number;
  timeOnPageMs: number | null;
}

export interface TrafficEntryRow {
  path: string;
  visits: number;
  bounceRate: number | null;
}

/** A source is the UTM source when there is one, else the referrer's host, else TRAFFIC_DIRECT. */
export interface TrafficSourceRow {
  source: string;
  visits: number;
  visitors: number;
}

export interface TrafficCampaignRow {
  campaign: string;
  source: string;
  medium: string;
  visits: number;
}

export interface TrafficDeviceRow {
  device: TrafficDevice;
  visits: number;
}

export interface TrafficCountryRow {
  /** ISO 3166 alpha-2 code from the platform's geo header, or TRAFFIC_UNKNOWN_COUNTRY. */
  country: string;
  visits: number;
}

/** Signups and contacts attributed to the visit they were sent from, grouped by its source or entry page. */
export interface TrafficConversionRow {
  key: string;
  visits: number;
  signups: number;
  contacts: number;
  /** Signups per visit (0–1), null without visits. */
  rate: number | null;
}

export interface TrafficRealtime {
  /** Distinct daily keys with a view in the last REALTIME_MINUTES minutes. */
  visitors: number;
  views: number;
  /** ISO time the count starts from. */
  since: string;
}

export interface TrafficRows {
  summary: TrafficSummary;
  series: TrafficPoint;
  pages: TrafficPageRow;
  entries: TrafficEntryRow;
  sources: TrafficSourceRow;
  campaigns: TrafficCampaignRow;
  devices: TrafficDeviceRow;
  countries: TrafficCountryRow;
  'source-conversions': TrafficConversionRow;
  'entry-conversions': TrafficConversionRow;
  realtime: TrafficRealtime;
}

/**
 * What a Traffic report answers inside `{data}`. Summary and realtime carry one row; the grouped
 * reports carry their top INSIGHTS_TOP_GROUPS rows, their total and the rest (`other`), as the
 * Insights grouped charts do; both are null for the series.
 */
export interface TrafficAnswer<R extends TrafficReport> {
  range: TrafficQuery;
  rows: TrafficRows[R][];
  total: number | null;
  other: number | null;
}
