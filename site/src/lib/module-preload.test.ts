import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preloadModuleImports, staticImports } from './module-preload';

describe('staticImports', () => {
  it('finds named, bare and namespace imports, and leaves dynamic imports out', () => {
    const code =
      'import{a as e,t}from"./docs-hash.js";import"./trigger.js";import*as n from"./ns.js";' +
      'const m=()=>import(`./search.js`);import("./lazy.js");';
    expect(staticImports(code)).toEqual(['docs-hash.js', 'trigger.js', 'ns.js']);
  });
});

describe('preloadModuleImports', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'module-preload-'));
    await mkdir(join(root, '_astro'));
    const files: Record<string, string> = {
      'page.js': 'import{a}from"./shared.js";import"./trigger.js";a();',
      'shared.js': 'export const a=()=>1;',
      'trigger.js': 'import{t}from"./helper.js";import{a}from"./shared.js";t(()=>import(`./lazy.js`));',
      'helper.js': 'export const t=(f)=>f;',
      'lazy.js': 'export default 1;',
    };
    for (const [name, code] of Object.entries(files)) await writeFile(join(root, '_astro', name), code);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('preloads every chunk reached through static imports, once each, and nothing loaded on demand', async () => {
    const html =
      '<html><head><title>x</title></head><body><script type="module" src="/_astro/page.js"></script></body></html>';
    const out = await preloadModuleImports(html, root);
    expect(out).toContain(
      '<link rel="modulepreload" href="/_astro/shared.js"><link rel="modulepreload" href="/_astro/trigger.js">' +
        '<link rel="modulepreload" href="/_astro/helper.js"></head>',
    );
    expect(out).not.toContain('lazy.js');
    expect(out).not.toContain('modulepreload" href="/_astro/page.js"');
  });

  it('leaves a page without module scripts as it was', async () => {
    const html = '<html><head></head><body><p>static</p></body></html>';
    expect(await preloadModuleImports(html, root)).toBe(html);
  });
});
