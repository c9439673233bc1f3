// For the PostgreSQL run: one fresh database per test run, migrated once, dropped at the end.
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@nodal/db/local';
import { migrate } from '@nodal/db';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (project.name !== 'api-postgres' || !base) {
    project.provide('databaseUrl', null);
    return;
  }
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
