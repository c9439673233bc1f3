import type { Demo, DemoType } from '@nodal/shared';
import { queryRow, queryRows } from '../rows.ts';
import { demoRow } from '../schema/index.ts';
import type { Queryable } from '../types.ts';

const COLUMNS = `id, title, description, type, embed_code AS "embedCode", position`;

export interface DemoFields {
  title: string;
  description: string;
  type: DemoType;
  embedCode: string;
  position?: number | undefined;
}

export function listDemos(db: Queryable): Promise<Demo[]> {
  return queryRows(db, demoRow, `SELECT ${COLUMNS} FROM demos ORDER BY position, id`);
}

export async function insertDemo(db: Queryable, d: DemoFields): Promise<Demo> {
  const row = await queryRow(
    db,
    demoRow,
    `INSERT INTO demos (title, description, type, embed_code, position)
     VALUES ($1, $2, $3, $4, coalesce($5, (SELECT coalesce(max(position), 0) + 1 FROM demos)))
     RETURNING ${COLUMNS}`,
    [d.title, d.description, d.type, d.embedCode, d.position ?? null],
  );
  return row!;
}

export async function updateDemo(db: Queryable, id: number, d: DemoFields): Promise<Demo | null> {
  return queryRow(
    db,
    demoRow,
    `UPDATE demos SET title = $2, description = $3, type = $4, embed_code = $5, position = coalesce($6, position),
       updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, d.title, d.description, d.type, d.embedCode, d.position ?? null],
  );
}

export async function deleteDemo(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM demos WHERE id = $1 RETURNING id', [id])).length > 0;
}

/** The demo, locked for the caller's transaction (its audit row records the fields before the change). */
export async function lockDemo(db: Queryable, id: number): Promise<Demo | null> {
  return queryRow(db, demoRow, `SELECT ${COLUMNS} FROM demos WHERE id = $1 FOR UPDATE`, [id]);
}
