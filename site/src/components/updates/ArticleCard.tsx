import { formatLongDate, formatPublicDate } from '@nodal/shared/format';
import { pages } from '@nodal/shared/paths';
import type { ArticleCardData } from '../../lib/updates-filter.ts';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Search from 'lucide-react/icons/search';
import { CoverImage } from './CoverImage.tsx';
import { TypeBadge } from './TypeBadge.tsx';

/**
 * One card of the Updates grid. Rendered to static HTML by Astro for the prebuilt list and by the
 * search island for filtered results, so both look identical. Dates are formatted in UTC so the
 * build and the browser agree on the day.
 */
export function ArticleCard({
  article,
  headingLevel = 2,
  coverSpace = false,
  now,
}: {
  article: ArticleCardData;
  headingLevel?: 2 | 3;
  /** Some card of the grid has a cover: a card without one shows a placeholder of the same size. */
  coverSpace?: boolean;
  /** What decides the current year: the build time for prebuilt cards, else the visitor's clock. */
  now?: Date;
}) {
  const href = pages.update(article.slug);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      data-article-card={article.slug}
      className="group relative flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-card transition duration-200 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lift focus-within:border-brand-300"
    >
      <CoverImage image={article.coverImage} alt={article.coverAlt} variant="card" placeholder={coverSpace} />
      <div className="flex items-center justify-between gap-3">
        <TypeBadge type={article.type} />
        <time
          dateTime={article.createdAt}
          title={formatLongDate(article.createdAt, 'UTC')}
          className="text-sm text-slate-500 tabular-nums"
        >
          {formatPublicDate(article.createdAt, { now })}
        </time>
      </div>
      <Heading
        className="mt-4 line-clamp-2 text-lg leading-snug font-semibold text-ink wrap-anywhere"
        title={article.title}
      >
        {/* The title link covers the whole card so the card is one big target. */}
        <a
          href={href}
          className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-brand-500"
        >
          {article.title}
        </a>
      </Heading>
      <p className="mt-2 line-clamp-3 text-[0.95rem] leading-relaxed text-slate-600 wrap-anywhere">{article.summary}</p>
      <div className="mt-auto pt-5">
        <a
          href={href}
          tabIndex={-1}
          className="relative inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 group-hover:text-brand-800"
        >
          Read more<span className="sr-only">: {article.title}</span>
          <ArrowRight
            strokeWidth={1.75}
            className="size-4 transition-transform duration-200 group-hover:translate-x-0.5"
            aria-hidden="true"
          />
        </a>
      </div>
    </article>
  );
}

export function ArticleGrid({
  articles,
  headingLevel,
  now,
}: {
  articles: readonly ArticleCardData[];
  headingLevel?: 2 | 3;
  now?: Date;
}) {
  const coverSpace = articles.some((article) => article.coverImage);
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} headingLevel={headingLevel} coverSpace={coverSpace} now={now} />
        </li>
      ))}
    </ul>
  );
}

export function EmptyState({ hint }: { hint: string }) {
  return (
    <div role="status" className="rounded-2xl border border-dashed border-slate-300 bg-muted-bg px-6 py-16 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-white text-slate-500 ring-1 ring-line">
        <Search strokeWidth={1.75} className="size-5" aria-hidden="true" />
      </div>
      <p className="mt-4 text-lg font-semibold text-ink">No articles found</p>
      <p className="mt-1.5 text-slate-600">{hint}</p>
    </div>
  );
}
