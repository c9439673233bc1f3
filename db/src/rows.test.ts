import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { queryRow, queryRows, RowShapeError } from './rows.ts';
import { contactRow } from './schema/index.ts';
import type { Queryable } from './types.ts';

const returning = (rows: unknown[]): Queryable => ({ query: async () => rows as never[] });
const idRow = contactRow.pick({ id: true, createdAt: true });
const at = new Date('2026-11-26T06:00:00Z');

describe('queryRows', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('refuses a row whose column was renamed, when rows are checked', async () => {
    vi.stubEnv('NODAL_CHECK_ROWS', '1');
    await expect(queryRows(returning([{ id: 1, created_at: at }]), idRow, 'SELECT id, created_at')).rejects.toThrow(
      RowShapeError,
    );
  });

  it('refuses a column the schema does not name, and a value of the wrong type', async () => {
    vi.stubEnv('NODAL_CHECK_ROWS', '1');
    await expect(queryRows(returning([{ id: 1, createdAt: at, extra: 1 }]), idRow, 'SELECT')).rejects.toThrow(/extra/);
    await expect(queryRow(returning([{ id: '1', createdAt: at }]), idRow, 'SELECT')).rejects.toThrow(/id/);
  });

  it('returns the driver rows as they are, checked or not', async () => {
    const rows = [{ id: 1, createdAt: at }];
    vi.stubEnv('NODAL_CHECK_ROWS', '1');
    expect(await queryRows(returning(rows), idRow, 'SELECT')).toStrictEqual(rows);
    vi.stubEnv('NODAL_CHECK_ROWS', '');
    expect(await queryRows(returning([{ wrong: true }]), idRow, 'SELECT')).toEqual([{ wrong: true }]);
    expect(await queryRow(returning([]), z.strictObject({ n: z.int() }), 'SELECT')).toBeNull();
  });
});
