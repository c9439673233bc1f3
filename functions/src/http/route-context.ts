// What a route handler is given besides its request. A module of its own, so the pieces the wrapper
// hands on (rebuild.ts, the form posts, the notification sender) name it without importing the
// wrapper that imports them.
import type { ApiRouteName } from '@nodal/shared';

export interface RouteContext {
  /** The route of the table the request matched (a test-only function's routes have none). */
  route?: ApiRouteName;
  /** The parameters of the function's own route that the request's path matched. */
  params: Record<string, string>;
  /** The client's address as the platform saw it (Netlify's context.ip locally too). */
  ip: string;
  /** The client's country (ISO 3166 alpha-2) from the platform's geolocation, when it has one. */
  country: string | null;
  /**
   * Work that must not hold the answer (the build hook): the response goes out without waiting for
   * it, and Netlify keeps the instance alive until it settles. Failures are logged.
   */
  waitUntil: (work: Promise<unknown>) => void;
  /**
   * Asks for a rebuild of the public site after this request's change (rebuild.ts); the answer then
   * carries the Nodal-Rebuild header, from which the admin shows its rebuild notice. Never fails the
   * request: the build hook is called after the answer.
   */
  requestRebuild: (reason: string) => void;
}

export type RouteHandler = (req: Request, ctx: RouteContext) => Promise<Response>;
