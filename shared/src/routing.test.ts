import { describe, expect, it } from 'vitest';
import { apiRoutes, functionRoutes, paramNames, routesOf, type ApiFunctionName, type ApiRouteName } from './paths.ts';
import { routeMatcher, tableMatcher } from './routing.ts';

const matcherOf = (fn: ApiFunctionName) => routeMatcher(functionRoutes(fn));
const articles = matcherOf('articles');
const tableOf = (fn: ApiFunctionName) => tableMatcher(routesOf(fn), functionRoutes(fn).excludedPath);

/** Every route of the table with a parameter, each with a URL that fills its parameters in. */
const parameterised = (Object.keys(apiRoutes) as ApiRouteName[])
  .filter((name) => apiRoutes[name].path.includes(':'))
  .map((name) => [name, apiRoutes[name].path, apiRoutes[name].path.replace(/:\w+/g, '7')] as const);

describe('routeMatcher', () => {
  it('takes a parameter from the path, and a list route only without one', () => {
    expect(articles('/api/articles')).toEqual({ route: '/api/articles', params: {} });
    expect(articles('/api/articles/a-slug')).toEqual({ route: '/api/articles/:slug', params: { slug: 'a-slug' } });
    expect(articles('/api/articles/a/b')).toBeNull();
  });

  it.each(['/index.html', '/index.htm'])(
    'matches none of the articles routes for a slug followed by %s (a netlify dev retry)',
    (suffix) => {
      expect(articles(`/api/articles/nope${suffix}`)).toBeNull();
    },
  );

  it.each(['.html', '.htm'])('takes a slug followed by %s as the whole slug, for the handler to look up', (suffix) => {
    expect(articles(`/api/articles/nope${suffix}`)?.params).toEqual({ slug: `nope${suffix}` });
  });

  // The only route such a path may reach is a deeper one of the same function, with the file name
  // as its parameter (`…/revisions/index.html` is a revision id its handler refuses).
  it.each(parameterised)('%s: %s followed by /index.html or /index.htm is not that route', (name, _route, url) => {
    const { fn, methods } = apiRoutes[name];
    for (const file of ['index.html', 'index.htm']) {
      const match = tableOf(fn)(`${url}/${file}`, methods[0]);
      expect(
        match === null || ('route' in match && match.route !== name && Object.values(match.params).includes(file)),
      ).toBe(true);
    }
  });

  it.each(parameterised)('%s: %s matches itself by each of its methods, with every parameter', (name, route, url) => {
    const { fn, methods } = apiRoutes[name];
    for (const method of methods) {
      const match = tableOf(fn)(url, method);
      expect(match && 'route' in match && match.route).toBe(name);
      expect(Object.keys((match as { params: object }).params).sort()).toEqual(paramNames(route).sort());
    }
  });

  it('ignores one trailing slash; a route with a parameter takes a second one, a literal route does not', () => {
    expect(articles('/api/articles/')?.route).toBe('/api/articles');
    expect(articles('/api/articles/a-slug/')?.params).toEqual({ slug: 'a-slug' });
    expect(articles('/api/articles/a-slug//')?.params).toEqual({ slug: 'a-slug' });
    expect(articles('/api/articles//')).toBeNull();
    expect(matcherOf('health')('/api/health/')?.route).toBe('/api/health');
    expect(matcherOf('health')('/api/health//')).toBeNull();
  });

  it('matches without regard to case, and keeps the parameter as the request spelled it', () => {
    expect(articles('/API/Articles/My-Slug')).toEqual({ route: '/api/articles/:slug', params: { slug: 'My-Slug' } });
    expect(articles('/Api/Articles/My-Slug/')?.params).toEqual({ slug: 'My-Slug' });
    expect(matcherOf('adminSignups')('/API/ADMIN/SIGNUPS.CSV')?.route).toBe('/api/admin/signups.csv');
  });

  it('decodes a percent-encoded parameter, and keeps a malformed one as sent', () => {
    expect(articles('/api/articles/caf%C3%A9')?.params).toEqual({ slug: 'café' });
    expect(articles('/api/articles/a%2Fb')?.params).toEqual({ slug: 'a/b' });
    expect(articles('/api/articles/%25')?.params).toEqual({ slug: '%' });
    expect(articles('/api/articles/%E0%A4')?.params).toEqual({ slug: '%E0%A4' });
    expect(matcherOf('adminArticleRevisions')('/api/admin/articles/4/revisions/9/restore')?.params).toEqual({
      id: '4',
      revisionId: '9',
    });
  });

  it('lets an excluded path win over a route: the catch-all never matches another function’s URL', () => {
    const notFound = matcherOf('notFound');
    expect(notFound('/api')?.route).toBe('/api');
    expect(notFound('/api/nothing-here')?.route).toBe('/api/*');
    expect(notFound('/api/articles/nope/index.html')?.route).toBe('/api/*');
    expect(notFound('/api/health')).toBeNull();
    expect(notFound('/API/Health/')).toBeNull();
    expect(notFound('/api/articles/a-slug')).toBeNull();
    expect(notFound('/apiary')).toBeNull();
  });

  it('spells every route in lower case (parameter names aside): Netlify compares the lower-cased path with it', () => {
    const spelled = Object.values(apiRoutes).map(({ path }) => path.replace(/:\w+/g, ':name'));
    expect(spelled.filter((route) => route !== route.toLowerCase())).toEqual([]);
  });
});

describe('tableMatcher', () => {
  it('tells two routes of one shape apart by the method: a slug to read, an id to change', () => {
    const articlesTable = tableOf('articles');
    expect(articlesTable('/api/articles/a-slug', 'GET')).toEqual({ route: 'article', params: { slug: 'a-slug' } });
    expect(articlesTable('/api/articles/7', 'HEAD')).toEqual({ route: 'article', params: { slug: '7' } });
    expect(articlesTable('/api/articles/7', 'PUT')).toEqual({ route: 'articleById', params: { id: '7' } });
    expect(articlesTable('/api/articles/7', 'DELETE')).toEqual({ route: 'articleById', params: { id: '7' } });
  });

  it('names the methods the matched routes take when none takes the one asked', () => {
    expect(tableOf('articles')('/api/articles/7', 'PATCH')).toEqual({ allow: ['GET', 'PUT', 'DELETE'] });
    expect(tableOf('adminSignups')('/api/admin/signups/7', 'GET')).toEqual({ allow: ['DELETE'] });
    expect(tableOf('adminSignups')('/api/admin/signups', 'DELETE')).toEqual({ allow: ['GET'] });
    expect(tableOf('adminSignups')('/api/admin/signups/7/extra', 'GET')).toBeNull();
  });
});
