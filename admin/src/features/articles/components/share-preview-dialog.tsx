import { useCallback, useEffect, useState } from 'react';
import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import ExternalLink from 'lucide-react/icons/external-link';
import Link2Off from 'lucide-react/icons/link-2-off';
import { formatDateTime, type PreviewLink } from '@nodal/shared';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input, Label } from '../../../components/ui/form.tsx';
import { LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { saveWithToast } from '../../../lib/save.ts';
import { revokePreview, sharePreview } from '../api/articles.ts';

type State =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; link: PreviewLink | null };

/**
 * "Share preview": the draft's signed link, made on first open and the same one after, so links
 * already sent keep working until revoked, published or seven days old.
 */
export function SharePreviewDialog({
  open,
  articleId,
  onClose,
}: {
  open: boolean;
  articleId: number;
  onClose: () => void;
}) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const link = state.status === 'ready' ? state.link : null;

  const share = useCallback(async () => {
    setBusy(true);
    try {
      setState({ status: 'ready', link: (await sharePreview(articleId)).data });
    } catch (error) {
      setState({ status: 'failed', message: errorMessage(error, 'Failed to create preview link') });
    } finally {
      setBusy(false);
    }
  }, [articleId]);

  // Opening the dialog is the "share": it makes the link, or hands back the live one.
  useEffect(() => {
    if (!open) return;
    setState({ status: 'loading' });
    setCopied(false);
    void share();
  }, [open, share]);

  const revoke = async () => {
    setBusy(true);
    const done = await saveWithToast(() => revokePreview(articleId), {
      success: 'Preview link revoked',
      failure: 'Failed to revoke preview link',
    });
    if (done) setState({ status: 'ready', link: null });
    setBusy(false);
  };

  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link.url);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="md"
      title="Share preview"
      description="Anyone with the link can read this draft as it will look, without an account."
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {state.status === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">
          {state.message}
        </p>
      ) : state.status === 'loading' ? (
        <LoadingState label="Loading preview link..." />
      ) : link ? (
        <div className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="preview-link-url">Preview link</Label>
            <div className="flex gap-2">
              <Input
                id="preview-link-url"
                readOnly
                value={link.url}
                onFocus={(event) => event.currentTarget.select()}
                className="min-w-0 font-mono text-[13px]"
              />
              <Button variant="secondary" onClick={copy} className="shrink-0">
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
            <p className="text-xs text-slate-500">
              Shows the last saved version. Expires {formatDateTime(link.expiresAt)}; publishing the article ends it
              too.
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <a href={link.url} target="_blank" rel="noreferrer" className={buttonClass('outline', 'sm')}>
              <ExternalLink aria-hidden="true" />
              Open preview
            </a>
            <Button
              variant="ghost"
              size="sm"
              onClick={revoke}
              disabled={busy}
              className="text-red-700 hover:text-red-800"
            >
              <Link2Off aria-hidden="true" />
              Revoke Link
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-slate-600">
            The link is revoked: nobody can open it any more. A new link works for 7 days, until you revoke it or
            publish the article.
          </p>
          <Button onClick={share} disabled={busy}>
            {busy ? 'Creating link...' : 'Create a new link'}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
