// The architecture, enforced: which package may import which, no import cycles, React's hook
// rules. Formatting belongs to Prettier (`pnpm format`), so no stylistic rule lives here.
import { readdirSync } from 'node:fs';
import eslint from '@eslint/js';
import prettier from 'eslint-config-prettier';
import astro from 'eslint-plugin-astro';
import checkFile from 'eslint-plugin-check-file';
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

// zod's `z` is its whole namespace as one object, so a bundler keeps all of it (every locale: 750 KB
// in each function); imported as a namespace, only what is used is kept. Every file's
// no-restricted-syntax carries this selector, since a later block's list replaces an earlier one's.
const ZOD_AS_NAMESPACE = {
  selector:
    "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
  message: "Import zod as a namespace: import * as z from 'zod'.",
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
      'no-restricted-syntax': ['error', ZOD_AS_NAMESPACE],
    },
  },
  // Hooks are checked in components and in the files of hooks that hold no markup (useX.ts).
  {
    files: ['**/*.tsx', '**/use[A-Z]*.ts'],
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
            { group: ['@nodal/ui', '@nodal/ui/*'], message: '@nodal/db does not know about the browser.' },
          ],
        },
      ],
    },
  },
  // A row's type comes from its table's schema through queryRows/queryRow (db/src/rows.ts), which
  // the API tests check every row against; a type argument to query() would only assert it.
  {
    files: ['db/src/queries/**', 'db/src/seed/**', 'db/src/migrate.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='query'][typeArguments]",
          message: 'Type rows from a schema: queryRows(db, schema, sql) or queryRow (db/src/rows.ts), not query<…>.',
        },
        ZOD_AS_NAMESPACE,
      ],
    },
  },
  // The functions reach the database through db/'s named queries only: no SQL of their own.
  {
    files: ['functions/api/**', 'functions/src/**', 'functions/scheduled/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='query']",
          message: 'SQL lives in db/: add a named query there and call it.',
        },
        ZOD_AS_NAMESPACE,
      ],
    },
  },
  // ui/ holds the browser primitives both apps share; it sits on shared only, like the apps never on server code.
  { files: ['site/**', 'admin/**', 'ui/**'], rules: noServerImports },
  {
    files: ['admin/src/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  // Browser tests wait for what the page shows or the network does, never for a fixed time: a fixed
  // sleep is either too short on a loaded machine or longer than needed everywhere else.
  {
    files: ['e2e/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message: 'Wait for the state itself (expect, expect.poll, waitForResponse, e2e/network.ts).',
        },
        { object: 'window', property: 'setTimeout', message: 'No fixed sleeps in browser tests.' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'setTimeout', message: 'No fixed sleeps in browser tests; wait for the state itself.' },
      ],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'node:timers/promises', message: 'No fixed sleeps in browser tests.' }] },
      ],
    },
  },
  // File names: kebab-case wherever every file already is (the site mixes PascalCase components with
  // camelCase modules, so only its Astro components are held to PascalCase).
  {
    files: ['{admin,ui,shared,functions,db,scripts}/**/*.{ts,tsx}', 'site/src/**/*.astro'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '{admin,ui,shared,functions,db,scripts}/**/*.{ts,tsx}': 'KEBAB_CASE',
          'site/src/{components,layouts,pages/_components}/**/*.astro': 'PASCAL_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  astro.configs.recommended,
  { files: ['**/*.astro'], rules: noServerImports },
  prettier,
);
