import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyRule, findFile, loadNetlifyRules, serveStatic, type HeaderRule, type RedirectRule } from './static.ts';
import { ROOT } from './server.ts';

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
  let rules: { redirects: RedirectRule[]; headers: HeaderRule[] };

  beforeAll(async () => {
    rules = await loadNetlifyRules(join(ROOT, 'netlify.toml'));
    root = mkdtempSync(join(tmpdir(), 'nodal-static-'));
    for (const [file, body] of Object.entries({
      'index.html': '<h1>home</h1>',
      '404.html': '<h1>404 Page Not Found</h1>',
      'admin/index.html': '<div id="root"></div>',
      'updates/known/index.html': 'prebuilt article',
      'updates/_fallback/index.html': 'fallback',
      '_astro/app.js': 'console.log(1)',
    })) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), body);
    }
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

  it('never serves a file outside its roots', () => {
    expect(findFile([root], '/../../etc/passwd')).toBeNull();
    expect(findFile([root], '/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
  });
});
