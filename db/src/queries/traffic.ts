// Page views as they arrive (migration 014): the day's salt, one INSERT per view that also decides
// its visit and refuses a flood, the leave ping's duration, the visit a form post came from, and
// retention. The daily key arrives here already hashed: no address or user agent reaches the database.
import { randomBytes } from 'node:crypto';
import { TRAFFIC_RETENTION_DAYS, VISIT_IDLE_MINUTES, type TrafficDevice } from '@nodal/shared';
import * as z from 'zod';
import { queryRow } from '../rows.ts';
import { pageViewRow, trafficSaltRow } from '../schema/index.ts';
import type { Queryable } from '../types.ts';

const saltRow = trafficSaltRow.pick({ salt: true });

/** The salt of a UTC day (YYYY-MM-DD) if a view has made it; never makes one. */
export async function findTrafficSalt(db: Queryable, day: string): Promise<Uint8Array | null> {
  const found = await queryRow(db, saltRow, 'SELECT salt FROM traffic_salts WHERE day = $1', [day]);
  return found?.salt ?? null;
}

/**
 * The salt of a UTC day (YYYY-MM-DD), made at its first use: random, stored only until retention
 * deletes it 48 hours later. Two first views at once both insert; the second insert does nothing and
 * both read the one that won.
 */
export async function trafficSalt(db: Queryable, day: string): Promise<Uint8Array> {
  const found = await findTrafficSalt(db, day);
  if (found) return found;
  await db.query('INSERT INTO traffic_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING', [
    day,
    randomBytes(32),
  ]);
  return (await findTrafficSalt(db, day))!;
}

export interface NewPageView {
  /** The daily visitor key (16 bytes of its SHA-256). */
  key: Uint8Array;
  viewId: string;
  path: string;
  source: string;
  medium: string;
  campaign: string;
  referrer: string;
  device: TrafficDevice;
  country: string;
}

/** More views than `max` from one key within `windowSeconds` are a flood: not stored. */
export interface FloodLimit {
  max: number;
  windowSeconds: number;
}

const storedRow = z.strictObject({ recent: z.int(), stored: z.boolean() });

/**
 * Stores a view in one statement. The key's latest view (one index probe) says whether it continues
 * a visit (quiet for less than VISIT_IDLE_MINUTES) or begins one, and whether the key is new; the
 * key's views in the flood window are counted from the same index, so a flood costs no write of its
 * own. A visit's source, campaign, device and country are kept on its entry only. `stored` is false
 * for a flood.
 */
export async function insertPageView(
  db: Queryable,
  view: NewPageView,
  flood: FloodLimit,
): Promise<{ stored: boolean }> {
  const row = await queryRow(
    db,
    storedRow,
    `WITH last AS (
       SELECT visit_id, seq, created_at FROM page_views WHERE visitor_key = $1 ORDER BY created_at DESC LIMIT 1
     ),
     recent AS (
       SELECT count(*)::int AS n FROM (
         SELECT 1 FROM page_views
         WHERE visitor_key = $1 AND created_at > now() - make_interval(secs => $11) LIMIT $10
       ) AS r
     ),
     v AS (
       SELECT nextval(pg_get_serial_sequence('page_views', 'id')) AS id,
              coalesce(last.created_at > now() - make_interval(mins => $12), false) AS continues,
              last.visit_id, last.seq, last.created_at IS NULL AS new_visitor
       FROM recent LEFT JOIN last ON true
       WHERE recent.n < $10
     ),
     stored AS (
       INSERT INTO page_views (id, visitor_key, visit_id, seq, new_visitor, new_on_path, view_id, path,
                               source, medium, campaign, referrer, device, country)
       SELECT v.id, $1, CASE WHEN v.continues THEN v.visit_id ELSE v.id END,
              CASE WHEN v.continues THEN v.seq + 1 ELSE 1 END, v.new_visitor,
              NOT EXISTS (SELECT 1 FROM page_views p WHERE p.visitor_key = $1 AND p.path = $3),
              $2, $3,
              CASE WHEN v.continues THEN '' ELSE $4 END, CASE WHEN v.continues THEN '' ELSE $5 END,
              CASE WHEN v.continues THEN '' ELSE $6 END, CASE WHEN v.continues THEN '' ELSE $7 END,
              CASE WHEN v.continues THEN '' ELSE $8 END, CASE WHEN v.continues THEN '' ELSE $9 END
       FROM v
       RETURNING id
     )
     SELECT (SELECT n FROM recent) AS recent, EXISTS (SELECT 1 FROM stored) AS stored`,
    [
      view.key,
      view.viewId,
      view.path,
      view.source,
      view.medium,
      view.campaign,
      view.referrer,
      view.device,
      view.country,
      flood.max,
      flood.windowSeconds,
      VISIT_IDLE_MINUTES,
    ],
  );
  return { stored: row!.stored };
}

/**
 * The leave ping: sets the duration of the key's latest view with that view id, once, within a day
 * of the view. A ping naming another key's view, or one already timed, changes nothing.
 */
export async function setPageViewDuration(
  db: Queryable,
  leave: { key: Uint8Array; viewId: string; ms: number },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE page_views SET duration_ms = $3
     WHERE id = (SELECT id FROM page_views
                 WHERE visitor_key = $1 AND view_id = $2 AND duration_ms IS NULL
                   AND created_at > now() - interval '1 day'
                 ORDER BY created_at DESC LIMIT 1)
       AND duration_ms IS NULL
     RETURNING id`,
    [leave.key, leave.viewId, leave.ms],
  );
  return rows.length > 0;
}

const visitRow = pageViewRow.pick({ visitId: true });

/**
 * The visit a form post came from: the key's latest visit. Keys change every UTC day, so that is a
 * visit of the same day; null when the key sent no view (JavaScript off, Do Not Track, a bot).
 */
export async function latestVisit(db: Queryable, key: Uint8Array): Promise<number | null> {
  const row = await queryRow(
    db,
    visitRow,
    `SELECT visit_id::int AS "visitId" FROM page_views WHERE visitor_key = $1 ORDER BY created_at DESC LIMIT 1`,
    [key],
  );
  return row?.visitId ?? null;
}

const deletedRow = z.strictObject({ salts: z.int(), views: z.int() });

/**
 * Deletes the salts made more than 48 hours ago (no key of their day can be made again) and the raw
 * page views older than the retention setting. The tallies are kept.
 */
export async function deleteExpiredTraffic(db: Queryable): Promise<{ salts: number; views: number }> {
  const row = await queryRow(
    db,
    deletedRow,
    `WITH salts AS (
       DELETE FROM traffic_salts WHERE created_at < now() - interval '48 hours' RETURNING 1
     ),
     views AS (
       DELETE FROM page_views
       WHERE created_at < now() - make_interval(days => coalesce(
         (SELECT traffic_retention_days FROM settings WHERE id = 1), ${TRAFFIC_RETENTION_DAYS}))
       RETURNING 1
     )
     SELECT (SELECT count(*)::int FROM salts) AS salts, (SELECT count(*)::int FROM views) AS views`,
  );
  return row!;
}

const foldedRow = z.strictObject({ quarters: z.int(), days: z.int() });

/** What both tallies sum: a folded row adds these up. */
const TALLY_MEASURES = ['views', 'visits', 'visitors', 'continued', 'duration_ms', 'durations'];

/**
 * Two CTEs: `name` deletes the shard rows of `table` that `where` names, and `${name}0` adds them,
 * summed per key, to shard 0.
 */
function foldCtes(name: string, table: string, key: string[], where: string): string {
  const add = TALLY_MEASURES.map((m) => `${m} = t.${m} + excluded.${m}`).join(', ');
  return `${name} AS (
       DELETE FROM ${table} WHERE shard <> 0 AND ${where} RETURNING ${[...key, ...TALLY_MEASURES].join(', ')}
     ),
     ${name}0 AS (
       INSERT INTO ${table} AS t (${[...key, 'shard', ...TALLY_MEASURES].join(', ')})
       SELECT ${key.join(', ')}, 0, ${TALLY_MEASURES.map((m) => `sum(${m})`).join(', ')}
       FROM ${name} GROUP BY ${key.join(', ')} ORDER BY ${key.join(', ')}
       ON CONFLICT (${[...key, 'shard'].join(', ')}) DO UPDATE SET ${add}
       RETURNING 1
     )`;
}

/**
 * Folds the tally rows that writers no longer touch into shard 0 (migration 015): quarter hours
 * that ended over an hour ago and UTC days before today. Live writes keep a shard per connection so
 * they never wait on each other; folding keeps the rows a report reads at one per slot and value.
 * A late leave ping for a folded slot writes a new shard row, folded on the next run.
 */
export async function foldTrafficShards(db: Queryable): Promise<{ quarters: number; days: number }> {
  const row = await queryRow(
    db,
    foldedRow,
    `WITH ${foldCtes('q', 'page_view_quarters', ['slot'], `slot < now() - interval '75 minutes'`)},
     ${foldCtes('d', 'page_view_days', ['dimension', 'day', 'value', 'source', 'medium'], `day < (now() AT TIME ZONE 'UTC')::date`)}
     SELECT (SELECT count(*)::int FROM q) AS quarters, (SELECT count(*)::int FROM d) AS days`,
  );
  return row!;
}
