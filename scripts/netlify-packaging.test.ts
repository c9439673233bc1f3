// The deploy, proven with Netlify's own tools rather than ours: its packager (@netlify/zip-it-and-ship-it,
// what `netlify build` runs) zips the pre-bundled functions, and each zip must load on its own in a
// fresh Node process. Netlify's runtime serving the build is scripts/netlify-served.test.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { zipFunctions, type FunctionResult, type NodeBundlerName } from '@netlify/zip-it-and-ship-it';
import { parse as parseToml } from 'smol-toml';
import {
  apiFunctionNames,
  functionRoutes,
  scheduledFunctions,
  type ApiFunctionName,
  type ScheduledFunctionName,
} from '@nodal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleFunctions } from './bundle-functions.ts';
import { routeNameOf } from './platform/functions.ts';
import { FUNCTIONS_DIST_DIR, ROOT } from './paths.ts';

const MAX_ZIP_BYTES = 5 * 1024 * 1024;
/** The image upload function carries sharp and libvips (about 9 MB zipped); Netlify takes 50 MB. */
const IMAGE_FUNCTION = 'admin-images';
const MAX_IMAGE_ZIP_BYTES = 20 * 1024 * 1024;
const LOCAL_ONLY = [/@electric-sql\/pglite/, /pglite-socket/, /ws-proxy/, /db\/src\/local\.ts/];

/**
 * Where the bundle sits in an unzipped function: at the root, or (a function that ships node_modules,
 * like the image one) at its path in the repository, so the packages beside it resolve as they did here.
 */
function mainInZip(dir: string, z: FunctionResult): string {
  const atRoot = join(dir, basename(z.mainFile));
  return existsSync(atRoot) ? atRoot : join(dir, relative(ROOT, z.mainFile));
}

type NetlifyFunctionSettings = { node_bundler?: NodeBundlerName; included_files?: string[] };
/**
 * The functions settings of netlify.toml as Netlify's build hands them to its packager: the
 * `[functions]` table's own keys for every function ("*"), and each `[functions.<name>]` table for
 * that function.
 */
function packagerConfig(): Record<
  string,
  { nodeVersion: string; nodeBundler?: NodeBundlerName; includedFiles?: string[] }
> {
  const { functions } = parseToml(readFileSync(join(ROOT, 'netlify.toml'), 'utf8')) as {
    functions: NetlifyFunctionSettings & Record<string, unknown>;
  };
  const settings = (table: NetlifyFunctionSettings) => ({
    nodeVersion: '24',
    ...(table.node_bundler ? { nodeBundler: table.node_bundler } : {}),
    ...(table.included_files ? { includedFiles: table.included_files } : {}),
  });
  const named = Object.entries(functions).filter(
    (entry): entry is [string, NetlifyFunctionSettings] => typeof entry[1] === 'object' && !Array.isArray(entry[1]),
  );
  return { '*': settings(functions), ...Object.fromEntries(named.map(([name, table]) => [name, settings(table)])) };
}
const scratch = mkdtempSync(join(tmpdir(), 'nodal-netlify-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('functions packaged by Netlify (zip-it-and-ship-it)', () => {
  let zipped: FunctionResult[];
  beforeAll(async () => {
    await bundleFunctions();
    zipped = await zipFunctions(FUNCTIONS_DIST_DIR, join(scratch, 'zips'), {
      archiveFormat: 'zip',
      basePath: ROOT,
      repositoryRoot: ROOT,
      config: packagerConfig(),
    });
    const report = zipped.map(
      (z) => `${z.name.padEnd(24)} ${(statSync(z.path).size / 1024).toFixed(0).padStart(5)} KB`,
    );
    console.log(`[netlify] ${zipped.length} zips from zip-it-and-ship-it:\n  ${report.join('\n  ')}`);
    // The project's hook timeout: packaging 40-odd functions takes minutes on a busy 2-core machine.
  });

  const isScheduled = (z: FunctionResult) => routeNameOf(`${z.name}.ts`) in scheduledFunctions;
  /** What the bundle's config must be: its routes, or a scheduled function's cron. */
  const expectedConfig = (z: FunctionResult) => {
    const name = routeNameOf(`${z.name}.ts`);
    return isScheduled(z)
      ? { schedule: scheduledFunctions[name as ScheduledFunctionName] }
      : functionRoutes(name as ApiFunctionName);
  };

  it('makes one v2 function per route of the table, with the routes Netlify read from the bundle', () => {
    const routed = zipped.filter((z) => !isScheduled(z));
    expect(routed.map((z) => routeNameOf(`${z.name}.ts`)).sort()).toEqual([...apiFunctionNames].sort());
    for (const z of routed) {
      const routes = functionRoutes(routeNameOf(`${z.name}.ts`) as ApiFunctionName);
      expect(z.runtimeAPIVersion, z.name).toBe(2);
      expect(
        z.routes?.map((r) => r.pattern),
        z.name,
      ).toEqual(routes.path);
      expect(z.excludedRoutes?.map((r) => r.pattern) ?? [], z.name).toEqual(routes.excludedPath ?? []);
    }
  });

  it('makes one scheduled v2 function per entry of scheduledFunctions, with the cron Netlify read from the bundle', () => {
    const scheduled = zipped.filter(isScheduled);
    expect(scheduled.map((z) => routeNameOf(`${z.name}.ts`)).sort()).toEqual(Object.keys(scheduledFunctions).sort());
    for (const z of scheduled) {
      expect(z.runtimeAPIVersion, z.name).toBe(2);
      expect(z.schedule, z.name).toBe(scheduledFunctions[routeNameOf(`${z.name}.ts`) as ScheduledFunctionName]);
      expect(z.routes ?? [], z.name).toEqual([]);
    }
  });

  it('keeps every zip under 5 MB (the image function under 20 MB) and free of PGlite, pglite-socket and the relay', () => {
    for (const z of zipped) {
      const limit = z.name === IMAGE_FUNCTION ? MAX_IMAGE_ZIP_BYTES : MAX_ZIP_BYTES;
      const size = statSync(z.path).size;
      // Over the limit, say what made it so: the largest files in the zip.
      const largest = () =>
        execFileSync('unzip', ['-l', z.path], { encoding: 'utf8' })
          .split('\n')
          .map((line) => line.trim().split(/\s+/))
          .filter((cols) => cols.length >= 4 && /^\d+$/.test(cols[0]!))
          .sort((a, b) => Number(b[0]) - Number(a[0]))
          .slice(0, 10)
          .map((cols) => `${cols[0]} ${cols.slice(3).join(' ')}`)
          .join('\n');
      expect(size, size < limit ? z.name : `${z.name}, largest files:\n${largest()}`).toBeLessThan(limit);
      const entries = execFileSync('zipinfo', ['-1', z.path], { encoding: 'utf8' }).split('\n');
      const local = entries.filter((entry) => LOCAL_ONLY.some((pattern) => pattern.test(entry)));
      expect(local, z.name).toEqual([]);
      // sharp's native library ships with the one function that needs it, and no other.
      const native = entries.some((entry) => /@img\/sharp-linux-x64\/lib\/sharp-linux-x64\.node$/.test(entry));
      expect(native, z.name).toBe(z.name === IMAGE_FUNCTION);
    }
  });

  it('zips every bundle as it is, and traces only the image function for the packages beside it', () => {
    for (const z of zipped) expect(z.bundler, z.name).toBe(z.name === IMAGE_FUNCTION ? 'nft' : 'none');
  });

  it('runs sharp from the image function’s zip alone: it decodes a JPEG and writes a resized WebP', () => {
    const z = zipped.find((zip) => zip.name === IMAGE_FUNCTION)!;
    const dir = join(scratch, 'unzipped-sharp', z.name);
    mkdirSync(dir, { recursive: true });
    execFileSync('unzip', ['-q', '-o', z.path, '-d', dir]);
    const main = mainInZip(dir, z);
    // The bundle imports sharp by name; resolving that name from the bundle's own place in the zip is
    // what Node does when Netlify loads it. Then a real image goes through it.
    const probe = `
      import { createRequire } from 'node:module';
      const m = await import(${JSON.stringify(main)});
      const require = createRequire(${JSON.stringify(main)});
      const sharp = require('sharp');
      const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3355aa' } }).jpeg().toBuffer();
      const webp = await sharp(jpeg).rotate().resize({ width: 480 }).webp().toBuffer();
      const meta = await sharp(webp).metadata();
      console.log(JSON.stringify({ handler: typeof m.default, resolved: require.resolve('sharp'), format: meta.format, width: meta.width, height: meta.height }));
    `;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    });
    const result = JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(result).toMatchObject({ handler: 'function', format: 'webp', width: 480, height: 320 });
    expect(String(result.resolved).startsWith(dir), String(result.resolved)).toBe(true);
  });

  it('loads each zip on its own in a fresh Node process: a default handler and the routes as config', () => {
    for (const z of zipped) {
      const dir = join(scratch, 'unzipped', z.name);
      mkdirSync(dir, { recursive: true });
      execFileSync('unzip', ['-q', '-o', z.path, '-d', dir]);
      // The bundle itself; Netlify's entry point around it needs the AWS Lambda runtime.
      const main = mainInZip(dir, z);
      const probe = `const m = await import(${JSON.stringify(main)}); console.log(JSON.stringify({ handler: typeof m.default, config: m.config }));`;
      // A bare environment and cwd: nothing from this workspace can stand in for what the zip lacks.
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe], {
        cwd: dir,
        env: { PATH: process.env.PATH ?? '' },
        encoding: 'utf8',
      });
      const loaded = JSON.parse(out.trim().split('\n').at(-1)!) as { handler: string; config: unknown };
      expect(loaded, z.name).toEqual({
        handler: 'function',
        config: expectedConfig(z),
      });
    }
  });
});
