// What is kept of a view's page, referrer and user agent: the path and fragment without the query,
// UTM source, medium and campaign, the referrer's host (with its path for the sources below), and a
// device class. Every value is text, stored and shown as such, whatever it holds.
import { TRAFFIC_DIRECT, type TrafficDevice } from '@nodal/shared';

/**
 * Referrers kept with their path: search engines (which search, not what was searched: the query is
 * dropped) and the places people link to Nodal from, where the path names the thread or repository.
 */
const KEEP_PATH = [
  'google.',
  'bing.com',
  'duckduckgo.com',
  'search.yahoo.com',
  'ecosia.org',
  'baidu.com',
  'yandex.',
  'scholar.google.com',
  'news.ycombinator.com',
  'reddit.com',
  'github.com',
  'linkedin.com',
  'researchgate.net',
];

/** UTM values and referrers past this length are cut: a report's key, not a store for text. */
const MAX_VALUE = 200;
const cut = (value: string) => value.trim().slice(0, MAX_VALUE);

export interface PageFacts {
  /** The path and fragment; the query is dropped. */
  path: string;
  source: string;
  medium: string;
  campaign: string;
  /** The referrer's host (and path for KEEP_PATH), '' for none or our own site. */
  referrer: string;
}

const keepsPath = (host: string) =>
  KEEP_PATH.some((known) => host === known || host.startsWith(known) || host.endsWith(`.${known}`));

/** The referrer as kept: '' when empty, unreadable, not http(s), or our own site. */
export function reduceReferrer(referrer: string | undefined, siteHost: string): string {
  if (!referrer) return '';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (
    !host ||
    host ===
      siteHost
        .toLowerCase()
        .replace(/^www\./, '')
        .replace(/:\d+$/, '')
  )
    return '';
  return cut(keepsPath(host) ? `${host}${url.pathname}` : host);
}

/** The page's facts from the beacon's `u` (path, query, fragment) and `r` (document.referrer). */
export function pageFacts(u: string, r: string | undefined, siteHost: string): PageFacts {
  const url = new URL(u, 'http://page.invalid');
  const utm = (name: string) => cut(url.searchParams.get(`utm_${name}`) ?? '');
  const referrer = reduceReferrer(r, siteHost);
  const source = utm('source') || referrer.split('/')[0] || TRAFFIC_DIRECT;
  return {
    path: `${url.pathname}${url.hash}`,
    source,
    medium: utm('medium'),
    campaign: utm('campaign'),
    referrer,
  };
}

/** Mobile, tablet or desktop from the user agent (which is then forgotten). */
export function deviceOf(userAgent: string): TrafficDevice {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Windows Phone|Opera Mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}
