// @nodal/db: the product's data access. The functions, the scripts and the site build import from
// here (or from `@nodal/db/local` for the embedded database, `@nodal/db/factories` for test rows);
// nothing reaches into the package's files.
export { DatabaseUnavailableError, getDb, setDb, type Db, type Queryable, type Row, type Tx } from './client.ts';
export { isConnectionFailure } from './neon.ts';
export { appliedMigrationCount, loadMigrations, migrate, pendingMigrations, type Migration } from './migrate.ts';
export { seedIfEmpty } from './seed/index.ts';
export * from './queries/articles.ts';
export * from './queries/article-revisions.ts';
export * from './queries/auth.ts';
export * from './queries/contacts.ts';
export * from './queries/demos.ts';
export * from './queries/build-hook.ts';
export * from './queries/events.ts';
export * from './queries/form-replies.ts';
export * from './queries/images.ts';
export * from './queries/insights.ts';
export * from './queries/limits.ts';
export * from './queries/signups.ts';
export * from './queries/team.ts';
export * from './queries/audit.ts';
export * from './queries/site.ts';
export * from './queries/videos.ts';
export * from './queries/site-content.ts';
export { demoSeed } from './seed/content.ts';
export * from './queries/notifications.ts';
export * from './queries/settings.ts';
