// Loads every function in functions/api in-process and routes requests to them by their
// `config.path`, the way Netlify does: specific paths before wildcards, params from the pattern.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config, Context } from '@netlify/functions';

type FunctionHandler = (req: Request, context: Context) => Promise<Response>;

interface Route {
  name: string;
  pattern: URLPattern;
  /** Wildcard routes go last so an exact path always wins. */
  wildcard: boolean;
  methods: string[] | null;
  handler: FunctionHandler;
}

export const FUNCTIONS_DIR = join(import.meta.dirname, '..', '..', 'functions', 'api');

type Importer = (file: string) => Promise<unknown>;
const nativeImport: Importer = (file) => import(pathToFileURL(file).href);

/** `importer` lets `pnpm dev` load them through Vite, which reloads a module when its file changes. */
export async function loadFunctions(importer: Importer = nativeImport, dir = FUNCTIONS_DIR): Promise<Route[]> {
  const routes: Route[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort()) {
    const mod = (await importer(join(dir, file))) as { default: FunctionHandler; config?: Config };
    const paths = mod.config?.path;
    if (!paths) continue;
    const methods = mod.config?.method ? [mod.config.method].flat().map((m) => m.toUpperCase()) : null;
    for (const path of [paths].flat()) {
      routes.push({
        name: file.replace(/\.ts$/, ''),
        pattern: new URLPattern({ pathname: path }),
        wildcard: path.includes('*'),
        methods,
        handler: mod.default,
      });
    }
  }
  return routes.sort((a, b) => Number(a.wildcard) - Number(b.wildcard));
}

export function matchFunction(routes: Route[], req: Request) {
  const url = new URL(req.url);
  for (const route of routes) {
    if (route.methods && !route.methods.includes(req.method)) continue;
    const match = route.pattern.exec({ pathname: url.pathname });
    if (!match) continue;
    const params = Object.fromEntries(
      Object.entries(match.pathname.groups).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return { route, params };
  }
  return null;
}

/** The slice of Netlify's Context the functions use. */
export function makeContext(params: Record<string, string>, ip: string): Context {
  return { params, ip } as unknown as Context;
}
