import { defineConfig } from 'vitest/config';

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
      {
        test: {
          name: 'api',
          include: ['functions/test/**/*.test.ts'],
          globalSetup: ['functions/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // Each database backend gets its own fork; files share the server of their fork.
          fileParallelism: false,
        },
      },
    ],
  },
});
