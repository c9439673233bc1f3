import { apiRoutes, routesOf, type ApiFunctionName } from '@nodal/shared';
import { describe, expect, it } from 'vitest';
import { functionFiles, routeNameOf } from './platform/functions.ts';

// The bundler writes each function's `config.path` from what `functionFiles` gives it (bundle-functions.test.ts
// pins the literal); here every path it gives is a route of that very function in the table.
describe('the function files and the route table', () => {
  const files = functionFiles();

  it('has one function file per function of the table', () => {
    const fns = [...new Set(Object.values(apiRoutes).map((route) => route.fn))].sort();
    expect(files.map(({ file }) => routeNameOf(file.split('/').at(-1)!)).sort()).toEqual(fns);
  });

  it.each(files.map((f) => [f.name, f] as const))('%s: its config.path is drawn from its own routes', (_, f) => {
    const fn = routeNameOf(`${f.name}.ts`) as ApiFunctionName;
    const own = routesOf(fn).map((route) => route.path);
    expect(f.routes.path.length).toBeGreaterThan(0);
    expect(f.routes.path.filter((path) => !own.includes(path))).toEqual([]);
  });
});
