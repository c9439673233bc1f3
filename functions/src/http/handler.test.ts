import type { Context } from '@netlify/functions';
import { describe, expect, it, vi } from 'vitest';
import { REBUILD_HEADER, REBUILD_REQUESTED } from '@nodal/shared';
import { setRebuilder } from '../rebuild.ts';
import { api } from './handler.ts';
import type { RouteContext } from './route-context.ts';
import { json } from './respond.ts';

/** The context a platform hands over: its own idea of the parameters, which the wrapper must not use. */
const platform = (params: Record<string, string> = {}) =>
  ({ params, ip: '192.0.2.1', waitUntil: () => undefined }) as unknown as Context;
const request = (path: string, method = 'GET') => new Request(`https://nodal.example${path}`, { method });

describe('api()', () => {
  const seen: RouteContext['params'][] = [];
  const GET = vi.fn(async (_req: Request, { params }: RouteContext) => {
    seen.push(params);
    return json({ data: params.slug ? 'one' : 'list' });
  });
  const write = vi.fn(async () => json({ data: 'written' }));
  const articles = api('articles', { GET, POST: write, PUT: write, DELETE: write });

  it.each(['/api/articles/nope/index.html', '/api/articles/nope/index.htm', '/api/articles/a/b'])(
    'answers %s, a path none of its routes match, with the catch-all’s 404 and never runs a handler',
    async (path) => {
      GET.mockClear();
      const response = await articles(request(path), platform());
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ message: 'No such API endpoint' });
      expect(GET).not.toHaveBeenCalled();
    },
  );

  it('takes the parameters from the path it was asked for, not from the platform’s context', async () => {
    seen.length = 0;
    await articles(request('/API/Articles/From-The-Path/'), platform({ key: 'from-the-platform' }));
    await articles(request('/api/articles'), platform({ key: 'from-the-platform' }));
    expect(seen).toEqual([{ slug: 'From-The-Path' }, {}]);
  });

  it('refuses a path not its own before it looks at the method', async () => {
    const response = await articles(request('/api/articles/nope/index.html', 'PATCH'), platform());
    expect(response.status).toBe(404);
    expect((await articles(request('/api/articles/x', 'PATCH'), platform())).status).toBe(405);
  });

  it('answers a method the matched route does not take with 405 naming the ones it does, and runs no handler', async () => {
    GET.mockClear();
    write.mockClear();
    const list = await articles(request('/api/articles', 'PUT'), platform());
    expect(list.status).toBe(405);
    expect(list.headers.get('allow')).toBe('GET, POST');
    const one = await articles(request('/api/articles/7', 'PATCH'), platform());
    expect(one.headers.get('allow')).toBe('GET, PUT, DELETE');
    expect(GET).not.toHaveBeenCalled();
    expect(write).not.toHaveBeenCalled();
  });

  it('tells the handler which route it matched, and names the parameter as that route does', async () => {
    const routes: unknown[] = [];
    const spy = async (_req: Request, ctx: RouteContext) => {
      routes.push([ctx.route, ctx.params]);
      return json({ data: null });
    };
    const both = api('articles', { GET: spy, POST: spy, PUT: spy, DELETE: spy });
    await both(request('/api/articles/7'), platform());
    await both(request('/api/articles/7', 'PUT'), platform());
    await both(request('/api/articles', 'POST'), platform());
    expect(routes).toEqual([
      ['article', { slug: '7' }],
      ['articleById', { id: '7' }],
      ['articles', {}],
    ]);
  });

  it('takes routes of its own for a function outside the table', async () => {
    const handler = api({ path: ['/api/test/echo/:word'] }, { GET: async (_req, { params }) => json(params) });
    expect(await (await handler(request('/api/test/echo/Hello'), platform())).json()).toEqual({ word: 'Hello' });
    expect((await handler(request('/api/test/echo'), platform())).status).toBe(404);
  });
});

describe('the rebuild header', () => {
  const requested: string[] = [];
  const rebuilder = {
    request: (reason: string) => void requested.push(reason),
    status: () => ({ state: 'idle' as const, lastBuiltAt: null, lastError: null }),
  };
  const demos = api(
    { path: ['/api/test/demos/:id'] },
    {
      DELETE: async (_req, { requestRebuild }) => {
        requestRebuild('demo deleted');
        return new Response(null, { status: 204 });
      },
      PATCH: async () => new Response(null, { status: 204 }),
    },
  );

  it('marks an answer whose handler asked for a rebuild, a 204 too, and no other', async () => {
    setRebuilder(rebuilder);
    try {
      const asked = await demos(request('/api/test/demos/1', 'DELETE'), platform());
      expect(asked.status).toBe(204);
      expect(asked.headers.get(REBUILD_HEADER)).toBe(REBUILD_REQUESTED);
      expect(requested).toEqual(['demo deleted']);
      const notAsked = await demos(request('/api/test/demos/1', 'PATCH'), platform());
      expect(notAsked.status).toBe(204);
      expect(notAsked.headers.has(REBUILD_HEADER)).toBe(false);
    } finally {
      setRebuilder(null);
    }
  });
});
