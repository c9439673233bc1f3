import { afterEach, describe, expect, it, vi } from 'vitest';
import { REBUILD_HEADER, REBUILD_REQUESTED } from '@nodal/shared';
import { apiRequest, ApiError, errorFromResponse, onRebuildRequested, requestInit, withQuery } from './api-client.ts';

describe('errorFromResponse', () => {
  it('prefers the server message and keeps field errors', () => {
    const error = errorFromResponse(
      409,
      'Conflict',
      JSON.stringify({ message: 'Slug taken', errors: { slug: ['Slug taken'] } }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Slug taken');
    expect(error.serverMessage).toBe('Slug taken');
    expect(error.errors).toEqual({ slug: ['Slug taken'] });
    expect(error.status).toBe(409);
  });

  it('falls back to status and body text', () => {
    expect(errorFromResponse(502, 'Bad Gateway', 'upstream down').message).toBe('502: upstream down');
  });

  it('uses the status text when the body is empty', () => {
    const error = errorFromResponse(500, 'Internal Server Error', '');
    expect(error.message).toBe('500: Internal Server Error');
    expect(error.serverMessage).toBeUndefined();
  });

  it('treats JSON without a message like plain text', () => {
    expect(errorFromResponse(400, 'Bad Request', '{"ok":false}').message).toBe('400: {"ok":false}');
  });
});

describe('requestInit', () => {
  it('sends credentials and no body or content type without a payload', () => {
    const init = requestInit({});
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).toBeUndefined();
  });

  it('sends JSON with its content type when there is a payload', () => {
    const init = requestInit({ method: 'POST', body: { a: 1 } });
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"a":1}');
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('parses JSON on success and throws the mapped error otherwise', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"data":[1]}', { status: 200 })),
    );
    await expect(apiRequest('/x')).resolves.toEqual({ data: [1] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 503, statusText: 'Service Unavailable' })),
    );
    await expect(apiRequest('/x')).rejects.toThrow('503: nope');
  });

  it('tells the rebuild listeners when, and only when, an answer says a rebuild was requested', async () => {
    const heard = vi.fn();
    const stop = onRebuildRequested(heard);
    const answer = (status: number, headers: Record<string, string>) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(status === 204 ? null : '{}', { status, headers })),
      );
    answer(200, {});
    await apiRequest('/x', { method: 'PATCH', body: {} });
    expect(heard).not.toHaveBeenCalled();
    answer(204, { [REBUILD_HEADER]: REBUILD_REQUESTED });
    await apiRequest('/x', { method: 'DELETE' });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    await apiRequest('/x', { method: 'DELETE' });
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('withQuery', () => {
  it('skips empty values and appends to existing queries', () => {
    expect(withQuery('/a', { q: '', page: 2, x: undefined })).toBe('/a?page=2');
    expect(withQuery('/a?published=false', { q: 'hi there' })).toBe('/a?published=false&q=hi+there');
    expect(withQuery('/a', {})).toBe('/a');
  });
});
