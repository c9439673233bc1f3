import * as z from 'zod';
import { queryRows } from '../rows.ts';
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

/** A row of a page query: a row of the page with the count of every match, or the page-past-the-end row. */
export type PageRow<T> = (T & { total: number }) | { total: number; id: null };

/**
 * The schema of a page query's rows: each row of the page with the count of every match (`total`),
 * or, for a page past the end, one row of the total and null columns. (zod's types cannot follow
 * `extend` on a generic shape, so the union's type is spelled out here, once.)
 */
export function pageRow<T extends object>(row: z.ZodObject & z.ZodType<T, T>): z.ZodType<PageRow<T>, PageRow<T>> {
  const page = z.union([row.extend({ total: z.int() }), z.looseObject({ total: z.int(), id: z.null() })]);
  return page as unknown as z.ZodType<PageRow<T>, PageRow<T>>;
}

/** A page query's rows without the null row, and the count of every match. */
export function splitPage<T extends { id: unknown }>(rows: PageRow<T>[]): { rows: Omit<T, 'total'>[]; total: number } {
  return {
    rows: rows.filter((row): row is T & { total: number } => row.id !== null).map(({ total: _total, ...row }) => row),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * One page of an admin list (newest first, `q` matched anywhere in the row's search text) and the
 * count of every match, in one statement: a round trip through the driver costs the API most of a
 * millisecond of CPU, more than the page itself. `table` and `columns` are the caller's constants,
 * never input, and `columns` must name `id` and `createdAt`, the columns of `row`.
 */
export async function searchPage<T extends { id: number }>(
  db: Queryable,
  table: string,
  columns: string,
  row: z.ZodObject & z.ZodType<T, T>,
  { q, page, pageSize }: Paged,
): Promise<{ rows: Omit<T, 'total'>[]; total: number }> {
  const params: unknown[] = [];
  const where = matchFilter(q, params);
  const limit = `LIMIT $${params.push(pageSize)} OFFSET $${params.push((page - 1) * pageSize)}`;
  // The count is the outer row, so a page past the end still brings the total (with null columns).
  const rows = await queryRows(
    db,
    pageRow(row),
    `SELECT c.total, p.* FROM (SELECT count(*)::int AS total FROM ${table} ${where}) c
     LEFT JOIN (SELECT ${columns} FROM ${table} ${where} ORDER BY created_at DESC, id DESC ${limit}) p ON true
     ORDER BY p."createdAt" DESC, p.id DESC`,
    params,
  );
  return splitPage(rows);
}

/** Every match of `q`, newest first, for the CSV exports; same rules for `table` and `columns`. */
export async function searchAll<T>(
  db: Queryable,
  table: string,
  columns: string,
  row: z.ZodType<T, T>,
  q: string,
): Promise<T[]> {
  const params: unknown[] = [];
  const where = matchFilter(q, params);
  return queryRows(db, row, `SELECT ${columns} FROM ${table} ${where} ORDER BY created_at DESC, id DESC`, params);
}
