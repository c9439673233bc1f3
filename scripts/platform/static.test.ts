import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeHeadersFile } from '../build/csp.ts';
import {
  applyRule,
  findFile,
  loadNetlifyRules,
  netlifyRulesFor,
  serveStatic,
  type NetlifyRules,
  type RedirectRule,
} from './static.ts';
import { ROOT } from '../paths.ts';

const rule = (from: string, to: string, status = 200): RedirectRule => ({ from, to, status, force: false });

describe('applyRule', () => {
  it.each([
    ['/demo', '/#workflow-demo-videos', '/demo', '/#workflow-demo-videos'],
    ['/demo', '/#x', '/demo/', '/#x'],
    ['/demo', '/#x', '/demos', null],
    ['/admin/*', '/admin/index.html', '/admin', '/admin/index.html'],
    ['/admin/*', '/admin/index.html', '/admin/contacts/1', '/admin/index.html'],
    ['/admin/*', '/admin/index.html', '/administrator', null],
    ['/blog/*', '/news/:splat', '/blog/a/b', '/news/a/b'],
    ['/u/:id/edit', '/users/:id', '/u/42/edit', '/users/42'],
  ])('%s → %s for %s', (from, to, path, expected) => {
    expect(applyRule(rule(from, to), path)).toBe(expected);
  });
});

describe('serveStatic with netlify.toml', () => {
  let root: string;
  let rules: NetlifyRules;
  let policy: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nodal-static-'));
    for (const [file, body] of Object.entries({
      'index.html': '<h1>home</h1><script>theme()</script>',
      '404.html': '<h1>404 Page Not Found</h1>',
      'admin/index.html': '<div id="root"></div>',
      'updates/known/index.html': 'prebuilt article',
      'updates/_fallback/index.html': 'fallback',
      '_astro/app.js': 'console.log(1)',
      '_admin/index-Bx12.js': 'console.log(2)',
    })) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), body);
    }
    policy = writeHeadersFile(root);
    rules = await loadNetlifyRules(join(ROOT, 'netlify.toml'), join(root, '_headers'));
  });

  const get = async (path: string) => {
    const response = serveStatic(new Request(`http://127.0.0.1${path}`), [root], rules);
    return { status: response.status, headers: response.headers, body: response.body ? await response.text() : '' };
  };

  it.each([
    ['/', 200, 'home'],
    ['/login', 200, 'id="root"'],
    ['/admin/contacts', 200, 'id="root"'],
    ['/updates/known', 200, 'prebuilt article'],
    ['/updates/brand-new', 200, 'fallback'],
    ['/nowhere', 404, '404 Page Not Found'],
  ])('%s → %i', async (path, status, text) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.body).toContain(text);
  });

  it.each([
    ['/demo', '/#workflow-demo-videos'],
    ['/contact', '/#contact'],
  ])('%s redirects to %s', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });

  it('applies the security headers everywhere, immutable caching to /_astro and noindex to the admin', async () => {
    const home = await get('/');
    expect(home.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    expect(home.headers.get('strict-transport-security')).toContain('max-age=');
    expect((await get('/_astro/app.js')).headers.get('cache-control')).toContain('immutable');
    expect((await get('/login')).headers.get('x-robots-tag')).toContain('noindex');
    expect((await get('/admin/contacts')).headers.get('x-robots-tag')).toContain('noindex');
  });

  it.each([
    '/',
    '/docs',
    '/login',
    '/admin/contacts',
    '/updates/known',
    '/updates/brand-new',
    '/nowhere',
    '/_astro/app.js',
  ])('sends the generated Content-Security-Policy of _headers for %s, with no unsafe-inline script', async (path) => {
    const csp = (await get(path)).headers.get('content-security-policy')!;
    expect(csp).toBe(policy);
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[\w+/=]+'(;|$)/);
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
  });

  it('lets netlify.toml and _headers both set headers on a path, as Netlify merges them', async () => {
    const login = await get('/login');
    expect(login.headers.get('content-security-policy')).toBe(policy);
    expect(login.headers.get('x-frame-options')).toBe('DENY');
    expect(login.headers.get('cache-control')).toBe('no-cache');
  });

  it('reads the _headers of the publish folder it is given, again when the folder changes', async () => {
    const rulesFor = netlifyRulesFor(join(ROOT, 'netlify.toml'));
    const csp = (r: NetlifyRules) =>
      serveStatic(new Request('http://127.0.0.1/'), [root], r).headers.get('content-security-policy');
    expect(csp(await rulesFor(undefined))).toBeNull();
    expect(csp(await rulesFor(root))).toBe(policy);
    const next = mkdtempSync(join(tmpdir(), 'nodal-static-next-'));
    writeFileSync(join(next, 'index.html'), '<script>theme(2)</script>');
    const nextPolicy = writeHeadersFile(next);
    expect(nextPolicy).not.toBe(policy);
    expect(csp(await rulesFor(next))).toBe(nextPolicy);
  });

  it('caches the hashed admin assets for good: the /admin rules (no-cache, noindex) do not reach them', async () => {
    const asset = await get('/_admin/index-Bx12.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-robots-tag')).toBeNull();
    expect((await get('/admin/contacts')).headers.get('cache-control')).toBe('no-cache');
  });

  it('never serves a file outside its roots', () => {
    expect(findFile([root], '/../../etc/passwd')).toBeNull();
    expect(findFile([root], '/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
  });
});

describe('serveStatic shadowing, rule by rule as Netlify applies it', () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'nodal-shadow-'));
    for (const [file, body] of Object.entries({
      'page/index.html': 'the page itself',
      'other/index.html': 'the other page',
      'moved/index.html': 'the moved page',
    })) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), body);
    }
  });

  const serve = async (path: string, redirects: RedirectRule[]) => {
    const response = serveStatic(new Request(`http://127.0.0.1${path}`), [root], { redirects, headers: [] });
    return { status: response.status, location: response.headers.get('location'), body: await response.text() };
  };
  const forced = (from: string, to: string, status = 200): RedirectRule => ({ from, to, status, force: true });

  it('serves an existing file over an unforced rule that matches it', async () => {
    expect(await serve('/page', [rule('/page', '/other')])).toMatchObject({ status: 200, body: 'the page itself' });
  });

  it('applies a forced rule after an unforced one that the file shadows', async () => {
    const rules = [rule('/page', '/other'), forced('/page', '/moved')];
    expect(await serve('/page', rules)).toMatchObject({ status: 200, body: 'the moved page' });
  });

  it('applies a forced redirect after an unforced one that the file shadows', async () => {
    const rules = [rule('/page', '/other', 301), forced('/page', '/elsewhere', 302)];
    expect(await serve('/page', rules)).toMatchObject({ status: 302, location: '/elsewhere' });
  });

  it('applies the first matching rule when no file is there, forced or not', async () => {
    const rules = [rule('/gone', '/other'), forced('/gone', '/moved')];
    expect(await serve('/gone', rules)).toMatchObject({ status: 200, body: 'the other page' });
  });
});
