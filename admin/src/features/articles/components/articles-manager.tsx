import { lazy, Suspense, useState } from 'react';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import ExternalLink from 'lucide-react/icons/external-link';
import FileText from 'lucide-react/icons/file-text';
import MailPlus from 'lucide-react/icons/mail-plus';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import {
  ARTICLE_TYPE_LABELS,
  ARTICLE_TYPES,
  articleTypeColor,
  articleTypeLabel,
  formatDateTime,
  pages,
  type Article,
  type ArticleType,
} from '@nodal/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LabelledOptions, Select } from '../../../components/ui/form.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { DeleteIconButton } from '../../../components/ui/row-actions.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ListStates } from '../../../components/ui/states.tsx';
import { deleteAfterConfirm } from '../../../lib/save.ts';
import { canEmail, NewsletterDialog, offerNewsletterAfterSave, type NewsletterArticle } from '../../campaigns/index.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { deleteArticle, useAdminArticles } from '../api/articles.ts';
import { NewsletterOffer } from './newsletter-offer.tsx';

// The editor brings the Markdown renderer; the list should not wait for it.
const ArticleFormDialog = lazy(() =>
  import('./article-form-dialog.tsx').then((m) => ({ default: m.ArticleFormDialog })),
);

export function ArticlesManager() {
  const [search, setSearch] = useState('');
  const [type, setType] = useState<ArticleType | ''>('');
  const q = useDebouncedValue(search.trim(), 250);
  const { data, error, isLoading, isValidating, mutate } = useAdminArticles(q, type);
  const [editing, setEditingState] = useState<{ article: Article | null } | null>(null);
  // Stays mounted once loaded so closing it lets the native dialog hand focus back to its opener.
  const [editorLoaded, setEditorLoaded] = useState(false);
  // The article being emailed to subscribers, and the one a save just published or scheduled (offered once).
  const [emailing, setEmailing] = useState<NewsletterArticle | null>(null);
  const [offer, setOffer] = useState<Article | null>(null);
  const setEditing = (value: { article: Article | null } | null) => {
    if (value) setEditorLoaded(true);
    setEditingState(value);
  };

  const onDelete = async (article: Article) => {
    const deleted = await deleteAfterConfirm(
      'Are you sure you want to delete this article?',
      () => deleteArticle(article.id),
      { success: 'Article deleted successfully', failure: 'Failed to delete article' },
    );
    if (!deleted) return;
    await mutate();
  };

  const articles = data?.data ?? [];
  const filtered = q !== '' || type !== '';

  return (
    <>
      <PageHeader
        title="Article Management"
        description="Updates, guides and announcements published under /updates."
        actions={
          <Button onClick={() => setEditing({ article: null })}>
            <Plus aria-hidden="true" />
            New Article
          </Button>
        }
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchInput value={search} onChange={setSearch} placeholder="Search articles..." className="sm:w-72" />
        <Select
          aria-label="Filter by type"
          value={type}
          onChange={(e) => setType(e.target.value as ArticleType | '')}
          className="sm:w-44"
        >
          <option value="">All types</option>
          <LabelledOptions values={ARTICLE_TYPES} labels={ARTICLE_TYPE_LABELS} />
        </Select>
        {isValidating && data && <Spinner />}
        {data && (
          <p className="text-[13px] text-slate-500 sm:ml-auto" aria-live="polite">
            {articles.length} {articles.length === 1 ? 'article' : 'articles'}
          </p>
        )}
      </div>

      {offer && (
        <NewsletterOffer
          article={offer}
          onEmail={() => {
            setEmailing(offer);
            setOffer(null);
          }}
          onDismiss={() => setOffer(null)}
        />
      )}
      <ListStates
        noun="articles"
        error={error && !data ? error : null}
        loading={isLoading && !data}
        isEmpty={articles.length === 0}
        empty={
          <EmptyState
            icon={<FileText aria-hidden="true" />}
            title="No articles found. Create your first article to get started."
          >
            {filtered && (
              <p className="text-[13px] text-slate-500">Nothing matches the current search or type filter.</p>
            )}
          </EmptyState>
        }
        onRetry={() => mutate()}
      >
        <ul className="flex flex-col gap-3">
          {articles.map((article) => (
            <li key={article.id}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:gap-6">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="min-w-0 text-sm font-semibold text-slate-900 wrap-anywhere">{article.title}</h2>
                    {article.publishAt && !article.published ? (
                      // Still a draft, with the moment it goes public in the editor's own timezone.
                      <Badge color="amber" className="gap-1">
                        <CalendarClock aria-hidden="true" className="size-3" />
                        Scheduled {formatDateTime(article.publishAt)}
                      </Badge>
                    ) : (
                      <Badge color={article.published ? 'emerald' : 'gray'}>
                        {article.published ? 'Published' : 'Draft'}
                      </Badge>
                    )}
                    <Badge color={articleTypeColor(article.type)}>{articleTypeLabel(article.type)}</Badge>
                  </div>
                  <p className="mt-1 line-clamp-2 text-[13px] text-slate-600 wrap-anywhere">{article.summary}</p>
                  <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500">
                    <span className="font-mono text-slate-600 wrap-anywhere">/{article.slug}</span>
                    <span>Created {formatDateTime(article.createdAt)}</span>
                    <span>Updated {formatDateTime(article.updatedAt)}</span>
                  </p>
                </div>
                <div className="flex gap-1 sm:shrink-0">
                  {canEmail(article) && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Email ${article.title} to subscribers`}
                      title="Email to Subscribers"
                      onClick={() => setEmailing(article)}
                    >
                      <MailPlus aria-hidden="true" />
                    </Button>
                  )}
                  {article.published && (
                    <a
                      href={pages.update(article.slug)}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`View ${article.title} on the site`}
                      title="View on the site"
                      className={buttonClass('ghost', 'icon')}
                    >
                      <ExternalLink aria-hidden="true" />
                    </a>
                  )}
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${article.title}`}
                    title="Edit"
                    onClick={() => setEditing({ article })}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <DeleteIconButton
                    label={`Delete ${article.title}`}
                    title="Delete"
                    onClick={() => onDelete(article)}
                  />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </ListStates>

      {editorLoaded && (
        <Suspense fallback={null}>
          <ArticleFormDialog
            open={editing !== null}
            article={editing?.article ?? null}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              void mutate();
              if (saved && offerNewsletterAfterSave(editing?.article ?? null, saved)) setOffer(saved);
            }}
          />
        </Suspense>
      )}
      <NewsletterDialog article={emailing} onClose={() => setEmailing(null)} />
    </>
  );
}
