// The architecture, enforced: which package may import which, no import cycles, React's hook
// rules. Formatting belongs to Prettier (`pnpm format`), so no stylistic rule lives here.
import { readdirSync } from 'node:fs';
import eslint from '@eslint/js';
import prettier from 'eslint-config-prettier';
import astro from 'eslint-plugin-astro';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVER_CODE = ['@nodal/functions', '@nodal/functions/*', '@nodal/db', '@nodal/db/*'];

/** Browser code (site islands, admin) never reaches into server code, by package or by path. */
const noServerImports = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: SERVER_CODE,
          message: 'The site and the admin never import server code; go through the API or @nodal/shared.',
        },
        { group: ['**/functions/**', '**/db/src/**'], message: 'The site and the admin never import server code.' },
      ],
    },
  ],
};

// Admin features talk to each other only through a feature's public file (features/<name>/index.ts).
const features = readdirSync(new URL('./admin/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.flatMap((target) =>
  features
    .filter((from) => from !== target)
    .map((from) => ({
      target: `./admin/src/features/${target}`,
      from: `./admin/src/features/${from}`,
      except: ['./index.ts'],
      message: `Import the ${from} feature through its public file (features/${from}/index.ts).`,
    })),
);

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.astro/**',
      '.data/**',
      '.tools/**',
      '.netlify/**',
      'site/public/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'scripts/media/**',
    ],
  },
  eslint.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', '*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // import-x/no-duplicates resolves lucide's per-icon entry points to one typings file and
      // reports them all; the core rule compares what is written.
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // shared/ is the bottom of the graph: it imports nothing of ours.
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@nodal/*', '../../*/src/**'], message: '@nodal/shared imports nothing of ours.' }] },
      ],
    },
  },
  // db/ sits on shared only.
  {
    files: ['db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nodal/functions', '@nodal/functions/*', '**/functions/**'],
              message: '@nodal/db does not know about HTTP.',
            },
          ],
        },
      ],
    },
  },
  { files: ['site/**', 'admin/**'], rules: noServerImports },
  {
    files: ['admin/src/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  astro.configs.recommended,
  { files: ['**/*.astro'], rules: noServerImports },
  prettier,
);
