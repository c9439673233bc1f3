import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { apiRoutes } from '@nodal/shared';
import { describe, expect, it } from 'vitest';

// Netlify reads each function's `config.path` by static analysis, so the files carry literals.
// This keeps them equal to the one route table in @nodal/shared that everything else uses.
// It lives outside api/ because Netlify deploys every file there as a function.
const API_DIR = join(import.meta.dirname, '..', 'api');
const files = readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const routeKey = (file: string) => file.replace(/\.ts$/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

describe('function routes', () => {
  it.each(files)('%s routes exactly as apiRoutes says', async (file) => {
    const { config } = (await import(join(API_DIR, file))) as { config: { path: string | string[] } };
    const key = routeKey(file) as keyof typeof apiRoutes;
    expect(apiRoutes[key], `apiRoutes.${key} is missing`).toBeDefined();
    expect([config.path].flat()).toEqual([apiRoutes[key]].flat());
  });

  it('every route in apiRoutes has its function file', () => {
    expect(Object.keys(apiRoutes).sort()).toEqual(files.map(routeKey).sort());
  });
});
