// Loads every function in functions/api in-process and routes requests to them the way Netlify does:
// each function owns the paths `functionRoutes` gives it (the table in @nodal/shared, also what the
// bundle declares to Netlify), minus its excluded paths, matched case-insensitively without a trailing
// slash. Netlify takes the first function that matches in an order it does not promise, so a URL that
// two functions claim is a bug here rather than a silent pick.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from '@netlify/functions';
import {
  apiRoutes,
  functionRoutes,
  scheduledFunctions,
  type ApiRouteName,
  type FunctionRoutes,
  type ScheduledFunctionName,
} from '@nodal/shared';

type FunctionHandler = (req: Request, context: Context) => Promise<Response>;

export interface LoadedFunction {
  name: string;
  routes: FunctionRoutes;
  paths: URLPattern[];
  excluded: URLPattern[];
  handler: FunctionHandler;
}

export const FUNCTIONS_DIR = join(import.meta.dirname, '..', '..', 'functions', 'api');
export const SCHEDULED_DIR = join(import.meta.dirname, '..', '..', 'functions', 'scheduled');

/** `admin-signups.ts` is the function of `apiRoutes.adminSignups`. */
export const routeNameOf = (file: string) =>
  file.replace(/\.ts$/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** The camelCase table keys of a folder's function files; a file without an entry or an entry without a file throws. */
function sourceFiles(dir: string, table: object, tableName: string): { name: string; file: string; key: string }[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  const names = new Set(files.map(routeNameOf));
  const unrouted = [...names].filter((name) => !(name in table));
  if (unrouted.length)
    throw new Error(`functions without an entry in ${tableName} (shared/src/paths.ts): ${unrouted.join(', ')}`);
  const missing = Object.keys(table).filter((name) => !names.has(name));
  if (missing.length) throw new Error(`${tableName} entries without a function file in ${dir}: ${missing.join(', ')}`);
  return files.map((file) => ({ name: file.replace(/\.ts$/, ''), file: join(dir, file), key: routeNameOf(file) }));
}

/** Every function source file with its routes. */
export function functionFiles(dir = FUNCTIONS_DIR): { name: string; file: string; routes: FunctionRoutes }[] {
  return sourceFiles(dir, apiRoutes, 'apiRoutes').map(({ name, file, key }) => ({
    name,
    file,
    routes: functionRoutes(key as ApiRouteName),
  }));
}

/** Every scheduled function source file with its cron schedule. */
export function scheduledFunctionFiles(dir = SCHEDULED_DIR): { name: string; file: string; schedule: string }[] {
  return sourceFiles(dir, scheduledFunctions, 'scheduledFunctions').map(({ name, file, key }) => ({
    name,
    file,
    schedule: scheduledFunctions[key as ScheduledFunctionName],
  }));
}

type Importer = (file: string) => Promise<unknown>;
const nativeImport: Importer = (file) => import(pathToFileURL(file).href);

/** `importer` lets `pnpm dev` load them through Vite, which reloads a module when its file changes. */
export async function loadFunctions(importer: Importer = nativeImport, dir = FUNCTIONS_DIR): Promise<LoadedFunction[]> {
  const loaded: LoadedFunction[] = [];
  for (const { name, file, routes } of functionFiles(dir)) {
    const mod = (await importer(file)) as { default?: FunctionHandler };
    if (typeof mod.default !== 'function') throw new Error(`${file} has no default export handler`);
    loaded.push({
      name,
      routes,
      paths: routes.path.map((pathname) => new URLPattern({ pathname })),
      excluded: (routes.excludedPath ?? []).map((pathname) => new URLPattern({ pathname })),
      handler: mod.default,
    });
  }
  return loaded;
}

export interface ScheduledFunction {
  name: string;
  schedule: string;
  handler: FunctionHandler;
}

export async function loadScheduledFunctions(
  importer: Importer = nativeImport,
  dir = SCHEDULED_DIR,
): Promise<ScheduledFunction[]> {
  const loaded: ScheduledFunction[] = [];
  for (const { name, file, schedule } of scheduledFunctionFiles(dir)) {
    const mod = (await importer(file)) as { default?: FunctionHandler };
    if (typeof mod.default !== 'function') throw new Error(`${file} has no default export handler`);
    loaded.push({ name, schedule, handler: mod.default });
  }
  return loaded;
}

export function matchFunction(functions: LoadedFunction[], req: Request) {
  const raw = new URL(req.url).pathname;
  const pathname = (raw !== '/' && raw.endsWith('/') ? raw.slice(0, -1) : raw).toLowerCase();
  const matches = functions.flatMap((fn) => {
    if (fn.excluded.some((pattern) => pattern.test({ pathname }))) return [];
    const match = fn.paths.map((pattern) => pattern.exec({ pathname })).find((m) => m !== null);
    return match ? [{ fn, match }] : [];
  });
  if (matches.length > 1)
    throw new Error(`${raw} is claimed by several functions: ${matches.map((m) => m.fn.name).join(', ')}`);
  if (!matches.length) return null;
  const { fn } = matches[0]!;
  // Parameters keep the request's own spelling (a slug is case-sensitive); only matching ignores case.
  const original =
    fn.paths.map((pattern) => pattern.exec({ pathname: raw })).find((m) => m !== null) ?? matches[0]!.match;
  const params = Object.fromEntries(
    Object.entries(original.pathname.groups).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return { fn, params };
}

/**
 * Test-only functions (the API harness's deliberate faults): each declares its own `config.path`,
 * since they are in no table and never deployed. They are matched before the real functions.
 */
export async function loadTestFunctions(dir: string): Promise<LoadedFunction[]> {
  const loaded: LoadedFunction[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const mod = (await nativeImport(join(dir, file))) as {
      default: FunctionHandler;
      config: { path: string | string[] };
    };
    const path = [mod.config.path].flat();
    loaded.push({
      name: file.replace(/\.ts$/, ''),
      routes: { path },
      paths: path.map((pathname) => new URLPattern({ pathname })),
      excluded: [],
      handler: mod.default,
    });
  }
  return loaded;
}

/** The slice of Netlify's Context the functions use. */
export function makeContext(
  params: Record<string, string>,
  ip: string,
  waitUntil: (work: Promise<unknown>) => void,
): Context {
  return { params, ip, waitUntil } as unknown as Context;
}
