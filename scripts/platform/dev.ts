// `pnpm dev`: the same single port as `pnpm start`, with hot reload everywhere. Functions are
// loaded through Vite's module graph (an edit reloads that module on the next request), the admin
// is served by Vite with HMR under /admin-dev/, and every other page is proxied to `astro dev`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { createServer as createVite } from 'vite';
import { loadFunctions } from './functions.ts';
import { createPlatform, ROOT } from './server.ts';

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

export async function startDev(port: number, databaseUrl: string): Promise<void> {
  const adminRoot = join(ROOT, 'admin');
  const vite = await createVite({
    root: adminRoot,
    configFile: join(adminRoot, 'vite.config.ts'),
    base: ADMIN_BASE,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { port: port + 10_000 } },
  });

  const astro = spawn('pnpm', ['--filter', '@nodal/site', 'exec', 'astro', 'dev', '--host', '127.0.0.1', '--port', String(ASTRO_PORT)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  process.on('exit', () => astro.kill());

  const isAdminPage = (path: string) => path === '/login' || path === '/admin' || path.startsWith('/admin/');
  const platform = await createPlatform({
    reloadFunctions: () => loadFunctions((file) => vite.ssrLoadModule(file)),
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
      proxyToAstro(req, res);
    },
  });
  // Astro's own hot-reload socket comes through this port too.
  platform.server.on('upgrade', (req, socket, head) => {
    const upstream = connect(ASTRO_PORT, '127.0.0.1', () => {
      const headers = Object.entries(req.headers).map(([k, v]) => `${k}: ${v}`).join('\r\n');
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
