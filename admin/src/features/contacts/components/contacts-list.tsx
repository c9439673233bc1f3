import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import Eye from 'lucide-react/icons/eye';
import Trash2 from 'lucide-react/icons/trash-2';
import {
  CONTACT_DUE_FILTERS,
  CONTACT_DUE_LABELS,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  contactSubjectLabel,
  contactSubjectListLabel,
  formatDateTime,
  PREVIEW_LENGTH,
  preview,
  api,
  type Contact,
} from '@nodal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { PagedListPanel } from '../../../components/ui/paged-list-panel.tsx';
import { DeleteIconButton } from '../../../components/ui/row-actions.tsx';
import { LabelledOptions, Select } from '../../../components/ui/form.tsx';
import { cn } from '../../../lib/cn.ts';
import { OneLine, Td, Th, Tr } from '../../../components/ui/table.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { deleteAfterConfirm } from '../../../lib/save.ts';
import {
  contactsCsvHref,
  deleteContact,
  NO_FILTERS,
  useContacts,
  useStaff,
  type InboxFilters,
} from '../api/contacts.ts';
import { contactReplyHref, dashboardReplyHref } from '../mailto.ts';
import { ContactDetailsDialog } from './contact-details-dialog.tsx';
import { DueInfo, StatusBadge } from './inbox-badges.tsx';

/**
 * The dashboard tab and the contacts page differ on purpose (preview length, the Subject
 * column's words, reply draft, what actions exist), so one list takes the reading as `variant`.
 */
export function ContactsList({ variant }: { variant: 'dashboard' | 'page' }) {
  const isPage = variant === 'page';
  const [params] = useSearchParams();
  // The dashboard's overdue figure links here with ?due=overdue.
  const [filters, setFilterValues] = useState<InboxFilters>(() =>
    isPage
      ? {
          ...NO_FILTERS,
          due: params.get('due') === 'overdue' || params.get('due') === 'today' ? params.get('due')! : '',
        }
      : NO_FILTERS,
  );
  const list = useContacts(undefined, filters);
  const [selected, setSelected] = useState<Contact | null>(null);
  const setFilter = (key: keyof InboxFilters, value: string) => {
    setFilterValues((current) => ({ ...current, [key]: value }));
    list.setPage(1);
  };
  useOpenFromLink(isPage, setSelected);
  // The spec gives the contacts page's Subject column short labels of its own; everywhere else
  // (the dashboard, the dialog) a subject reads as its one label.
  const subjectLabel = isPage ? contactSubjectListLabel : contactSubjectLabel;
  const previewLength = isPage ? PREVIEW_LENGTH.contacts : PREVIEW_LENGTH.dashboard;

  const onDelete = async (contact: Contact) => {
    const deleted = await deleteAfterConfirm(
      `Delete the message from ${contact.name || contact.email}? This cannot be undone.`,
      () => deleteContact(contact.id),
      { success: 'Contact submission deleted', failure: 'Failed to delete contact submission' },
    );
    if (deleted) await list.mutate();
  };

  return (
    <>
      <PagedListPanel
        list={list}
        title="Contact Submissions"
        noun="contacts"
        emptyTitle="No contact submissions found"
        csvHref={isPage ? contactsCsvHref(list.q, filters) : undefined}
        filters={isPage ? <InboxFilterBar filters={filters} onChange={setFilter} /> : undefined}
        pagesLabel="Contact submissions pages"
        card={(c) => (
          <li key={c.id} className="px-4 py-3">
            <div className="flex items-baseline justify-between gap-3">
              <p className="min-w-0 text-sm font-medium text-slate-900 wrap-anywhere">{c.name || 'Not provided'}</p>
              <p className="shrink-0 text-xs text-slate-500 tabular-nums">{formatDateTime(c.createdAt)}</p>
            </div>
            {isPage ? (
              <a href={`mailto:${c.email}`} className="block text-[13px] text-indigo-700 wrap-anywhere">
                {c.email}
              </a>
            ) : (
              <p className="text-[13px] text-slate-600 wrap-anywhere">{c.email}</p>
            )}
            <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
              <StatusBadge status={c.status} />
              <DueInfo contact={c} />
            </div>
            <p className="mt-1.5 text-xs font-medium text-slate-700">{subjectLabel(c.subject)}</p>
            {c.assigneeEmail && (
              <p className="mt-0.5 text-xs text-slate-500 wrap-anywhere">Assigned to {c.assigneeEmail}</p>
            )}
            <p className="mt-0.5 text-[13px] text-slate-600 wrap-anywhere">{preview(c.message, previewLength)}</p>
            <div className="mt-2 flex gap-2">
              <Button variant="secondary" size="sm" onClick={() => setSelected(c)}>
                <Eye aria-hidden="true" />
                View
              </Button>
              {isPage && (
                <Button variant="ghost" size="sm" onClick={() => onDelete(c)} className="hover:text-red-600">
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              )}
            </div>
          </li>
        )}
        table={{ label: 'Contact submissions', minWidth: isPage ? 820 : 720 }}
        head={
          <>
            <Th>Date</Th>
            <Th>Name</Th>
            <Th>Email</Th>
            <Th>Subject</Th>
            <Th>Message Preview</Th>
            {/* The dashboard's recent list keeps its five fixed columns; the inbox adds its follow-up. */}
            {isPage && <Th>Status</Th>}
            <Th className="text-right">Actions</Th>
          </>
        }
        row={(c) => (
          <Tr key={c.id}>
            {/* The inbox's extra column leaves no room for the date on one line at 1280 px. */}
            <Td className={cn('text-slate-500 tabular-nums', isPage ? 'min-w-32' : 'whitespace-nowrap')}>
              {formatDateTime(c.createdAt)}
            </Td>
            <Td className="min-w-28 font-medium text-slate-900 wrap-anywhere">{c.name || 'Not provided'}</Td>
            <Td>
              {isPage ? (
                <OneLine value={c.email} href={`mailto:${c.email}`} />
              ) : (
                <OneLine value={c.email || 'Not provided'} />
              )}
            </Td>
            <Td className="min-w-28">{subjectLabel(c.subject)}</Td>
            <Td className={cn('min-w-36 text-slate-600 wrap-anywhere', isPage ? 'max-w-52' : 'max-w-xs')}>
              {preview(c.message, previewLength)}
            </Td>
            {isPage && (
              <Td className="w-32 max-w-32">
                <div className="flex flex-col items-start gap-1">
                  <StatusBadge status={c.status} />
                  <DueInfo contact={c} compact />
                  <span
                    className="block max-w-full truncate text-xs text-slate-500"
                    title={c.assigneeEmail ?? undefined}
                  >
                    {c.assigneeEmail ?? 'Unassigned'}
                  </span>
                </div>
              </Td>
            )}
            <Td className="text-right whitespace-nowrap">
              {isPage ? (
                <div className="inline-flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label="View"
                    title="View details"
                    onClick={() => setSelected(c)}
                  >
                    <Eye aria-hidden="true" />
                  </Button>
                  <DeleteIconButton label="Delete" title="Delete" onClick={() => onDelete(c)} />
                </div>
              ) : (
                <Button variant="secondary" size="sm" onClick={() => setSelected(c)}>
                  <Eye aria-hidden="true" />
                  View
                </Button>
              )}
            </Td>
          </Tr>
        )}
      />
      <ContactDetailsDialog
        contact={selected}
        onClose={() => setSelected(null)}
        onChanged={() => void list.mutate()}
        replyHref={isPage ? contactReplyHref : dashboardReplyHref}
      />
    </>
  );
}

/** The inbox's filters: status, assignee and reply date, all applied on the server. */
function InboxFilterBar({
  filters,
  onChange,
}: {
  filters: InboxFilters;
  onChange: (key: keyof InboxFilters, value: string) => void;
}) {
  const staff = useStaff();
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap" role="group" aria-label="Filters">
      <Select
        aria-label="Status"
        value={filters.status}
        onChange={(e) => onChange('status', e.target.value)}
        className="sm:w-40"
      >
        <option value="">All statuses</option>
        <LabelledOptions values={CONTACT_STATUSES} labels={CONTACT_STATUS_LABELS} />
      </Select>
      <Select
        aria-label="Reply due"
        value={filters.due}
        onChange={(e) => onChange('due', e.target.value)}
        className="sm:w-40"
      >
        <option value="">Any reply date</option>
        <LabelledOptions values={CONTACT_DUE_FILTERS} labels={CONTACT_DUE_LABELS} />
      </Select>
      <Select
        aria-label="Assignee"
        value={filters.assignee}
        onChange={(e) => onChange('assignee', e.target.value)}
        className="col-span-2 sm:w-60"
      >
        <option value="">Anyone</option>
        <option value="none">Unassigned</option>
        {staff.data?.data.map((member) => (
          <option key={member.id} value={member.id}>
            {member.email}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** `?open=<id>` (the link in a notification email) opens that contact's details on arrival. */
function useOpenFromLink(enabled: boolean, open: (contact: Contact) => void) {
  const [params, setParams] = useSearchParams();
  const id = enabled ? Number(params.get('open')) : 0;
  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) return;
    let live = true;
    apiRequest<{ data: Contact }>(api.adminContact(id))
      .then(({ data }) => live && open(data))
      .catch(() => undefined)
      .finally(() => {
        if (!live) return;
        const next = new URLSearchParams(params);
        next.delete('open');
        setParams(next, { replace: true });
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per id in the link
  }, [id]);
}
