// Which of a function's routes a request path matches, by Netlify's rules: the path loses one trailing
// slash, a route that is a pattern may still take one more (Netlify's packager appends `\/?` to its
// expression), letters match without regard to case, and an excluded path wins over every route. The
// functions' wrapper takes its parameters from here and the local platform routes with it.
// URLPattern is Node's (and the browsers'), so this module stays out of the package index: the admin
// app type-checks without Node's types.
import type { ApiRouteName, FunctionRoutes, HttpMethod } from './paths.ts';

export interface RouteMatch {
  /** The route of the table that matched, as declared. */
  route: string;
  /** Its parameters in the request's own spelling, percent-decoded. */
  params: Record<string, string>;
}

export type RouteMatcher = (pathname: string) => RouteMatch | null;

/** A path part that makes a route an expression rather than a literal, as Netlify's packager tells them apart. */
const isExpressionPart = (part: string) =>
  part.includes('*') || part.startsWith(':') || part.includes('{') || part.includes('[') || part.includes('(');

function compile(route: string): URLPattern {
  const literal = route.split('/').every((part) => !isExpressionPart(part));
  return new URLPattern({ pathname: literal ? route : `${route}{/}?` }, { ignoreCase: true });
}

/** `%2F` stays a slash inside one parameter; a malformed escape is kept as sent rather than refused. */
function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Compiles a function's routes once; the matcher then takes a URL's pathname (percent-encoded, as URL gives it). */
export function routeMatcher({ path, excludedPath = [] }: FunctionRoutes): RouteMatcher {
  const routes = path.map((route) => ({ route, pattern: compile(route) }));
  const excluded = excludedPath.map(compile);
  return (pathname) => {
    const trimmed = pathname !== '/' && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    if (excluded.some((pattern) => pattern.test({ pathname: trimmed }))) return null;
    for (const { route, pattern } of routes) {
      const match = pattern.exec({ pathname: trimmed });
      if (!match) continue;
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(match.pathname.groups)) {
        if (typeof value === 'string') params[name] = decode(value);
      }
      return { route, params };
    }
    return null;
  };
}

export interface TableRoute {
  name: ApiRouteName;
  path: string;
  methods: readonly HttpMethod[];
}

export type TableMatch =
  | { route: ApiRouteName; params: Record<string, string> }
  /** The path is a route of the function, but none of its routes there takes the method. */
  | { allow: HttpMethod[] };

/**
 * A function's routes from the table, method by method: the first route that matches the path and
 * takes the method (HEAD is GET's), or, when routes match the path but none takes it, the methods they do.
 * `excludedPath` and the trailing-slash and case rules are `routeMatcher`'s.
 */
export function tableMatcher(
  routes: readonly TableRoute[],
  excludedPath: string[] = [],
): (pathname: string, method: string) => TableMatch | null {
  const matchers = routes.map((route) => ({ route, match: routeMatcher({ path: [route.path], excludedPath }) }));
  return (pathname, method) => {
    const asked = (method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase()) as HttpMethod;
    const allow = new Set<HttpMethod>();
    for (const { route, match } of matchers) {
      const found = match(pathname);
      if (!found) continue;
      if (route.methods.includes(asked)) return { route: route.name, params: found.params };
      for (const m of route.methods) allow.add(m);
    }
    return allow.size ? { allow: [...allow] } : null;
  };
}
