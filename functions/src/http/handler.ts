// The one wrapper every function goes through: method dispatch, the cross-site and content-type
// rules for writes, and the mapping of thrown errors to JSON answers. Handlers never try/catch.
import { randomUUID } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { DatabaseUnavailableError } from '@nodal/db';
import { HttpError } from './errors.ts';
import { API_HEADERS, json } from './respond.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContext {
  params: Record<string, string>;
  /** The client's address as the platform saw it (Netlify's context.ip locally too). */
  ip: string;
  /**
   * Work that must not hold the answer (the build hook): the response goes out without waiting for
   * it, and Netlify keeps the instance alive until it settles. Failures are logged.
   */
  waitUntil: (work: Promise<unknown>) => void;
}

export type RouteHandler = (req: Request, ctx: RouteContext) => Promise<Response>;
type NetlifyHandler = (req: Request, context: Context) => Promise<Response>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes must come from our own pages: same origin, and JSON when they carry a body, except a method
 * a function declares binary (the chunks of an image upload), which must be application/octet-stream.
 */
async function checkWrite(req: Request, binary: boolean): Promise<void> {
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') throw new HttpError(403, 'Cross-site request refused');
  const origin = req.headers.get('origin');
  if (origin && origin !== new URL(req.url).origin) throw new HttpError(403, 'Cross-site request refused');
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (binary) {
    if (type !== 'application/octet-stream') throw new HttpError(415, 'Content-Type must be application/octet-stream');
    return;
  }
  if (type !== 'application/json' && (await hasBody(req)))
    throw new HttpError(415, 'Content-Type must be application/json');
}

/**
 * A chunked request announces no length, and clients send an empty POST (logout) that way too, so
 * only the body tells: the first non-empty chunk settles it, read from a copy the handler never sees.
 */
async function hasBody(req: Request): Promise<boolean> {
  if (Number(req.headers.get('content-length') ?? 0) > 0) return true;
  if (!req.body || !req.headers.has('transfer-encoding')) return false;
  const reader = req.clone().body!.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return false;
      if (value.byteLength > 0) return true;
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

// SQLSTATEs PostgreSQL raises for a value it cannot take as data: a number beyond the column's
// range (an id like 99999999999) or a NUL character in text or JSON. Both come from the request.
const INVALID_VALUE_SQLSTATES = new Set(['22003', '22021', '22P05']);

function isInvalidValue(error: unknown): boolean {
  const e = error as { severity?: unknown; code?: unknown } | null;
  return !!e && typeof e === 'object' && !!e.severity && INVALID_VALUE_SQLSTATES.has(String(e.code));
}

/** Netlify names every request; the same id in the answer and the log lets support find the failure. */
function requestIdOf(req: Request): string {
  return req.headers.get('x-nf-request-id') || randomUUID();
}

function toResponse(error: unknown, req: Request): Response {
  if (error instanceof HttpError) {
    const body = error.extra.errors
      ? { message: error.message, errors: error.extra.errors }
      : { message: error.message };
    return json(body, error.status, error.extra.headers);
  }
  if (error instanceof DatabaseUnavailableError) {
    // One line, not a stack: during an outage every request lands here. The cause still tells a
    // refused connection from a wrong password.
    console.error(
      `[api] database unavailable: ${(error.cause as { message?: string } | undefined)?.message ?? error.message}`,
    );
    return json({ message: 'Service temporarily unavailable' }, 503);
  }
  if (isInvalidValue(error)) return json({ message: 'Invalid request' }, 400);
  const requestId = requestIdOf(req);
  console.error(`[api] request ${requestId} failed: ${req.method} ${new URL(req.url).pathname}\n`, error);
  return json({ message: 'Internal server error', requestId }, 500, { 'X-Request-Id': requestId });
}

/** Background work is logged when it fails, and handed to the platform so the instance lives until it settles. */
function afterResponse(context: Context | undefined): RouteContext['waitUntil'] {
  return (work) => {
    const logged = work.catch((error: unknown) => console.error('[api] background work failed:', error));
    context?.waitUntil?.(logged);
  };
}

export interface ApiOptions {
  /** Writes whose body is raw bytes rather than JSON (image upload chunks); same-origin still applies. */
  binary?: readonly Method[];
}

export function api(handlers: Partial<Record<Method, RouteHandler>>, options: ApiOptions = {}): NetlifyHandler {
  const allow = Object.keys(handlers).join(', ');
  const binary = new Set(options.binary ?? []);
  return async (req, context) => {
    let response: Response;
    try {
      const method = req.method.toUpperCase() as Method;
      const handler = handlers[method] ?? (method === ('HEAD' as Method) ? handlers.GET : undefined);
      if (!handler) throw new HttpError(405, 'Method not allowed', { headers: { Allow: allow } });
      if (!SAFE_METHODS.has(method)) await checkWrite(req, binary.has(method));
      response = await handler(req, {
        params: (context?.params as Record<string, string> | undefined) ?? {},
        ip: context?.ip || 'unknown',
        waitUntil: afterResponse(context),
      });
    } catch (error) {
      response = toResponse(error, req);
    }
    for (const [name, value] of Object.entries(API_HEADERS)) {
      if (!response.headers.has(name)) response.headers.set(name, value);
    }
    return response;
  };
}
