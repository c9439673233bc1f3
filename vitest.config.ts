import { defineConfig } from 'vitest/config';

// The API suite runs once per database backend: always PGlite, and PostgreSQL (through the
// production Neon driver) when TEST_DATABASE_URL is set.
const apiProject = (backend: 'pglite' | 'postgres') => ({
  test: {
    name: backend === 'pglite' ? 'api' : 'api-postgres',
    include: ['functions/test/**/*.test.ts'],
    globalSetup: ['functions/test/global-setup.ts'],
    env: { API_TEST_BACKEND: backend },
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
          include: ['{shared,functions,site,admin,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/dist/**', 'functions/test/**'],
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
