import { SLUG_PATTERN } from '@nodal/shared/slugify';

/**
 * The slug of `/updates/{slug}` (one path segment, trailing slash allowed), or null for any other
 * shape, so the fallback page never asks the API about paths like `/updates/a/b`.
 */
export function slugFromPath(pathname: string): string | null {
  const match = /^\/updates\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  return SLUG_PATTERN.test(slug) ? slug : null;
}
