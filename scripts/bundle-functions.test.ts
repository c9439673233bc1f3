import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  apiFunctionNames,
  functionRoutes,
  scheduledFunctions,
  type ApiFunctionName,
  type ScheduledFunctionName,
} from '@nodal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleFunctions, type BundledFunction } from './bundle-functions.ts';
import { FUNCTIONS_DIR, routeNameOf } from './platform/functions.ts';

const scratch = mkdtempSync(join(tmpdir(), 'nodal-bundle-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * The object literal a bundle exports as `config`, evaluated on its own: it only works if the literal
 * needs nothing else from the file, which is what Netlify's static reading of it requires.
 */
function exportedConfigLiteral(code: string): unknown {
  const local =
    /export \{[^}]*?\b(\w+) as config\b/.exec(code)?.[1] ?? (/export \{[^}]*?\bconfig\b/.test(code) ? 'config' : null);
  if (!local) throw new Error('no config export');
  const literal = new RegExp(`^var ${local} = (\\{.*\\});$`, 'm').exec(code)?.[1];
  if (!literal) throw new Error(`no literal declaration of ${local}`);
  return new Function(`return (${literal});`)();
}

describe('bundleFunctions', { timeout: 180_000 }, () => {
  let bundled: BundledFunction[];
  beforeAll(async () => {
    bundled = await bundleFunctions({ outDir: join(scratch, 'real') });
  }, 180_000);

  const routed = () => bundled.filter((b) => 'path' in b.config);
  const scheduled = () => bundled.filter((b) => 'schedule' in b.config);

  it('writes one bundle per entry of apiRoutes and one per entry of scheduledFunctions', () => {
    expect(
      routed()
        .map((b) => routeNameOf(`${b.name}.ts`))
        .sort(),
    ).toEqual([...apiFunctionNames].sort());
    expect(
      scheduled()
        .map((b) => routeNameOf(`${b.name}.ts`))
        .sort(),
    ).toEqual(Object.keys(scheduledFunctions).sort());
  });

  it("writes each bundle's routes as a literal equal to the table", () => {
    for (const b of routed()) {
      const name = routeNameOf(`${b.name}.ts`) as ApiFunctionName;
      expect(exportedConfigLiteral(readFileSync(b.file, 'utf8')), b.name).toEqual(functionRoutes(name));
    }
  });

  it("writes a scheduled function's cron as its only config, with no path (Netlify refuses both)", () => {
    for (const b of scheduled()) {
      const name = routeNameOf(`${b.name}.ts`) as ScheduledFunctionName;
      expect(exportedConfigLiteral(readFileSync(b.file, 'utf8')), b.name).toEqual({
        schedule: scheduledFunctions[name],
      });
    }
  });

  // Netlify's runtime reads a whole bundle on every cold start. The campaign email's MJML (with its
  // HTML tools) makes the largest, about 7 MB; TypeScript, which it never loads, once made it 18 MB.
  it('keeps every bundle under 8 MB, and a function without mail or forms under 1 MB', () => {
    const heavy = bundled.filter((b) => b.bytes > 8 * 1024 * 1024).map((b) => `${b.name}: ${b.bytes} bytes`);
    expect(heavy).toEqual([]);
    expect(bundled.find((b) => b.name === 'admin-contacts')!.bytes).toBeLessThan(1024 * 1024);
  });

  it('bundles a function that loads and exports its handler and config', async () => {
    const mod = (await import(pathToFileURL(bundled.find((b) => b.name === 'articles')!.file).href)) as Record<
      string,
      unknown
    >;
    expect(typeof mod.default).toBe('function');
    expect(mod.config).toEqual({ path: ['/api/articles', '/api/articles/:slug'] });
  });

  // Fixture folders sit beside functions/api so their `../api/…` imports resolve; the names are git-ignored.
  const fixture = (tag: string, files: Record<string, string>) => {
    const dir = join(FUNCTIONS_DIR, '..', `.${tag}.tmp.${process.pid}`);
    mkdirSync(dir, { recursive: true });
    for (const [file, code] of Object.entries(files)) writeFileSync(join(dir, file), code);
    return dir;
  };
  const reexports = (except: string[] = []) =>
    Object.fromEntries(
      apiFunctionNames
        .map((name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))
        .filter((file) => !except.includes(file))
        .map((file) => [`${file}.ts`, `export { default } from '../api/${file}.ts';\n`]),
    );

  it('fails when a route of the table has no function', async () => {
    const dir = fixture('missing', reexports(['health']));
    try {
      await expect(bundleFunctions({ sourceDir: dir, outDir: join(scratch, 'missing') })).rejects.toThrow(
        /apiRoutes entries without a function file .*: health/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails when a function has no route in the table', async () => {
    const dir = fixture('unrouted', {
      ...reexports(),
      'secret-thing.ts': 'export default async () => new Response();\n',
    });
    try {
      await expect(bundleFunctions({ sourceDir: dir, outDir: join(scratch, 'unrouted') })).rejects.toThrow(
        /functions without an entry in apiRoutes .*: secretThing/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails when a scheduled function has no entry in scheduledFunctions', async () => {
    const dir = fixture('unscheduled', {
      'rebuild-pending.ts': "export { default } from '../scheduled/rebuild-pending.ts';\n",
      'nightly-cleanup.ts': 'export default async () => new Response();\n',
    });
    try {
      await expect(bundleFunctions({ scheduledDir: dir, outDir: join(scratch, 'unscheduled') })).rejects.toThrow(
        /functions without an entry in scheduledFunctions .*: nightlyCleanup/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails, writing nothing, when PGlite or the relay would reach a bundle', async () => {
    const dir = fixture('tainted', {
      ...reexports(['health']),
      'health.ts': "import '@nodal/db/local';\nexport { default } from '../api/health.ts';\n",
    });
    const outDir = join(scratch, 'tainted');
    try {
      const failure = bundleFunctions({ sourceDir: dir, outDir });
      await expect(failure).rejects.toThrow(/health: PGlite/);
      await expect(failure).rejects.toThrow(/health: the local database module \(db\/src\/local\.ts\)/);
      await expect(failure).rejects.toThrow(/health: the ws package \(.*node_modules\/ws\//);
      expect(() => readFileSync(join(outDir, 'health.mjs'))).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
