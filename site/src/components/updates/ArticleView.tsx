import { differentDay, formatPublicDate } from '@nodal/shared/format';
import { pages } from '@nodal/shared/paths';
import type { Article } from '@nodal/shared/types';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Calendar from 'lucide-react/icons/calendar';
import { CoverImage } from './CoverImage.tsx';
import { TypeBadge } from './TypeBadge.tsx';

type ArticleMeta = Pick<Article, 'title' | 'summary' | 'type' | 'createdAt' | 'updatedAt'> &
  Partial<Pick<Article, 'coverImage' | 'coverAlt'>>;

/**
 * An article page's content. The prebuilt pages render it to static HTML; the fallback page for
 * articles newer than the build renders the same component in the browser, so both look alike.
 * `bodyHtml` must come from `renderMarkdown` (the one renderer that escapes raw HTML). `now` decides
 * the current year: the build time for a prebuilt page, else the visitor's clock.
 */
export function ArticleView({ article, bodyHtml, now }: { article: ArticleMeta; bodyHtml: string; now?: Date }) {
  const updated = differentDay(article.createdAt, article.updatedAt, 'UTC');
  const date = (value: string) => formatPublicDate(value, { now, month: 'long' });
  // Admin-written text can hold a word longer than a phone is wide (a chemical name, an address):
  // it may break anywhere rather than push the page sideways.
  return (
    // data-pagefind-*: what the docs search indexes and shows of an article (scripts/build/search-index.ts).
    <article className="pb-20 wrap-anywhere" data-pagefind-body="" data-pagefind-meta="section:Updates">
      <header className="border-b border-line bg-gradient-to-b from-muted-bg to-white">
        <div className="mx-auto max-w-3xl px-5 pt-10 pb-12 sm:px-6 sm:pt-14">
          <nav aria-label="Breadcrumb" className="text-sm" data-pagefind-ignore="">
            <a
              href={pages.updates}
              className="inline-flex items-center gap-1.5 font-medium text-slate-600 hover:text-brand-700"
            >
              <ArrowLeft strokeWidth={1.75} className="size-4" aria-hidden="true" />
              Updates
            </a>
          </nav>
          <div className="mt-8">
            <TypeBadge type={article.type} />
          </div>
          <h1 className="mt-4 text-3xl leading-tight font-semibold tracking-tight text-ink sm:text-[2.5rem] sm:leading-[1.15]">
            {article.title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-600 sm:text-xl">{article.summary}</p>
          <dl className="mt-7 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
            <div className="flex items-center gap-1.5">
              <Calendar strokeWidth={1.75} className="size-4 text-slate-500" aria-hidden="true" />
              <dt>Published</dt>
              <dd>
                <time dateTime={article.createdAt} className="font-medium text-slate-800" data-pagefind-meta="date">
                  {date(article.createdAt)}
                </time>
              </dd>
            </div>
            {updated && (
              <div className="flex items-center gap-1.5" data-updated>
                <dt>Updated</dt>
                <dd>
                  <time dateTime={article.updatedAt} className="font-medium text-slate-800">
                    {date(article.updatedAt)}
                  </time>
                </dd>
              </div>
            )}
          </dl>
          <CoverImage image={article.coverImage} alt={article.coverAlt} variant="page" />
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-5 pt-10 sm:px-6 sm:pt-12">
        <div className="prose-nodal" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
        <footer
          data-pagefind-ignore=""
          className="mt-16 flex flex-col gap-3 border-t border-line pt-8 sm:flex-row sm:items-center sm:justify-between"
        >
          <a href={pages.updates} className="btn btn-secondary">
            <ArrowLeft strokeWidth={1.75} className="size-4" aria-hidden="true" />
            More Updates
          </a>
          <a href={pages.anchor('platform')} className="btn btn-primary">
            Explore Platform
            <ArrowRight strokeWidth={1.75} className="size-4" aria-hidden="true" />
          </a>
        </footer>
      </div>
    </article>
  );
}
