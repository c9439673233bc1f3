import type { Queryable } from '../client.ts';

export interface WindowCount {
  count: number;
  /** Seconds until the current window closes. */
  retryAfter: number;
}

const WINDOW = `to_timestamp(floor(extract(epoch FROM now()) / $2) * $2)`;

/** Adds one to the key's counter in the current fixed window and returns the new count. */
export async function hitLimit(db: Queryable, key: string, windowSeconds: number): Promise<WindowCount> {
  const [row] = await db.query<{ count: number; retryAfter: number }>(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, ${WINDOW}, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
     RETURNING count, ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now())))::int AS "retryAfter"`,
    [key, windowSeconds],
  );
  return { count: row!.count, retryAfter: Math.max(1, row!.retryAfter) };
}

/** The key's count in the current window, without adding to it. */
export async function peekLimit(db: Queryable, key: string, windowSeconds: number): Promise<WindowCount> {
  const [row] = await db.query<{ count: number; retryAfter: number }>(
    `SELECT count, ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now())))::int AS "retryAfter"
     FROM rate_limits WHERE key = $1 AND window_start = ${WINDOW}`,
    [key, windowSeconds],
  );
  return row ? { count: row.count, retryAfter: Math.max(1, row.retryAfter) } : { count: 0, retryAfter: 0 };
}

export async function clearLimit(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}

/** Old windows are useless; dropped now and then so the table stays small. */
export async function pruneLimits(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
}
