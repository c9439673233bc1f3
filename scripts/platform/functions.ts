// Loads every function in functions/api in-process and routes requests to them the way Netlify does:
// each function owns the paths `functionRoutes` gives it (the table in @nodal/shared, also what the
// bundle declares to Netlify), minus its excluded paths, matched by `routeMatcher` (Netlify's rules,
// the same matcher each function's wrapper applies to itself). Netlify takes the first function that
// matches in an order it does not promise, so a URL that two functions claim is a bug here rather
// than a silent pick.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from '@netlify/functions';
import {
  apiFunctionNames,
  functionRoutes,
  scheduledFunctions,
  type ApiFunctionName,
  type FunctionRoutes,
  type ScheduledFunctionName,
} from '@nodal/shared';
import { routeMatcher, type RouteMatcher } from '@nodal/shared/routing';

type FunctionHandler = (req: Request, context: Context) => Promise<Response>;

export interface LoadedFunction {
  name: string;
  routes: FunctionRoutes;
  match: RouteMatcher;
  handler: FunctionHandler;
}

export const FUNCTIONS_DIR = join(import.meta.dirname, '..', '..', 'functions', 'api');
export const SCHEDULED_DIR = join(import.meta.dirname, '..', '..', 'functions', 'scheduled');

/** `admin-signups.ts` is the function `adminSignups` of `apiRoutes`. */
export const routeNameOf = (file: string) =>
  file.replace(/\.ts$/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** The camelCase table keys of a folder's function files; a file without an entry or an entry without a file throws. */
function sourceFiles(
  dir: string,
  table: readonly string[],
  tableName: string,
): { name: string; file: string; key: string }[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  const names = new Set(files.map(routeNameOf));
  const unrouted = [...names].filter((name) => !table.includes(name));
  if (unrouted.length)
    throw new Error(`functions without an entry in ${tableName} (shared/src/paths.ts): ${unrouted.join(', ')}`);
  const missing = table.filter((name) => !names.has(name));
  if (missing.length) throw new Error(`${tableName} entries without a function file in ${dir}: ${missing.join(', ')}`);
  return files.map((file) => ({ name: file.replace(/\.ts$/, ''), file: join(dir, file), key: routeNameOf(file) }));
}

/** Every function source file with its routes. */
export function functionFiles(dir = FUNCTIONS_DIR): { name: string; file: string; routes: FunctionRoutes }[] {
  return sourceFiles(dir, apiFunctionNames, 'apiRoutes').map(({ name, file, key }) => ({
    name,
    file,
    routes: functionRoutes(key as ApiFunctionName),
  }));
}

/** Every scheduled function source file with its cron schedule. */
export function scheduledFunctionFiles(dir = SCHEDULED_DIR): { name: string; file: string; schedule: string }[] {
  return sourceFiles(dir, Object.keys(scheduledFunctions), 'scheduledFunctions').map(({ name, file, key }) => ({
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
      match: routeMatcher(routes),
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
  const pathname = new URL(req.url).pathname;
  const matches = functions.flatMap((fn) => {
    const match = fn.match(pathname);
    return match ? [{ fn, params: match.params }] : [];
  });
  if (matches.length > 1)
    throw new Error(`${pathname} is claimed by several functions: ${matches.map((m) => m.fn.name).join(', ')}`);
  return matches[0] ?? null;
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
      match: routeMatcher({ path }),
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
  country?: string,
): Context {
  return { params, ip, waitUntil, geo: country ? { country: { code: country } } : {} } as unknown as Context;
}
