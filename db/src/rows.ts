// Typed reads: a query's rows take their type from a zod schema of what the SQL returns, never
// from an assertion. With NODAL_CHECK_ROWS=1 (the API test suites) every row is also parsed against
// that schema, so a renamed column or a changed type fails the first test that reads it. Elsewhere
// the rows go through as the driver returned them: the schemas never transform a value, so parsing
// or not, the caller gets the same rows.
import type { z } from 'zod';
import type { Queryable } from './types.ts';

/** Every row is checked against its schema when NODAL_CHECK_ROWS is 1 (read per call: tests set it late). */
const checking = () => process.env.NODAL_CHECK_ROWS === '1';

/** A query's rows did not have the shape its schema says. */
export class RowShapeError extends Error {
  override name = 'RowShapeError';
}

function check(schema: z.ZodType, sql: string, rows: readonly unknown[]): void {
  for (const row of rows) {
    const result = schema.safeParse(row);
    if (!result.success) {
      const statement = sql.replace(/\s+/g, ' ').trim().slice(0, 160);
      const issues = result.error.issues.map((i) => `${i.path.join('.') || '(row)'}: ${i.message}`).join('; ');
      throw new RowShapeError(`Row does not match its schema (${issues}) in: ${statement}`);
    }
  }
}

/**
 * The rows of `sql`, typed by `schema` (and checked against it when NODAL_CHECK_ROWS=1). The schema's
 * input and output are one type: a schema that transformed would give different rows unchecked.
 */
export async function queryRows<T>(
  db: Queryable,
  schema: z.ZodType<T, T>,
  sql: string,
  params: readonly unknown[] = [],
): Promise<T[]> {
  const rows = await db.query(sql, params);
  if (checking()) check(schema, sql, rows);
  return rows as T[];
}

/** The first row of `sql`, or null when it returns none. */
export async function queryRow<T>(
  db: Queryable,
  schema: z.ZodType<T, T>,
  sql: string,
  params: readonly unknown[] = [],
): Promise<T | null> {
  const [row] = await queryRows(db, schema, sql, params);
  return row ?? null;
}
