// Once per run, before any API test file: the database every file starts from, already migrated.
// PostgreSQL: one fresh database, shared by the files and dropped at the end. PGlite: the data folder
// of a migrated in-memory database, written to a temporary file that each file loads into its own
// database (an empty PGlite costs about four times as much to create and migrate, per file).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase, openPgliteDb } from '@nodal/db/local';
import { migrate } from '@nodal/db';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | null;
    /** A tarball of a migrated PGlite data folder (PGlite run only). */
    pgliteTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  project.provide('databaseUrl', null);
  project.provide('pgliteTemplate', null);
  if (project.name === 'api-postgres' && base) return postgresDatabase(project, base);
  if (project.name === 'api') return pgliteTemplate(project);
}

async function postgresDatabase(project: TestProject, base: string) {
  const name = `nodal_test_${Date.now().toString(36)}_${process.pid}`;
  const admin = await openDatabase(base);
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = await openDatabase(url.toString());
  await migrate(db);
  await db.close();
  project.provide('databaseUrl', url.toString());
  return async () => {
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  };
}

async function pgliteTemplate(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'nodal-api-'));
  const file = join(dir, 'migrated.tar');
  const db = await openPgliteDb();
  await migrate(db);
  await writeFile(file, new Uint8Array(await (await dumpPglite(db)).arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
