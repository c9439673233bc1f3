// The visitor analytics' tables (migration 014): daily salts, raw page views and their tallies.
import { TRAFFIC_DEVICES } from '@nodal/shared';
import * as z from 'zod';

/** A bytea column: PGlite reads it as a Uint8Array, the PostgreSQL drivers as a Buffer (a Uint8Array too). */
const bytes = z.instanceof(Uint8Array);

export const trafficSaltRow = z.strictObject({
  day: z.iso.date(),
  salt: bytes,
  createdAt: z.date(),
});

export const pageViewRow = z.strictObject({
  /** bigint, read as int (selected as id::int: ids stay far below 2^31). */
  id: z.int(),
  createdAt: z.date(),
  visitorKey: bytes,
  visitId: z.int(),
  seq: z.int(),
  newVisitor: z.boolean(),
  newOnPath: z.boolean(),
  viewId: z.string(),
  path: z.string(),
  source: z.string(),
  medium: z.string(),
  campaign: z.string(),
  referrer: z.string(),
  /** '' on the views after a visit's entry. */
  device: z.union([z.enum(TRAFFIC_DEVICES), z.literal('')]),
  country: z.string(),
  durationMs: z.int().nullable(),
});

/** The measures both tallies keep; durations are summed in milliseconds (bigint, read as a float8). */
const measures = {
  views: z.int(),
  visits: z.int(),
  visitors: z.int(),
  continued: z.int(),
  durationMs: z.number(),
  durations: z.int(),
};

export const pageViewQuarterRow = z.strictObject({ slot: z.date(), ...measures });

export const TRAFFIC_DIMENSIONS = ['page', 'entry', 'source', 'campaign', 'device', 'country'] as const;
export type TrafficDimension = (typeof TRAFFIC_DIMENSIONS)[number];

export const pageViewDayRow = z.strictObject({
  day: z.iso.date(),
  dimension: z.enum(TRAFFIC_DIMENSIONS),
  value: z.string(),
  /** A campaign's source and medium; '' for the other dimensions. */
  source: z.string(),
  medium: z.string(),
  ...measures,
});
