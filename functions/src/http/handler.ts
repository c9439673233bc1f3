// The one wrapper every function goes through: method dispatch, the cross-site and content-type
// rules for writes, and the mapping of thrown errors to JSON answers. Handlers never try/catch.
import type { Context } from '@netlify/functions';
import { DatabaseUnavailableError } from '../db/client.ts';
import { HttpError } from './errors.ts';
import { API_HEADERS, json } from './respond.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContext {
  params: Record<string, string>;
  /** The client's address as the platform saw it (Netlify's context.ip locally too). */
  ip: string;
}

export type RouteHandler = (req: Request, ctx: RouteContext) => Promise<Response>;
type NetlifyHandler = (req: Request, context: Context) => Promise<Response>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Writes must come from our own pages: same origin, and JSON when they carry a body. */
function checkWrite(req: Request): void {
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') throw new HttpError(403, 'Cross-site request refused');
  const origin = req.headers.get('origin');
  if (origin && origin !== new URL(req.url).origin) throw new HttpError(403, 'Cross-site request refused');
  const hasBody = Number(req.headers.get('content-length') ?? 0) > 0 || req.headers.has('transfer-encoding');
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (hasBody && type !== 'application/json') throw new HttpError(415, 'Content-Type must be application/json');
}

// SQLSTATEs PostgreSQL raises for a value it cannot take as data: a number beyond the column's
// range (an id like 99999999999) or a NUL character in text or JSON. Both come from the request.
const INVALID_VALUE_SQLSTATES = new Set(['22003', '22021', '22P05']);

function isInvalidValue(error: unknown): boolean {
  const e = error as { severity?: unknown; code?: unknown } | null;
  return !!e && typeof e === 'object' && !!e.severity && INVALID_VALUE_SQLSTATES.has(String(e.code));
}

function toResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    const body = error.extra.errors ? { message: error.message, errors: error.extra.errors } : { message: error.message };
    return json(body, error.status, error.extra.headers);
  }
  if (error instanceof DatabaseUnavailableError) return json({ message: 'Service temporarily unavailable' }, 503);
  if (isInvalidValue(error)) return json({ message: 'Invalid request' }, 400);
  console.error('[api] unhandled error:', error);
  return json({ message: 'Internal server error' }, 500);
}

export function api(handlers: Partial<Record<Method, RouteHandler>>): NetlifyHandler {
  const allow = Object.keys(handlers).join(', ');
  return async (req, context) => {
    let response: Response;
    try {
      const method = req.method.toUpperCase() as Method;
      const handler = handlers[method] ?? (method === ('HEAD' as Method) ? handlers.GET : undefined);
      if (!handler) throw new HttpError(405, 'Method not allowed', { headers: { Allow: allow } });
      if (!SAFE_METHODS.has(method)) checkWrite(req);
      response = await handler(req, {
        params: (context?.params as Record<string, string> | undefined) ?? {},
        ip: context?.ip || 'unknown',
      });
    } catch (error) {
      response = toResponse(error);
    }
    for (const [name, value] of Object.entries(API_HEADERS)) {
      if (!response.headers.has(name)) response.headers.set(name, value);
    }
    return response;
  };
}
