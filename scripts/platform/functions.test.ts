import { apiFunctionNames, apiRoutes, functionRoutes } from '@nodal/shared';
import { routeMatcher } from '@nodal/shared/routing';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFunctions, matchFunction, routeNameOf, type LoadedFunction } from './functions.ts';

// Stand-in handlers keep this about routing: each answers with its own file name.
const byName = (file: string) => ({ default: async () => new Response(file) });
const request = (path: string, method = 'GET') => new Request(`http://127.0.0.1${path}`, { method });

/** A concrete URL for a route pattern: every parameter and splat filled in. */
const sample = (pattern: string) => pattern.replace(/:\w+/g, 'Sample-7').replace(/\*$/, 'some/deeper/path');

describe('local function routing', () => {
  let functions: LoadedFunction[];
  beforeAll(async () => {
    functions = await loadFunctions(async (file) => byName(file));
  });

  const owner = (path: string, method?: string) => {
    const match = matchFunction(functions, request(path, method));
    return match && routeNameOf(`${match.fn.name}.ts`);
  };

  const routes = Object.values(apiRoutes).map(({ fn, path }) => [fn, path] as const);
  it.each(routes)('%s alone answers %s', (name, path) => {
    expect(owner(sample(path))).toBe(name);
  });

  it.each(['/api', '/api/', '/api/nope', '/api/articles/a/b', '/api/admin/signups/1/extra', '/api/health/x'])(
    'an unknown API path %s goes to the not-found function',
    (path) => {
      expect(owner(path)).toBe('notFound');
    },
  );

  it('matches without regard to case or a trailing slash, as Netlify does, and keeps the parameter as sent', () => {
    expect(owner('/API/Health/')).toBe('health');
    expect(matchFunction(functions, request('/api/articles/My-Slug'))?.params).toEqual({ slug: 'My-Slug' });
  });

  it('leaves non-API paths to the static files', () => {
    expect(matchFunction(functions, request('/updates/x'))).toBeNull();
    expect(matchFunction(functions, request('/apiary'))).toBeNull();
  });

  it('refuses a URL two functions claim instead of picking one', () => {
    const catchAll = functions.find((fn) => fn.name === 'not-found')!;
    const greedy: LoadedFunction = { ...catchAll, name: 'greedy', match: routeMatcher({ path: ['/api/*'] }) };
    expect(() => matchFunction([...functions, greedy], request('/api/health'))).toThrow(
      /claimed by several functions: health, greedy/,
    );
  });

  it('the catch-all excludes exactly every other route of the table', () => {
    const others = apiFunctionNames.filter((n) => n !== 'notFound');
    expect(functionRoutes('notFound').excludedPath).toEqual(others.flatMap((n) => functionRoutes(n).path));
    for (const name of others) expect(functionRoutes(name).excludedPath).toBeUndefined();
  });
});
