import { defineConfig } from 'vitest/config';

// The API suite runs once per database backend: always PGlite, and PostgreSQL (through the
// production Neon driver) when TEST_DATABASE_URL is set.
const apiProject = (backend: 'pglite' | 'postgres') => ({
  test: {
    name: backend === 'pglite' ? 'api' : 'api-postgres',
    include: ['functions/test/**/*.test.ts'],
    globalSetup: ['functions/test/global-setup.ts'],
    // The files share their worker process and its loaded modules instead of starting afresh each
    // time (about a third of the suite's time went to starting them). Each file still gets its own
    // database and server (harness.ts), and its environment back as it found it (file-env.ts).
    isolate: false,
    setupFiles: ['functions/test/file-env.ts'],
    // Every row a query returns is checked against its schema (db/src/rows.ts).
    env: { API_TEST_BACKEND: backend, NODAL_CHECK_ROWS: '1' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,ui,db,functions,site,admin,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/dist/**', 'functions/test/**', 'scripts/netlify-*.test.ts'],
        },
      },
      // Netlify's packager and runtime on the production build; the served file needs TEST_DATABASE_URL.
      // One file at a time: both write functions/dist, which the runtime serves from.
      {
        test: {
          name: 'netlify',
          include: ['scripts/netlify-packaging.test.ts', 'scripts/netlify-served.test.ts'],
          fileParallelism: false,
          // Netlify's runtime starts a worker and loads the function afresh for every call.
          testTimeout: 180_000,
          // The set-up is a whole production build; beside the other lanes on a slow two-core machine it
          // has taken over eight minutes (a CI run's served-runtime hook timed out at 480 s).
          hookTimeout: 1_200_000,
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
