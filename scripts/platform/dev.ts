// `pnpm dev`: the same single port as `pnpm start`, with hot reload everywhere. Functions are
// loaded through Vite's module graph (an edit reloads that module on the next request), the admin
// is served by Vite with HMR under /admin-dev/, and every other page is proxied to `astro dev`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { relayTarget, startWsProxy } from '@nodal/db/local';
import { createServer as createVite } from 'vite';
import { snapshotSiteContent } from '../build/site-content.ts';
import { DATA_DIR, ROOT } from '../paths.ts';
import type { OpenedDatabase } from './database.ts';
import { loadFunctions, loadScheduledFunctions } from './functions.ts';
import { createPlatform } from './server.ts';

const ASTRO_PORT = Number(process.env.ASTRO_DEV_PORT ?? 4321);
const ADMIN_BASE = '/admin-dev/';

function proxyToAstro(req: IncomingMessage, res: ServerResponse): void {
  const upstream = httpRequest(
    { host: '127.0.0.1', port: ASTRO_PORT, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('astro dev is starting; reload in a moment.');
  });
  req.pipe(upstream);
}

export async function startDev(port: number, database: OpenedDatabase): Promise<void> {
  // Functions loaded through Vite are module instances of their own, so they open their own client
  // the way a deployed function does: from DATABASE_URL, through a relay to this process's database.
  const relay = await startWsProxy(relayTarget(database.shareUrl));
  process.env.DATABASE_URL = database.shareUrl;
  process.env.NEON_WS_PROXY = relay.address;
  // astro dev reads the content file on every request; it is rewritten before each page is proxied.
  const contentFile = join(DATA_DIR, 'dev-site-content.json');
  await snapshotSiteContent(database.db, contentFile);
  const isPage = (req: IncomingMessage) => req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');

  const adminRoot = join(ROOT, 'admin');
  const vite = await createVite({
    root: adminRoot,
    configFile: join(adminRoot, 'vite.config.ts'),
    base: ADMIN_BASE,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { port: port + 10_000 } },
  });

  const astro = spawn(
    'pnpm',
    ['--filter', '@nodal/site', 'exec', 'astro', 'dev', '--host', '127.0.0.1', '--port', String(ASTRO_PORT)],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODAL_SITE_CONTENT: contentFile },
    },
  );
  process.on('exit', () => astro.kill());

  const isAdminPage = (path: string) => path === '/login' || path === '/admin' || path.startsWith('/admin/');
  const platform = await createPlatform({
    reloadFunctions: () => loadFunctions((file) => vite.ssrLoadModule(file)),
    reloadScheduled: () => loadScheduledFunctions((file) => vite.ssrLoadModule(file)),
    scheduleClocks: true,
    fallback(req, res) {
      const path = new URL(req.url ?? '/', 'http://dev').pathname;
      if (path.startsWith(ADMIN_BASE)) {
        vite.middlewares(req, res);
        return;
      }
      if (isAdminPage(path)) {
        const html = readFileSync(join(adminRoot, 'index.html'), 'utf8');
        void vite.transformIndexHtml(req.url ?? '/', html).then((page) => {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(page);
        });
        return;
      }
      if (!isPage(req)) {
        proxyToAstro(req, res);
        return;
      }
      snapshotSiteContent(database.db, contentFile).then(
        () => proxyToAstro(req, res),
        (error: unknown) => {
          res.writeHead(503, { 'content-type': 'text/plain' });
          res.end(`Could not read the site content: ${(error as Error).message}`);
        },
      );
    },
  });
  // Astro's own hot-reload socket comes through this port too.
  platform.server.on('upgrade', (req, socket, head) => {
    const upstream = connect(ASTRO_PORT, '127.0.0.1', () => {
      const headers = Object.entries(req.headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n');
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  const url = await platform.listen(port);
  console.log(`\n  Nodal dev server at ${url} (site, admin at ${url}/login, API at ${url}/api)\n`);
}
