// Applies the numbered files in ./migrations once each, in order, recording them in
// schema_migrations. An advisory lock held for the transaction makes two processes that start at
// once take turns: the second finds the work done.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { queryRow, queryRows } from './rows.ts';
import { countRow, schemaMigrationRow } from './schema/index.ts';
import type { Db } from './types.ts';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_ID = 7_201_955;

const existsRow = z.strictObject({ exists: z.boolean() });

export interface Migration {
  version: string;
  sql: string;
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort();
  // Two branches that each add "the next" number would otherwise both apply, in name order.
  const numbers = files.map((file) => file.slice(0, 3));
  const taken = numbers.filter((n, i) => numbers.indexOf(n) !== i);
  if (taken.length)
    throw new Error(`Two migrations share the number ${taken.join(', ')} in ${dir}: renumber the newer one`);
  return files.map((file) => ({ version: file.replace(/\.sql$/, ''), sql: readFileSync(join(dir, file), 'utf8') }));
}

export async function migrate(db: Db, migrations = loadMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await queryRows(tx, schemaMigrationRow, 'SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      applied.push(migration.version);
    }
    return applied;
  });
}

/** Versions not applied yet; a database with no schema_migrations table has them all pending. */
export async function pendingMigrations(db: Db, migrations = loadMigrations()): Promise<string[]> {
  const table = await queryRow(db, existsRow, `SELECT to_regclass('schema_migrations') IS NOT NULL AS "exists"`);
  if (!table?.exists) return migrations.map((m) => m.version);
  const done = new Set(
    (await queryRows(db, schemaMigrationRow, 'SELECT version FROM schema_migrations')).map((r) => r.version),
  );
  return migrations.filter((m) => !done.has(m.version)).map((m) => m.version);
}

/** How many migrations the database has applied (what the health check reports). */
export async function appliedMigrationCount(db: Db): Promise<number> {
  return (await queryRow(db, countRow, 'SELECT count(*)::int AS n FROM schema_migrations'))?.n ?? 0;
}
