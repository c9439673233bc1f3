// What a build may do with the database it is given, decided from Netlify's deploy context
// (CONTEXT: production, deploy-preview, branch-deploy; unset outside Netlify). A deploy preview
// often gets the production DATABASE_URL, so only production, or a context that opted in with a
// database of its own, ever writes.

export type BuildPlan =
  /** Apply pending migrations, seed an empty database, build from it. */
  | { database: 'migrate'; why: string }
  /** Build from it without writing; if its schema is behind this commit, build without it. */
  | { database: 'read-only'; why: string }
  /** Build with no content at all. */
  | { database: 'none'; why: string }
  /** Stop the build: this is not a site to publish. */
  | { database: 'refuse'; why: string };

export interface BuildPlanEnv {
  CONTEXT?: string | undefined;
  DATABASE_URL?: string | undefined;
  NODAL_MIGRATE?: string | undefined;
}

export function planBuild(env: BuildPlanEnv): BuildPlan {
  const context = env.CONTEXT || undefined;
  const url = env.DATABASE_URL || undefined;
  if (!context) {
    return {
      database: 'migrate',
      why: url ? 'local build against DATABASE_URL' : 'local build on the embedded database in .data/',
    };
  }
  if (context === 'production') {
    if (!url) return { database: 'refuse', why: 'a production build needs DATABASE_URL (the production database)' };
    return { database: 'migrate', why: 'production build' };
  }
  if (!url)
    return { database: 'none', why: `${context} build without DATABASE_URL: the site is built with no content` };
  if (env.NODAL_MIGRATE === '1') {
    return { database: 'migrate', why: `${context} build with NODAL_MIGRATE=1: its DATABASE_URL is its own database` };
  }
  return {
    database: 'read-only',
    why: `${context} build: DATABASE_URL is only read (set NODAL_MIGRATE=1 in this context, with a database of its own, to migrate it)`,
  };
}
