// The local platform: one HTTP server for the functions (in-process), the built site and the
// admin SPA, with netlify.toml's routing and headers. The API tests use it without static roots.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import { loadFunctions, makeContext, matchFunction } from './functions.ts';
import { loadNetlifyRules, serveStatic } from './static.ts';

export const ROOT = join(import.meta.dirname, '..', '..');

export interface PlatformOptions {
  /** Folders holding the published files for a path, searched in order; asked on every request so a rebuild can swap them. */
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

async function send(res: ServerResponse, response: Response): Promise<void> {
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

export async function createPlatform(options: PlatformOptions = {}) {
  const fixedRoutes = options.reloadFunctions ? null : await loadFunctions();
  const rules = await loadNetlifyRules(join(ROOT, 'netlify.toml'));

  const server: Server = createServer(async (req, res) => {
    try {
      const request = toRequest(req);
      const pathname = new URL(request.url).pathname;
      const routes = fixedRoutes ?? (await options.reloadFunctions!());
      const fn = matchFunction(routes, request);
      if (fn) {
        const forwarded = options.trustClientIpHeader ? req.headers['x-nf-client-connection-ip'] : undefined;
        const ip = (typeof forwarded === 'string' && forwarded) || req.socket.remoteAddress || 'unknown';
        await send(res, await fn.route.handler(request, makeContext(fn.params, ip)));
        return;
      }
      const roots = options.staticRoots?.(pathname) ?? [];
      if (options.fallback && !pathname.startsWith('/api/')) {
        options.fallback(req, res);
        return;
      }
      await send(res, serveStatic(request, roots, rules));
    } catch (error) {
      console.error('[platform] request failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Internal server error' }));
    }
  });
  // Keep-alive sockets from benchmarks and browsers must not hold the process open on close.
  server.keepAliveTimeout = 5000;

  return {
    server,
    listen(port: number, host = '127.0.0.1'): Promise<string> {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address() as AddressInfo;
          resolve(`http://${host}:${address.port}`);
        });
      });
    },
    close(): Promise<void> {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
