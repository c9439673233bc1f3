import { useEffect, useState } from 'react';
import History from 'lucide-react/icons/history';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { formatDateTime, type Article, type FieldDiff } from '@nodal/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { saveWithToast } from '../../../lib/save.ts';
import { restoreRevision, useRevision, useRevisions } from '../api/articles.ts';

const FIELD_LABELS: Record<FieldDiff['field'], string> = {
  title: 'Title',
  slug: 'Slug',
  type: 'Type',
  summary: 'Summary',
  body: 'Body',
};

/**
 * The article's saves, newest first; picking one shows what changed between it and the article as
 * saved now, and restoring it saves its text again as a new revision.
 */
export function RevisionsDialog({
  open,
  articleId,
  onClose,
  onRestored,
}: {
  open: boolean;
  articleId: number;
  onClose: () => void;
  onRestored: (article: Article) => void;
}) {
  const list = useRevisions(open ? articleId : null);
  const revisions = list.data?.data ?? [];
  const [selected, setSelected] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  // The newest revision is the article as saved now; the one before it is the useful first look.
  const current = revisions[0]?.id ?? null;
  const chosen = selected ?? revisions[1]?.id ?? current;
  const detail = useRevision(articleId, open ? chosen : null);

  useEffect(() => {
    if (open) setSelected(null);
  }, [open]);

  const restore = async () => {
    if (chosen === null) return;
    setRestoring(true);
    let restored: Article | null = null;
    const ok = await saveWithToast(
      async () => {
        restored = (await restoreRevision(articleId, chosen)).data;
      },
      { success: 'Revision restored', failure: 'Failed to restore revision' },
    );
    setRestoring(false);
    if (!ok || !restored) return;
    await list.mutate();
    onRestored(restored);
  };

  const changes = detail.data?.data.changes ?? [];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissable={!restoring}
      size="xl"
      title="Revisions"
      description="Every save is kept: all of them while the article is published, the last 50 for a draft."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={restoring}>
            Close
          </Button>
          <Button onClick={restore} disabled={restoring || chosen === null || chosen === current || !detail.data}>
            <RotateCcw aria-hidden="true" />
            {restoring ? 'Restoring...' : 'Restore this revision'}
          </Button>
        </>
      }
    >
      {list.error && !list.data ? (
        <ErrorState message={errorMessage(list.error, 'Failed to load revisions')} onRetry={() => list.mutate()} />
      ) : !list.data ? (
        <LoadingState label="Loading revisions..." />
      ) : revisions.length === 0 ? (
        <EmptyState icon={<History aria-hidden="true" />} title="No revisions yet" />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <ol aria-label="Revisions" className="flex max-h-56 flex-col gap-1 overflow-y-auto lg:max-h-[32rem]">
            {revisions.map((revision) => (
              <li key={revision.id}>
                <button
                  type="button"
                  aria-current={revision.id === chosen ? 'true' : undefined}
                  onClick={() => setSelected(revision.id)}
                  className={cn(
                    'w-full rounded-md px-3 py-2 text-left ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-indigo-600',
                    revision.id === chosen
                      ? 'bg-indigo-50 ring-indigo-200'
                      : 'ring-transparent hover:bg-slate-50 hover:ring-slate-200',
                  )}
                >
                  <span className="flex flex-wrap items-center gap-1.5 text-[13px] font-medium text-slate-900">
                    {formatDateTime(revision.createdAt)}
                    {revision.id === current && <Badge color="indigo">Current</Badge>}
                    {revision.restoredFrom !== null && <Badge color="gray">Restored</Badge>}
                  </span>
                  <span className="mt-0.5 block truncate text-xs text-slate-600">
                    {revision.authorEmail ?? 'A deleted account'}
                  </span>
                  <span className="mt-0.5 block truncate text-xs text-slate-700">{revision.title}</span>
                </button>
              </li>
            ))}
          </ol>
          <section aria-label="Changes" aria-live="polite" className="min-w-0">
            {detail.error && !detail.data ? (
              <ErrorState
                message={errorMessage(detail.error, 'Failed to load revision')}
                onRetry={() => detail.mutate()}
              />
            ) : !detail.data ? (
              <LoadingState label="Loading revision..." />
            ) : chosen === current ? (
              <p className="rounded-md bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
                This is the article as it is saved now. Pick an earlier revision to compare and restore it.
              </p>
            ) : changes.length === 0 ? (
              <p className="rounded-md bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
                Its text is the same as the current text.
              </p>
            ) : (
              <div className="space-y-4">
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
                  <span>
                    <del className="rounded-sm bg-red-100 px-1 text-red-900">Red</del> only in this revision
                  </span>
                  <span>
                    <ins className="rounded-sm bg-emerald-100 px-1 text-emerald-900 no-underline">Green</ins> in the
                    current text
                  </span>
                </p>
                {changes.map((change) => (
                  <div key={change.field}>
                    <h3 className="mb-1 text-[13px] font-medium text-slate-700">{FIELD_LABELS[change.field]}</h3>
                    <pre
                      data-diff={change.field}
                      className={cn(
                        'max-h-96 overflow-auto rounded-md border border-slate-200 bg-slate-50/60 px-3 py-2 text-[13px] leading-relaxed whitespace-pre-wrap wrap-anywhere text-slate-700',
                        change.field === 'body' ? 'font-mono' : 'font-sans',
                      )}
                    >
                      {change.parts.map((part, i) =>
                        part.removed ? (
                          <del key={i} className="rounded-sm bg-red-100 px-0.5 text-red-900">
                            {part.value}
                          </del>
                        ) : part.added ? (
                          <ins key={i} className="rounded-sm bg-emerald-100 px-0.5 text-emerald-900 no-underline">
                            {part.value}
                          </ins>
                        ) : (
                          <span key={i}>{part.value}</span>
                        ),
                      )}
                    </pre>
                  </div>
                ))}
              </div>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
