import { describe, expect, it, vi } from 'vitest';
import { fetchJson, serverMessage } from './fetch-json';

const respond = (status: number, text: string) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(text, { status })) as unknown as typeof fetch & {
    mock: { calls: [string, RequestInit][] };
  };

describe('fetchJson', () => {
  it('reads a 2xx answer as its JSON, or null when empty', async () => {
    expect(await fetchJson('/x', { fetcher: respond(200, '{"ok":true}') })).toEqual({
      kind: 'ok',
      status: 200,
      body: { ok: true },
    });
    expect(await fetchJson('/x', { fetcher: respond(200, '') })).toEqual({ kind: 'ok', status: 200, body: null });
  });

  it('gives an error answer its status, body and the API’s {message}', async () => {
    expect(await fetchJson('/x', { fetcher: respond(410, '{"message":"This link has expired"}') })).toEqual({
      kind: 'http-error',
      status: 410,
      body: { message: 'This link has expired' },
      message: 'This link has expired',
    });
    expect(await fetchJson('/x', { fetcher: respond(500, '') })).toMatchObject({ kind: 'http-error', message: null });
  });

  it('tells an unparseable answer from a network failure and from the caller’s abort', async () => {
    expect(await fetchJson('/x', { fetcher: respond(200, '<html>') })).toEqual({ kind: 'invalid-json', status: 200 });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await fetchJson('/x', { fetcher: offline })).toEqual({ kind: 'network-error' });
    const controller = new AbortController();
    controller.abort();
    const aborting = (async () => {
      throw new DOMException('aborted', 'AbortError');
    }) as unknown as typeof fetch;
    expect(await fetchJson('/x', { fetcher: aborting, signal: controller.signal })).toEqual({ kind: 'aborted' });
  });

  it('asks for JSON, and sends JSON with the options given', async () => {
    const get = respond(200, '{}');
    await fetchJson('/get', { fetcher: get });
    expect(get.mock.calls[0]).toEqual(['/get', { method: 'GET', headers: { Accept: 'application/json' } }]);
    const post = respond(200, '{}');
    await fetchJson('/post', {
      fetcher: post,
      method: 'POST',
      json: { a: 1 },
      credentials: 'include',
      keepalive: true,
    });
    expect(post.mock.calls[0]).toEqual([
      '/post',
      {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: '{"a":1}',
        credentials: 'include',
        keepalive: true,
      },
    ]);
  });
});

describe('serverMessage', () => {
  it('is the non-blank string message, else null', () => {
    expect(serverMessage({ message: 'Too many requests' })).toBe('Too many requests');
    expect(serverMessage({ message: '  ' })).toBeNull();
    expect(serverMessage({ message: 3 })).toBeNull();
    expect(serverMessage('x')).toBeNull();
    expect(serverMessage(null)).toBeNull();
  });
});
