import { useState } from 'react';
import Eye from 'lucide-react/icons/eye';
import RotateCw from 'lucide-react/icons/rotate-cw';
import {
  formatDateTime,
  MESSAGE_STATUS_LABELS,
  MESSAGE_STATUSES,
  type MessageStatus,
  type SentMessage,
} from '@nodal/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LabelledOptions, Select } from '../../../components/ui/form.tsx';
import { PagedListPanel } from '../../../components/ui/paged-list-panel.tsx';
import { OneLine, Td, Th, Tr } from '../../../components/ui/table.tsx';
import { saveWithToast } from '../../../lib/save.ts';
import { retryMessage, useSentMail, useSentMessage } from '../api/settings.ts';

const TONES: Record<MessageStatus, BadgeTone> = { pending: 'amber', sent: 'emerald', failed: 'red' };

function StatusBadge({ status }: { status: MessageStatus }) {
  return <Badge color={TONES[status]}>{MESSAGE_STATUS_LABELS[status]}</Badge>;
}

function recipients(message: SentMessage): string {
  return message.channel === 'webhook'
    ? `Webhook: ${hostOf(message.recipients[0] ?? '')}`
    : message.recipients.join(', ');
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function transportLabel(message: SentMessage): string {
  return message.transport ?? (message.channel === 'webhook' ? 'webhook' : 'not tried yet');
}

/** Settings → Sent mail: every notification and what became of it, whatever the transport. */
export function SentMailList() {
  const [status, setStatus] = useState('');
  const list = useSentMail(status);
  const [openId, setOpenId] = useState<number | null>(null);

  const retry = async (message: SentMessage) => {
    const done = await saveWithToast(() => retryMessage(message.id), {
      success: 'Sending again',
      failure: 'Failed to retry message',
    });
    if (done) await list.mutate();
  };

  const actions = (m: SentMessage, labelled: boolean) => (
    <div className="inline-flex gap-1">
      <Button
        variant={labelled ? 'secondary' : 'ghost'}
        size={labelled ? 'sm' : 'icon'}
        aria-label={labelled ? undefined : `Open message ${m.subject}`}
        title="Open"
        onClick={() => setOpenId(m.id)}
      >
        <Eye aria-hidden="true" />
        {labelled && 'Open'}
      </Button>
      {m.status === 'failed' && (
        <Button
          variant={labelled ? 'secondary' : 'ghost'}
          size={labelled ? 'sm' : 'icon'}
          aria-label={labelled ? undefined : `Retry message ${m.subject}`}
          title="Send again"
          onClick={() => retry(m)}
        >
          <RotateCw aria-hidden="true" />
          {labelled && 'Retry'}
        </Button>
      )}
    </div>
  );

  return (
    <>
      <PagedListPanel
        list={list}
        title="Sent mail"
        noun="messages"
        emptyTitle="No messages yet"
        pagesLabel="Sent mail pages"
        filters={
          <Select
            aria-label="Message status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              list.setPage(1);
            }}
            className="sm:w-44"
          >
            <option value="">All messages</option>
            <LabelledOptions values={MESSAGE_STATUSES} labels={MESSAGE_STATUS_LABELS} />
          </Select>
        }
        card={(m) => (
          <li key={m.id} className="px-4 py-3">
            <div className="flex items-baseline justify-between gap-3">
              <p className="min-w-0 text-sm font-medium text-slate-900 wrap-anywhere">{m.subject}</p>
              <StatusBadge status={m.status} />
            </div>
            <p className="mt-0.5 text-[13px] text-slate-600 wrap-anywhere">To {recipients(m)}</p>
            <p className="mt-0.5 text-xs text-slate-500 tabular-nums">
              {formatDateTime(m.createdAt)} · {transportLabel(m)} · {m.attempts}{' '}
              {m.attempts === 1 ? 'attempt' : 'attempts'}
            </p>
            {m.lastError && m.status !== 'sent' && (
              <p className="mt-1 text-xs text-red-700 wrap-anywhere">{m.lastError}</p>
            )}
            <div className="mt-2">{actions(m, true)}</div>
          </li>
        )}
        table={{ label: 'Sent mail', minWidth: 900 }}
        head={
          <>
            <Th>Date</Th>
            <Th>To</Th>
            <Th>Subject</Th>
            <Th>Transport</Th>
            <Th>Status</Th>
            <Th className="text-right">Attempts</Th>
            <Th>Last error</Th>
            <Th className="text-right">Actions</Th>
          </>
        }
        row={(m) => (
          <Tr key={m.id}>
            <Td className="whitespace-nowrap text-slate-500 tabular-nums">{formatDateTime(m.createdAt)}</Td>
            <Td className="max-w-52 min-w-32">
              <OneLine value={recipients(m)} />
            </Td>
            <Td className="max-w-72 min-w-40 font-medium text-slate-900 wrap-anywhere">{m.subject}</Td>
            <Td className="whitespace-nowrap text-slate-600">{transportLabel(m)}</Td>
            <Td>
              <StatusBadge status={m.status} />
            </Td>
            <Td className="text-right tabular-nums">{m.attempts}</Td>
            <Td className="max-w-56 min-w-32 text-xs text-red-700 wrap-anywhere">
              {m.status === 'sent' ? '' : (m.lastError ?? '')}
            </Td>
            <Td className="text-right whitespace-nowrap">{actions(m, false)}</Td>
          </Tr>
        )}
      />
      <MessageDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

function MessageDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data, error } = useSentMessage(id);
  const m = data?.data;
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      title={m?.subject ?? 'Message'}
      description={m ? `Created ${formatDateTime(m.createdAt)}` : undefined}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {error ? (
        <p className="text-sm text-red-700">Could not load the message.</p>
      ) : !m ? (
        <p className="text-sm text-slate-500">Loading message...</p>
      ) : (
        <div className="space-y-4 text-sm">
          <dl className="grid gap-3 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <dt className="text-xs font-medium text-slate-500">To</dt>
              <dd className="mt-0.5 text-slate-900 wrap-anywhere">{m.recipients.join(', ')}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-slate-500">Status</dt>
              <dd className="mt-0.5 flex items-center gap-2">
                <StatusBadge status={m.status} />
                <span className="text-slate-600 tabular-nums">
                  {m.attempts} {m.attempts === 1 ? 'attempt' : 'attempts'}
                </span>
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-slate-500">Transport</dt>
              <dd className="mt-0.5 text-slate-900">{transportLabel(m)}</dd>
            </div>
            {m.sentAt && (
              <div>
                <dt className="text-xs font-medium text-slate-500">Sent</dt>
                <dd className="mt-0.5 text-slate-900 tabular-nums">{formatDateTime(m.sentAt)}</dd>
              </div>
            )}
            {m.status === 'pending' && m.attempts > 0 && (
              <div>
                <dt className="text-xs font-medium text-slate-500">Next attempt</dt>
                <dd className="mt-0.5 text-slate-900 tabular-nums">{formatDateTime(m.nextAttemptAt)}</dd>
              </div>
            )}
            {m.lastError && m.status !== 'sent' && (
              <div className="sm:col-span-2">
                <dt className="text-xs font-medium text-slate-500">Last error</dt>
                <dd className="mt-0.5 text-red-700 wrap-anywhere">{m.lastError}</dd>
              </div>
            )}
          </dl>
          <div>
            <h3 className="text-xs font-medium text-slate-500">{m.channel === 'webhook' ? 'Payload' : 'Message'}</h3>
            <pre className="mt-1 max-h-96 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-[13px] whitespace-pre-wrap text-slate-800 wrap-anywhere">
              {m.body}
            </pre>
          </div>
        </div>
      )}
    </Dialog>
  );
}
