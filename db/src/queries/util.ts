import type { Queryable } from '../types.ts';

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Timestamps leave the database as Date (both drivers) and travel as ISO strings. */
export function iso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

/** The WHERE clause matching `q` anywhere in a row's search text (nothing when empty); adds its parameter. */
function matchFilter(q: string, params: unknown[]): string {
  return q ? `WHERE search_text LIKE $${params.push(likePattern(q))}` : '';
}

export interface Paged {
  q: string;
  page: number;
  pageSize: number;
}

/**
 * One page of an admin list (newest first, `q` matched anywhere in the row's search text) and the
 * count of every match, in one statement: a round trip through the driver costs the API most of a
 * millisecond of CPU, more than the page itself. `table` and `columns` are the caller's constants,
 * never input, and `columns` must name `id` and `createdAt`.
 */
export async function searchPage<T extends { id: number }>(
  db: Queryable,
  table: string,
  columns: string,
  { q, page, pageSize }: Paged,
): Promise<{ rows: T[]; total: number }> {
  const params: unknown[] = [];
  const where = matchFilter(q, params);
  const limit = `LIMIT $${params.push(pageSize)} OFFSET $${params.push((page - 1) * pageSize)}`;
  // The count is the outer row, so a page past the end still brings the total (with null columns).
  const rows = await db.query<T & { total: number }>(
    `SELECT c.total, p.* FROM (SELECT count(*)::int AS total FROM ${table} ${where}) c
     LEFT JOIN (SELECT ${columns} FROM ${table} ${where} ORDER BY created_at DESC, id DESC ${limit}) p ON true
     ORDER BY p."createdAt" DESC, p.id DESC`,
    params,
  );
  return {
    rows: rows.filter((row) => row.id !== null).map(({ total: _total, ...row }) => row as unknown as T),
    total: rows[0]?.total ?? 0,
  };
}

/** Every match of `q`, newest first, for the CSV exports; same rules for `table` and `columns`. */
export async function searchAll<T>(db: Queryable, table: string, columns: string, q: string): Promise<T[]> {
  const params: unknown[] = [];
  const where = matchFilter(q, params);
  return db.query<T>(`SELECT ${columns} FROM ${table} ${where} ORDER BY created_at DESC, id DESC`, params);
}
