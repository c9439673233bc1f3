// The one wrapper every function goes through: method dispatch, the cross-site and content-type
// rules for writes, and the mapping of thrown errors to JSON answers. Handlers never try/catch.
import type { Context } from '@netlify/functions';
import {
  functionRoutes,
  REBUILD_HEADER,
  REBUILD_REQUESTED,
  routesOf,
  type ApiFunctionName,
  type ApiRouteName,
  type FunctionMethod,
  type FunctionRoutes,
  type HttpMethod,
} from '@nodal/shared';
import { tableMatcher, type TableMatch } from '@nodal/shared/routing';
import type { FormPosts } from '../forms/post.ts';
import { requestRebuild } from '../rebuild.ts';
import { toResponse } from './error-response.ts';
import { HttpError, noSuchEndpoint } from './errors.ts';
import { contentTypeOf } from './parse.ts';
import { API_HEADERS } from './respond.ts';
import type { RouteContext, RouteHandler } from './route-context.ts';

type Method = HttpMethod;

type NetlifyHandler = (req: Request, context: Context) => Promise<Response>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes must come from our own pages: same origin, and JSON when they carry a body, except a method
 * a function declares binary (the chunks of an image upload), which must be application/octet-stream,
 * or text (the page-view beacon), which may also be text/plain.
 */
async function checkWrite(req: Request, binary: boolean, text: boolean): Promise<void> {
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') throw new HttpError(403, 'Cross-site request refused');
  const origin = req.headers.get('origin');
  if (origin && origin !== new URL(req.url).origin) throw new HttpError(403, 'Cross-site request refused');
  const type = contentTypeOf(req);
  if (binary) {
    if (type !== 'application/octet-stream') throw new HttpError(415, 'Content-Type must be application/octet-stream');
    return;
  }
  if (text && type === 'text/plain') return;
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
  /**
   * Writes whose JSON body may come as text/plain: `navigator.sendBeacon` sends a string that way,
   * and a cross-origin fetch could too without a preflight, so same-origin still applies.
   */
  text?: readonly Method[];
  /**
   * Writes that a signed link token authorises instead of a session (a subscriber's pages, and the
   * one-click unsubscribe a mail provider posts from its own servers): no origin rule, since no
   * cookie is involved and the token is the credential, and the handler reads whatever body it takes.
   */
  signedLink?: readonly Method[];
  /**
   * A public form posts here: its POST also takes a same-origin form post (no JavaScript), which the
   * handler reads like JSON and which is answered with a 303 to the form's page (`formPosts` in
   * forms/post.ts). Only the functions of forms import that path, and the HTML parser it brings.
   */
  form?: FormPosts;
}

/**
 * A function's handlers, one per method its routes in `apiRoutes` take (exactly those), or (a
 * test-only function outside the table) routes of its own that take every method it has a handler for.
 *
 * The function matches the request's path and method against its routes itself and takes its
 * parameters from the match, never from the platform's `context.params`: a method the matched route
 * does not take is a 405 naming the ones it does, whatever the function's other routes take. A path
 * none of them match is the catch-all's 404, whatever handed it over: `netlify dev` re-sends a URL a
 * function answered with 404 (or 403) to the same function as `<path>.html`, `<path>.htm`,
 * `<path>/index.html` and `<path>/index.htm`, with no parameters, and a list route would otherwise
 * answer those with its list.
 */
export function api<F extends ApiFunctionName>(
  fn: F,
  handlers: Record<FunctionMethod<F>, RouteHandler>,
  options?: ApiOptions,
): NetlifyHandler;
export function api(
  routes: FunctionRoutes,
  handlers: Partial<Record<Method, RouteHandler>>,
  options?: ApiOptions,
): NetlifyHandler;
export function api(
  routes: ApiFunctionName | FunctionRoutes,
  handlers: Partial<Record<Method, RouteHandler>>,
  options: ApiOptions = {},
): NetlifyHandler {
  const own = Object.keys(handlers) as Method[];
  const match =
    typeof routes === 'string'
      ? tableMatcher(routesOf(routes), functionRoutes(routes).excludedPath)
      : tableMatcher(
          routes.path.map((path) => ({ name: path as ApiRouteName, path, methods: own })),
          routes.excludedPath,
        );
  const isTable = typeof routes === 'string';
  const binary = new Set(options.binary ?? []);
  const text = new Set(options.text ?? []);
  const signedLink = new Set(options.signedLink ?? []);
  return async (req, context) => {
    let response: Response;
    let rebuildRequested = false;
    try {
      const found: TableMatch | null = match(new URL(req.url).pathname, req.method);
      if (!found) throw noSuchEndpoint();
      if ('allow' in found)
        throw new HttpError(405, 'Method not allowed', { headers: { Allow: found.allow.join(', ') } });
      const method = req.method.toUpperCase() as Method;
      const handler = handlers[method === ('HEAD' as Method) ? 'GET' : method];
      if (!handler) throw new HttpError(405, 'Method not allowed', { headers: { Allow: own.join(', ') } });
      const waitUntil = afterResponse(context);
      const ctx: RouteContext = {
        ...(isTable ? { route: found.route } : {}),
        params: found.params,
        ip: context?.ip || 'unknown',
        country: context?.geo?.country?.code || null,
        waitUntil,
        requestRebuild: (reason) => {
          if (requestRebuild(waitUntil, reason)) rebuildRequested = true;
        },
      };
      if (options.form?.accepts(req)) return withApiHeaders(await options.form.answer(req, ctx, handler));
      if (!SAFE_METHODS.has(method) && !signedLink.has(method))
        await checkWrite(req, binary.has(method), text.has(method));
      response = await handler(req, ctx);
    } catch (error) {
      response = toResponse(error, req);
    }
    if (rebuildRequested) response.headers.set(REBUILD_HEADER, REBUILD_REQUESTED);
    return withApiHeaders(response);
  };
}

function withApiHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(API_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
}
