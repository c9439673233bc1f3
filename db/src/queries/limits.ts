import * as z from 'zod';
import { queryRow } from '../rows.ts';
import { rateLimitRow } from '../schema/index.ts';
import type { Queryable } from '../types.ts';

export interface WindowCount {
  count: number;
  /** Seconds until the current window closes. */
  retryAfter: number;
}

const WINDOW = `to_timestamp(floor(extract(epoch FROM now()) / $2) * $2)`;
const RETRY_AFTER = `ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now())))::int AS "retryAfter"`;

/**
 * Adds one to the counter of key $1 in the current fixed window of $2 seconds, returning the new
 * count and "retryAfter"; exported for statements that count and write at once.
 */
export const HIT_SQL = `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, ${WINDOW}, 1)
  ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
  RETURNING count, ${RETRY_AFTER}`;

/** What HIT_SQL returns: the window's count and the seconds until it closes. */
export const hitRow = rateLimitRow.extend({ retryAfter: z.int() });

/** A per-key budget: at most `max` counted posts in each window of `windowSeconds`. */
export interface Budget {
  key: string;
  windowSeconds: number;
  max: number;
}

export const toWindowCount = (row: z.infer<typeof hitRow>): WindowCount => ({
  count: row.count,
  retryAfter: Math.max(1, row.retryAfter),
});

/** Adds one to the key's counter in the current fixed window and returns the new count. */
export async function hitLimit(db: Queryable, key: string, windowSeconds: number): Promise<WindowCount> {
  const row = await queryRow(db, hitRow, HIT_SQL, [key, windowSeconds]);
  return toWindowCount(row!);
}

/** The key's count in the current window, without adding to it. */
export async function peekLimit(db: Queryable, key: string, windowSeconds: number): Promise<WindowCount> {
  const row = await queryRow(
    db,
    hitRow,
    `SELECT count, ${RETRY_AFTER} FROM rate_limits WHERE key = $1 AND window_start = ${WINDOW}`,
    [key, windowSeconds],
  );
  return row ? toWindowCount(row) : { count: 0, retryAfter: 0 };
}

export async function clearLimit(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}

/** Old windows are useless; dropped now and then so the table stays small. */
export async function pruneLimits(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
}
