// Pre-bundles every function in functions/api into one self-contained ES module in functions/dist, the
// folder netlify.toml hands to Netlify. Netlify's own packaging traces files rather than compiling the
// workspace packages' raw TypeScript, so each function arrives here already compiled with all it imports.
// The routes are written into each bundle as the literal `config` Netlify reads by static analysis,
// generated from the one table in @nodal/shared; the embedded database and its relay may never ship.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';
import type { FunctionRoutes } from '@nodal/shared';
import { FUNCTIONS_DIR, functionFiles, SCHEDULED_DIR, scheduledFunctionFiles } from './platform/functions.ts';
import { FUNCTIONS_DIST_DIR, ROOT } from './paths.ts';

/**
 * Local-only code: PGlite (megabytes of WebAssembly), its socket server, and the WebSocket relay with
 * its `ws` package (the functions' Neon driver opens its sockets with Node's own WebSocket).
 */
const FORBIDDEN: { pattern: RegExp; what: string }[] = [
  { pattern: /node_modules\/@electric-sql\/pglite\//, what: 'PGlite' },
  { pattern: /node_modules\/@electric-sql\/pglite-socket\//, what: 'pglite-socket' },
  { pattern: /db\/src\/(local|pglite|ws-proxy)\.ts$/, what: 'the local database module' },
  { pattern: /node_modules\/ws\//, what: 'the ws package' },
];

/**
 * Packages a bundled dependency loads only on a path no function takes, replaced by a module that
 * throws if it ever is loaded. The campaign email's MJML imports its HTML minifier, whose config
 * loader requires TypeScript (10 MB) for a `.ts` config file; the email is rendered with `minify: false`
 * and no config file, so that require never runs.
 */
const NEVER_LOADED = ['typescript'];

/**
 * Native packages a function needs: left as imports for Netlify's packager, which copies them (their
 * compiled library included) into that function's zip from functions/node_modules (decision 0074).
 */
export const NATIVE = ['sharp'];

// Bundled CommonJS dependencies (ws) require Node built-ins; an ES module has no `require` of its own.
const BANNER =
  "import { createRequire as __nodalCreateRequire } from 'node:module';\nconst require = __nodalCreateRequire(import.meta.url);";

/** What a bundle declares to Netlify: its routes, or (a scheduled function) its cron schedule. */
export type FunctionConfig = FunctionRoutes | { schedule: string };

export interface BundledFunction {
  name: string;
  file: string;
  bytes: number;
  config: FunctionConfig;
}

/** The `config` export Netlify parses: an object literal with literal values, nothing computed. */
export function configLiteral(config: FunctionConfig): string {
  const entries = Object.entries(config).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `export const config = { ${entries.join(', ')} };\n`;
}

/**
 * Each entry is a small generated module: the source's handler and the literal config. Going through
 * esbuild (rather than appending text to its output) lets it rename any dependency's own `config`.
 */
function entriesPlugin(functions: { name: string; file: string; config: FunctionConfig }[]): Plugin {
  const byName = new Map(functions.map((fn) => [fn.name, fn]));
  return {
    name: 'nodal-function-entries',
    setup(build) {
      build.onResolve({ filter: /^nodal-function:/ }, (args) => ({
        path: args.path.slice('nodal-function:'.length),
        namespace: 'nodal-function',
      }));
      build.onLoad({ filter: /.*/, namespace: 'nodal-function' }, (args) => {
        const fn = byName.get(args.path)!;
        return {
          contents: `export { default } from ${JSON.stringify(fn.file)};\n${configLiteral(fn.config)}`,
          loader: 'js',
          resolveDir: ROOT,
        };
      });
    },
  };
}

function neverLoadedPlugin(): Plugin {
  const filter = new RegExp(`^(${NEVER_LOADED.join('|')})$`);
  return {
    name: 'nodal-never-loaded',
    setup(build) {
      build.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'nodal-never-loaded' }));
      build.onLoad({ filter: /.*/, namespace: 'nodal-never-loaded' }, (args) => ({
        contents: `throw new Error(${JSON.stringify(`${args.path} is not shipped with the functions (scripts/bundle-functions.ts)`)});`,
        loader: 'js',
      }));
    },
  };
}

/** Each kind of forbidden code one bundle contains, with the first file of it esbuild took in. */
export function forbiddenInputs(metafile: Metafile, output: string): string[] {
  const inputs = Object.keys(metafile.outputs[output]?.inputs ?? {});
  return FORBIDDEN.flatMap(({ pattern, what }) => {
    const input = inputs.find((i) => pattern.test(i));
    return input ? [`${what} (${input})`] : [];
  });
}

export async function bundleFunctions({
  sourceDir = FUNCTIONS_DIR,
  scheduledDir = SCHEDULED_DIR,
  outDir = FUNCTIONS_DIST_DIR,
} = {}): Promise<BundledFunction[]> {
  const functions: { name: string; file: string; config: FunctionConfig }[] = [
    ...functionFiles(sourceDir).map(({ name, file, routes }) => ({ name, file, config: routes })),
    ...scheduledFunctionFiles(scheduledDir).map(({ name, file, schedule }) => ({ name, file, config: { schedule } })),
  ];
  const names = functions.map((fn) => fn.name);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length) throw new Error(`an API function and a scheduled function share a name: ${twice.join(', ')}`);
  const result = await build({
    entryPoints: functions.map((fn) => ({ in: `nodal-function:${fn.name}`, out: fn.name })),
    plugins: [entriesPlugin(functions), neverLoadedPlugin()],
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    external: [...NATIVE],
    banner: { js: BANNER },
    metafile: true,
    write: false,
    logLevel: 'silent',
    absWorkingDir: ROOT,
  });

  const problems: string[] = [];
  const bundled: BundledFunction[] = [];
  for (const fn of functions) {
    const file = join(outDir, `${fn.name}.mjs`);
    const output = result.outputFiles.find((o) => o.path === file);
    if (!output) throw new Error(`esbuild wrote no bundle for ${fn.name}`);
    for (const found of forbiddenInputs(result.metafile, relative(ROOT, file))) problems.push(`${fn.name}: ${found}`);
    bundled.push({ name: fn.name, file, bytes: output.contents.byteLength, config: fn.config });
  }
  if (problems.length) {
    throw new Error(
      `Local-only code reached the functions bundle (import it from @nodal/db/local only in local processes):\n  ${problems.join('\n  ')}`,
    );
  }

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const output of result.outputFiles) writeFileSync(output.path, output.contents);
  return bundled;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const bundled = await bundleFunctions();
  const kb = bundled.reduce((sum, b) => sum + b.bytes, 0) / 1024;
  console.log(
    `[functions] ${bundled.length} bundles in ${relative(ROOT, FUNCTIONS_DIST_DIR)}/ (${kb.toFixed(0)} KB) in ${Date.now() - started} ms`,
  );
  for (const b of bundled)
    console.log(`  ${basename(b.file).padEnd(28)} ${(b.bytes / 1024).toFixed(0).padStart(5)} KB`);
}
