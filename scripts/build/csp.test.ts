import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { FRAME_DOCUMENTS_PATH } from '@nodal/shared/csp';
import { describe, expect, it } from 'vitest';
import { collectScriptHashes, contentSecurityPolicy, cspHash, writeHeadersFile } from './csp.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function hashesOf(html: string): { hashes: string[]; blocked: string[] } {
  const hashes = new Set<string>();
  const blocked = collectScriptHashes(html, hashes);
  return { hashes: [...hashes].sort(), blocked };
}

describe('collectScriptHashes', () => {
  it('hashes classic and module inline scripts, not external scripts or data blocks', () => {
    const { hashes } = hashesOf(`<!doctype html><head>
      <script>var a = 1;</script>
      <script type="module">import '/x.js';</script>
      <script type="text/javascript">var b = 2;</script>
      <script src="/_astro/app.js"></script>
      <script type="application/ld+json">{"@type":"Article"}</script>
      <script></script>
    </head>`);
    expect(hashes).toEqual([sha('var a = 1;'), sha("import '/x.js';"), sha('var b = 2;')].sort());
  });

  it('hashes the text the browser hashes: raw, with line endings normalised, entities left alone', () => {
    expect(hashesOf('<script>if (a &amp;&amp; b)\r\n  go();</script>').hashes).toEqual([
      sha('if (a &amp;&amp; b)\n  go();'),
    ]);
  });

  it('reads past inline stylesheets, whatever they contain', () => {
    const html =
      '<head><style>a::after{content:"<script>x()</script>"}</style><script>y()</script></head><body><style media="print">b{}</style></body>';
    expect(hashesOf(html).hashes).toEqual([sha('y()')]);
  });

  it('finds scripts in <noscript>, <template> and srcdoc iframes, which inherit the policy', () => {
    const embed = '<!doctype html><p id="out"></p><script>out.textContent = "ran";</script>';
    const html = `<body><noscript><script>a()</script></noscript><template><script>b()</script></template>
      <iframe sandbox="allow-scripts" srcdoc="${embed.replaceAll('"', '&quot;')}"></iframe></body>`;
    expect(hashesOf(html).hashes).toEqual([sha('a()'), sha('b()'), sha('out.textContent = "ran";')].sort());
  });

  it('reports inline event handlers and javascript: URLs of the page, which the policy blocks', () => {
    const { blocked } = hashesOf(
      '<button onclick="go()">Go</button><a href=" javascript:void 0">x</a><a href="/ok">ok</a>',
    );
    expect(blocked).toEqual(['<button onclick="go()">', '<a href=" javascript:void 0">']);
  });

  it('leaves what embed code does inside its sandbox to the embed', () => {
    expect(hashesOf(`<iframe srcdoc="<button onclick='x()'>x</button>"></iframe>`).blocked).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy([cspHash('b()'), cspHash('a()'), cspHash('a()')]);
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  it('allows inline scripts only by hash, each once and in a stable order', () => {
    expect(directive('script-src')).toBe(
      `script-src 'self' 'wasm-unsafe-eval' ${[sha('a()'), sha('b()')].sort().join(' ')}`,
    );
    // WebAssembly compilation (the docs search) is the one relaxation: no eval, no inline.
    expect(directive('script-src')).not.toMatch(/'unsafe-(inline|eval|hashes)'/);
  });

  it('keeps the directives that do not depend on the build', () => {
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline'");
  });
});

describe('writeHeadersFile', () => {
  it('writes one policy for every path from the pages of every folder', () => {
    const site = mkdtempSync(join(tmpdir(), 'nodal-csp-site-'));
    const admin = mkdtempSync(join(tmpdir(), 'nodal-csp-admin-'));
    mkdirSync(join(site, 'docs'));
    writeFileSync(join(site, 'index.html'), '<script>home()</script>');
    writeFileSync(join(site, 'docs', 'index.html'), '<script>home()</script><script>docs()</script>');
    writeFileSync(join(admin, 'index.html'), '<script>admin()</script>');
    const policy = writeHeadersFile(site, [site, admin]);
    for (const source of ['home()', 'docs()', 'admin()']) expect(policy).toContain(sha(source));
    expect(readFileSync(join(site, '_headers'), 'utf8')).toContain(`/*\n  Content-Security-Policy: ${policy}\n`);
  });

  it('covers the scripts of the frame documents the pages attach once they hydrate', () => {
    const site = mkdtempSync(join(tmpdir(), 'nodal-csp-site-'));
    writeFileSync(join(site, 'index.html'), '<iframe sandbox="allow-scripts"></iframe>');
    mkdirSync(dirname(join(site, FRAME_DOCUMENTS_PATH)), { recursive: true });
    const documents = { 1: '<p id="out"></p><script>late()</script>', 2: '<button onclick="own()">x</button>' };
    writeFileSync(join(site, FRAME_DOCUMENTS_PATH), JSON.stringify(documents));
    const policy = writeHeadersFile(site);
    expect(policy).toContain(sha('late()'));
    // What an embed does inside its sandbox is its own: a handler there fails nothing.
    expect(policy).not.toContain(sha('own()'));
  });

  it('fails the build on markup the policy would block, naming the file', () => {
    const site = mkdtempSync(join(tmpdir(), 'nodal-csp-site-'));
    writeFileSync(join(site, '404.html'), '<body onload="init()"></body>');
    expect(() => writeHeadersFile(site)).toThrow(/404\.html: <body onload="init\(\)">/);
  });
});
