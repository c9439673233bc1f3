import { describe, expect, it } from 'vitest';
import {
  api,
  apiFunctionNames,
  apiRoutes,
  functionRoutes,
  hrefOf,
  paramNames,
  routesOf,
  type ApiRouteName,
} from './paths.ts';
import { tableMatcher } from './routing.ts';

const names = Object.keys(apiRoutes) as ApiRouteName[];

/** Values that need encoding, so a builder that skips it or puts a parameter in the wrong place shows. */
const sampleArgs = (path: string) => paramNames(path).map((name, i) => `${name} ${i}/x`);

describe('the route table', () => {
  it.each(names)('%s: its href comes from its pattern and matches back to it, parameters and all', (name) => {
    const { fn, path, methods } = apiRoutes[name];
    const href = api[name] as string | ((...args: string[]) => string);
    const args = sampleArgs(path);
    const url = typeof href === 'string' ? href : href(...args);
    if (!args.length) expect(href).toBe(path);
    const match = tableMatcher(routesOf(fn), functionRoutes(fn).excludedPath)(url, methods[0]!);
    expect(match && 'route' in match ? match.route : match).toBe(name);
    const expected = Object.fromEntries(paramNames(path).map((param, i) => [param, args[i]]));
    if (!path.includes('*')) expect((match as { params: object }).params).toEqual(expected);
  });

  it('builds hrefs with every parameter percent-encoded in its place, numbers too', () => {
    expect(api.signup).toBe('/api/signup');
    expect(api.article('a b')).toBe('/api/articles/a%20b');
    expect(api.articleById(7)).toBe('/api/articles/7');
    expect(api.adminArticleRevisionRestore(4, 9)).toBe('/api/admin/articles/4/revisions/9/restore');
    expect(api.adminInsightsCsv('signups')).toBe('/api/admin/insights/signups.csv');
    expect(hrefOf('/x/:a/y/:b')('1/2', 3)).toBe('/x/1%2F2/y/3');
  });

  it('gives every route at least one method, and no method twice on one route', () => {
    for (const name of names) {
      const { methods } = apiRoutes[name];
      expect(methods.length, name).toBeGreaterThan(0);
      expect(new Set(methods).size, name).toBe(methods.length);
    }
  });

  it('never has two routes of one function take the same method on one shape of URL', () => {
    for (const fn of apiFunctionNames) {
      const seen = new Set<string>();
      for (const { path, methods } of routesOf(fn)) {
        for (const method of methods) {
          const key = `${method} ${path.replace(/:\w+/g, ':_')}`;
          expect(seen.has(key), `${fn}: ${key}`).toBe(false);
          seen.add(key);
        }
      }
    }
  });

  it('declares each shape of a function once to Netlify, and every declared path is a route of the table', () => {
    const patterns = new Set<string>(Object.values(apiRoutes).map((route) => route.path));
    for (const fn of apiFunctionNames) {
      const { path } = functionRoutes(fn);
      expect(
        path.every((p) => patterns.has(p)),
        fn,
      ).toBe(true);
      const shapes = path.map((p) => p.replace(/:\w+/g, ':_'));
      expect(new Set(shapes).size, fn).toBe(shapes.length);
    }
    expect(functionRoutes('articles').path).toEqual(['/api/articles', '/api/articles/:slug']);
  });
});
