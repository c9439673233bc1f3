// The local platform: one HTTP server for the functions (in-process), the built site and the
// admin SPA, with netlify.toml's routing and headers. The API tests use it without static roots.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import { ROOT } from '../paths.ts';
import { loadFunctions, loadScheduledFunctions, loadTestFunctions, makeContext, matchFunction } from './functions.ts';
import { startScheduler } from './scheduler.ts';
import { netlifyRulesFor, serveStatic } from './static.ts';

export interface PlatformOptions {
  /**
   * Folders holding the published files for a path, searched in order; asked on every request so a
   * rebuild can swap them. The first is the publish folder: its `_headers` file applies.
   */
  staticRoots?: (pathname: string) => string[];
  /**
   * Take the client address from X-Nf-Client-Connection-Ip as sent. Only the test harness sets this,
   * so each test can be its own client; by default the socket address wins, as on Netlify's edge.
   */
  trustClientIpHeader?: boolean;
  /** Serves every non-API request instead of the static files (the dev servers). */
  fallback?: (req: IncomingMessage, res: ServerResponse) => void;
  /** Loads the functions per request instead of once (dev: Vite reloads what changed). */
  reloadFunctions?: () => ReturnType<typeof loadFunctions>;
  /** A second folder of functions, routed before the product's own (the API tests' test-only routes). */
  extraFunctionsDir?: string;
  /**
   * Run the scheduled functions on their clocks (`pnpm start`, `pnpm dev`, the browser tests). Off, they
   * run only when asked through `scheduler.runNow` (the API tests, which decide when time passes).
   * Either way, a POST to `/.netlify/functions/<name>` runs a scheduled function at once and answers
   * with its response, as `netlify dev` does (a published Netlify site does not route those URLs).
   */
  scheduleClocks?: boolean;
  /** Loads the scheduled functions per run instead of once (dev). */
  reloadScheduled?: () => ReturnType<typeof loadScheduledFunctions>;
}

function toRequest(req: IncomingMessage): Request {
  const host = req.headers.host ?? '127.0.0.1';
  const url = new URL(req.url ?? '/', `http://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of [value].flat()) headers.append(name, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/** Writes a fetch Response to a Node response, each Set-Cookie as its own header. */
export async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

const SCHEDULED_URL = /^\/\.netlify\/functions\/([a-z0-9-]+)$/;

export async function createPlatform(options: PlatformOptions = {}) {
  const testFunctions = options.extraFunctionsDir ? await loadTestFunctions(options.extraFunctionsDir) : [];
  const fixedFunctions = options.reloadFunctions ? null : await loadFunctions();
  const scheduled = await (options.reloadScheduled ?? loadScheduledFunctions)();
  const scheduler = startScheduler(options.reloadScheduled ?? (async () => scheduled), scheduled, {
    clocks: options.scheduleClocks ?? false,
  });
  const rulesFor = netlifyRulesFor(join(ROOT, 'netlify.toml'));
  // A broken netlify.toml stops the start instead of failing every request.
  await rulesFor(undefined);
  // Work the functions handed to waitUntil: the response does not wait for it (as on Netlify), its
  // failure is logged, and close() lets it finish.
  const background = new Set<Promise<unknown>>();

  const server: Server = createServer(async (req, res) => {
    try {
      const request = toRequest(req);
      const pathname = new URL(request.url).pathname;
      const invoked = SCHEDULED_URL.exec(pathname)?.[1];
      if (invoked && request.method === 'POST' && scheduled.some((f) => f.name === invoked)) {
        await send(res, await scheduler.runNow(invoked));
        return;
      }
      const functions = fixedFunctions ?? (await options.reloadFunctions!());
      const fn = matchFunction(testFunctions, request) ?? matchFunction(functions, request);
      if (fn) {
        const forwarded = options.trustClientIpHeader ? req.headers['x-nf-client-connection-ip'] : undefined;
        const ip = (typeof forwarded === 'string' && forwarded) || req.socket.remoteAddress || 'unknown';
        const later: Promise<unknown>[] = [];
        await send(
          res,
          await fn.fn.handler(
            request,
            makeContext(fn.params, ip, (work) => void later.push(work), trustedCountry(req, options)),
          ),
        );
        for (const work of later) {
          const settled = work
            .catch((error: unknown) => console.error('[platform] background work failed:', error))
            .finally(() => background.delete(settled));
          background.add(settled);
        }
        return;
      }
      const roots = options.staticRoots?.(pathname) ?? [];
      if (options.fallback && !pathname.startsWith('/api/')) {
        options.fallback(req, res);
        return;
      }
      await send(res, serveStatic(request, roots, await rulesFor(roots[0])));
    } catch (error) {
      console.error('[platform] request failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Internal server error' }));
    }
  });
  // An idle keep-alive socket outlives the clients' own idle limits, so a client never reuses one
  // the server is closing at that moment (which it sees as ECONNRESET). close() ends them all anyway.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  return {
    server,
    scheduler,
    listen(port: number, host = '127.0.0.1'): Promise<string> {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address() as AddressInfo;
          resolve(`http://${host}:${address.port}`);
        });
      });
    },
    async close(): Promise<void> {
      await scheduler.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(background);
    },
  };
}

/**
 * Netlify hands a function the visitor's geolocation as the base64 JSON header x-nf-geo. The local
 * platform reads it only where it trusts the client's headers (the API tests), as it does the address.
 */
function trustedCountry(req: IncomingMessage, options: { trustClientIpHeader?: boolean }): string | undefined {
  const header = options.trustClientIpHeader ? req.headers['x-nf-geo'] : undefined;
  if (typeof header !== 'string') return undefined;
  try {
    const geo = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as { country?: { code?: unknown } };
    return typeof geo.country?.code === 'string' ? geo.country.code : undefined;
  } catch {
    return undefined;
  }
}
