import { useId, type ReactNode } from 'react';
import Eye from 'lucide-react/icons/eye';
import Send from 'lucide-react/icons/send';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { confirmQuestion } from '../lib/compose.ts';
import { PreviewPanel } from './preview-panel.tsx';
import type { useCompose } from './use-compose.ts';

type Compose = ReturnType<typeof useCompose>;

/** "Send Wave", "Sending...": the primary action's label when idle and while it works. */
export type SendLabels = readonly [idle: string, busy: string];

/**
 * The frame both composers share: the fields on the left, the preview on the right (stacked below lg),
 * Cancel and the send in the footer, and the confirm step that states how many it reaches.
 */
export function ComposeDialog({
  open,
  onClose,
  title,
  description,
  compose,
  sendLabels,
  confirmTitle,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  compose: Compose;
  sendLabels: SendLabels;
  confirmTitle: string;
  children: ReactNode;
}) {
  const formId = useId();
  const { busy, preview, confirming } = compose;
  const working = busy !== null;
  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        dismissable={!working}
        size="xl"
        title={title}
        description={description}
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={working}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={working}>
              <Send aria-hidden="true" />
              {busy === 'count' ? 'Counting...' : sendLabels[0]}
            </Button>
          </>
        }
      >
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <form id={formId} noValidate onSubmit={compose.askToSend} className="grid content-start gap-4">
            {children}
          </form>
          <section aria-labelledby={`${formId}-preview`} className="min-w-0 space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={`${formId}-preview`} className="text-sm font-semibold text-slate-900">
                Preview
              </h3>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={compose.showPreview} disabled={working}>
                  <Eye aria-hidden="true" />
                  {busy === 'preview' ? 'Rendering...' : 'Preview'}
                </Button>
                <Button variant="secondary" size="sm" onClick={compose.sendTest} disabled={working}>
                  <Send aria-hidden="true" />
                  {busy === 'test' ? 'Sending...' : 'Send Test to Me'}
                </Button>
              </div>
            </div>
            {preview ? (
              <PreviewPanel preview={preview} />
            ) : (
              <p className="rounded-md border border-dashed border-slate-300 px-4 py-8 text-center text-[13px] text-slate-500">
                Press Preview to see the email as its first recipient will get it.
              </p>
            )}
          </section>
        </div>
      </Dialog>
      <Dialog
        open={open && confirming !== null}
        onClose={compose.cancelSend}
        dismissable={busy !== 'send'}
        size="sm"
        title={confirmTitle}
        description={
          confirming ? confirmQuestion(confirming.input.kind, confirming.count, confirming.input.sendAt) : undefined
        }
        footer={
          <>
            <Button variant="secondary" onClick={compose.cancelSend} disabled={busy === 'send'}>
              Back
            </Button>
            <Button onClick={compose.send} disabled={busy === 'send' || confirming?.count === 0}>
              <Send aria-hidden="true" />
              {busy === 'send' ? sendLabels[1] : sendLabels[0]}
            </Button>
          </>
        }
      >
        {confirming && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-[13px]">
            <dt className="text-slate-500">Subject</dt>
            <dd className="font-medium text-slate-900 wrap-anywhere">{confirming.input.subject}</dd>
            <dt className="text-slate-500">Recipients</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{confirming.count.toLocaleString('en-US')}</dd>
            {confirming.count === 0 && (
              <dd className="col-span-2 text-red-700">
                Nobody matches this audience now, so there is nothing to send.
              </dd>
            )}
          </dl>
        )}
      </Dialog>
    </>
  );
}
