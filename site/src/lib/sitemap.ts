// The sitemap's <lastmod> for each URL: when the content that URL shows last changed. Pure, so the
// build (astro.config.mjs) and the tests agree on it.
// - An article: its last update, or its publish time when the update time is missing or invalid.
// - A page of the Updates list: the newest change among the articles on that page.
// - The landing page: the newest change among what it shows that carries a date: the articles of
//   its Updates teaser (when the section is visible), the hero configuration, and its own copy in
//   the repository (`sources.home`).
// - /docs and /playground: the last change of their content in the repository (docs: the MDX
//   articles and their images; playground: the templates and samples), see source-dates.ts.
// - A docs topic's page (/docs/<tab>/<topic>): the last change of its own MDX article; a topic
//   without one (coming soon) takes the date of the docs as a whole.
// - Anything else, or a page whose content has no date at all: the build time.
import { UPDATES_TEASER_LIMIT } from '@nodal/shared/constants';
import { pages } from '@nodal/shared/paths';
import type { Article, HeroConfig, SectionConfig } from '@nodal/shared/types';
import { pageCount, pageHref, paginate } from './updates-filter.ts';

export interface SitemapContent {
  /** Published articles, newest first: the order of the Updates list. */
  articles: readonly Pick<Article, 'slug' | 'createdAt' | 'updatedAt'>[];
  heroConfigs: readonly Pick<HeroConfig, 'updatedAt'>[];
  sections: readonly Pick<SectionConfig, 'sectionId' | 'isVisible'>[];
}

/** When the repository's content of a page last changed (source-dates.ts); null when unknown. */
export interface SourceDates {
  home: Date | null;
  docs: Date | null;
  playground: Date | null;
  /** Each written docs topic's page path (`/docs/<tab>/<topic>`) and the last change of its article. */
  docsTopics?: Readonly<Record<string, Date | null>>;
}

const time = (value: string | Date | null | undefined): number => {
  if (value == null) return Number.NaN;
  return value instanceof Date ? value.getTime() : Date.parse(value);
};

/** The newest valid instant of `values`, or null when none is valid. */
function newest(values: Iterable<string | Date | null | undefined>): Date | null {
  let best = Number.NaN;
  for (const value of values) {
    const t = time(value);
    if (!Number.isNaN(t) && !(t <= best)) best = t;
  }
  return Number.isNaN(best) ? null : new Date(best);
}

/** An article's last change: its update time, else its publish time; null when neither is a date. */
export function articleLastmod(article: Pick<Article, 'createdAt' | 'updatedAt'>): Date | null {
  return newest([article.updatedAt]) ?? newest([article.createdAt]);
}

/** The path of a sitemap URL, without a trailing slash (the canonical form), "/" for the home page. */
function pathOf(url: string): string {
  const path = new URL(url, 'https://x.invalid').pathname.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * A function from each sitemap URL to its <lastmod> (an ISO timestamp). Built once per build from
 * its content snapshot, the repository's dates and the build's own time.
 */
export function sitemapLastmod(content: SitemapContent, sources: SourceDates, builtAt: Date): (url: string) => string {
  const byPath = new Map<string, Date | null>();
  for (const article of content.articles) byPath.set(pages.update(article.slug), articleLastmod(article));

  const pagesOfList = pageCount(content.articles.length);
  for (let page = 1; page <= pagesOfList; page++) {
    byPath.set(pageHref(page), newest(paginate(content.articles, page).map(articleLastmod)));
  }

  const teaserShown = content.sections.find((s) => s.sectionId === 'updates')?.isVisible !== false;
  const teaser = teaserShown
    ? [...content.articles].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, UPDATES_TEASER_LIMIT)
    : [];
  byPath.set(
    pages.home,
    newest([...teaser.map(articleLastmod), ...content.heroConfigs.map((c) => c.updatedAt), sources.home]),
  );
  byPath.set(pages.docs, sources.docs);
  for (const [path, date] of Object.entries(sources.docsTopics ?? {})) byPath.set(path, date ?? sources.docs);
  byPath.set(pages.playground, sources.playground);

  return (url) => {
    const path = pathOf(url);
    const date = byPath.has(path) ? byPath.get(path) : path.startsWith(`${pages.docs}/`) ? sources.docs : null;
    return (date ?? builtAt).toISOString();
  };
}
