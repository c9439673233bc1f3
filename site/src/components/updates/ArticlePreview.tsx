// The page behind a shared preview link (/preview#token): the draft, rendered by the article page's
// own component and Markdown renderer, under a banner that says it is not published. The token is
// in the fragment, so only this fetch carries it (decision 0070).
import { brand } from '@nodal/shared/brand';
import { formatDateTime } from '@nodal/shared/format';
import { renderMarkdown } from '@nodal/shared/markdown';
import { api } from '@nodal/shared/paths';
import type { ArticlePreview as Preview } from '@nodal/shared/types';
import EyeOff from 'lucide-react/icons/eye-off';
import Link2Off from 'lucide-react/icons/link-2-off';
import { useEffect, useState } from 'react';
import { fetchJson } from '../../lib/fetch-json.ts';
import { ArticleLoading, ArticleUnavailable } from './ArticleStates.tsx';
import { ArticleView } from './ArticleView.tsx';

type State =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; article: Preview; html: string };

const UNAVAILABLE = 'This preview link is not valid.';

export default function ArticlePreview() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const token = window.location.hash.slice(1);
    if (!token) {
      setState({ status: 'failed', message: UNAVAILABLE });
      return;
    }
    const controller = new AbortController();
    void fetchJson<{ data?: Preview }>(api.articlePreview(token), { signal: controller.signal }).then((result) => {
      if (result.kind === 'aborted') return;
      const article = result.kind === 'ok' ? result.body?.data : undefined;
      if (article) return setState({ status: 'ready', article, html: renderMarkdown(article.body) });
      // An expired link (410) says so in its own words; anything else is simply not valid.
      const message = result.kind === 'http-error' && result.status === 410 ? result.message : null;
      setState({ status: 'failed', message: message ?? UNAVAILABLE });
    });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (state.status === 'ready') document.title = `Preview: ${state.article.title} · ${brand.name}`;
  }, [state]);

  if (state.status === 'ready') {
    const { article } = state;
    // Shown with the date it will carry: its scheduled time, or today for a draft with none.
    const goesLiveAt = article.publishAt ?? new Date().toISOString();
    return (
      <>
        <div role="note" data-preview-banner className="border-b border-amber-300 bg-amber-50 text-amber-950">
          <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-3 gap-y-1 px-5 py-2.5 text-sm sm:px-6">
            <EyeOff strokeWidth={1.75} className="size-4 shrink-0" aria-hidden="true" />
            <strong className="font-semibold">Preview — not published</strong>
            <span className="text-amber-900/80">
              {article.publishAt
                ? `Scheduled for ${formatDateTime(article.publishAt)}`
                : 'A draft shared for review. Only people with this link can see it.'}
            </span>
          </div>
        </div>
        <ArticleView article={{ ...article, createdAt: goesLiveAt, updatedAt: goesLiveAt }} bodyHtml={state.html} />
      </>
    );
  }

  if (state.status === 'failed') {
    return (
      <ArticleUnavailable icon={Link2Off} title="Preview unavailable">
        <p className="mt-3 text-lg text-slate-600">{state.message}</p>
        <p className="mt-1 text-slate-600">Ask whoever shared it for a new link.</p>
      </ArticleUnavailable>
    );
  }

  return <ArticleLoading label="Loading preview..." />;
}
