// The page behind /updates/{slug} for an article published after the last build (Netlify serves it
// for any /updates/* path without a prebuilt file). It asks the API, then shows the article or the
// not-found screen; a draft or deleted slug answers 404 there, so nothing unpublished appears.
import { brand } from '@nodal/shared/brand';
import { api } from '@nodal/shared/paths';
import type { Article } from '@nodal/shared/types';
import { renderMarkdown } from '@nodal/shared/markdown';
import { useEffect, useState } from 'react';
import { fetchJson } from '../../lib/fetch-json.ts';
import { slugFromPath } from '../../lib/updates-slug.ts';
import { ArticleLoading, ArticleUnavailable } from './ArticleStates.tsx';
import { ArticleView } from './ArticleView.tsx';
import FileText from 'lucide-react/icons/file-text';

type State = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; article: Article; html: string };

export default function ArticleFallback() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const slug = slugFromPath(window.location.pathname);
    if (!slug) {
      setState({ status: 'missing' });
      return;
    }
    const controller = new AbortController();
    void fetchJson<{ data?: Article }>(api.article(slug), { signal: controller.signal }).then((result) => {
      if (result.kind === 'aborted') return;
      // Anything but an article is "Article not found": a visitor can do nothing different about a 500 than a 404.
      const article = result.kind === 'ok' ? result.body?.data : undefined;
      setState(article ? { status: 'ready', article, html: renderMarkdown(article.body) } : { status: 'missing' });
    });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (state.status === 'ready') document.title = `${state.article.title} · ${brand.name}`;
    if (state.status === 'missing') document.title = `Article Not Found · ${brand.name}`;
  }, [state]);

  if (state.status === 'ready') return <ArticleView article={state.article} bodyHtml={state.html} />;

  if (state.status === 'missing') {
    return (
      <ArticleUnavailable icon={FileText} title="Article Not Found">
        <p className="mt-3 text-lg text-slate-600">The article you're looking for doesn't exist or has been removed.</p>
      </ArticleUnavailable>
    );
  }

  return <ArticleLoading label="Loading article..." />;
}
