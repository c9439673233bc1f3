import { useState } from 'react';
import Download from 'lucide-react/icons/download';
import Eye from 'lucide-react/icons/eye';
import Trash2 from 'lucide-react/icons/trash-2';
import {
  contactSubjectLabel,
  contactSubjectListLabel,
  formatDateTime,
  PREVIEW_LENGTH,
  preview,
  type Contact,
} from '@nodal/shared';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ListPanel } from '../../../components/ui/list-panel.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { Table, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { contactsCsvHref, deleteContact, useContacts } from '../api/contacts.ts';
import { contactReplyHref, dashboardReplyHref } from '../mailto.ts';
import { ContactDetailsDialog } from './contact-details-dialog.tsx';

/**
 * The dashboard tab and the contacts page read the spec differently (preview length, subject
 * labels, reply draft, what actions exist), so one list takes the reading as `variant`.
 */
export function ContactsList({ variant }: { variant: 'dashboard' | 'page' }) {
  const list = useContacts();
  const [selected, setSelected] = useState<Contact | null>(null);
  const isPage = variant === 'page';
  const subjectLabel = isPage ? contactSubjectListLabel : contactSubjectLabel;
  const previewLength = isPage ? PREVIEW_LENGTH.contacts : PREVIEW_LENGTH.dashboard;

  const onDelete = async (contact: Contact) => {
    if (!window.confirm(`Delete the message from ${contact.name || contact.email}? This cannot be undone.`)) return;
    try {
      await deleteContact(contact.id);
      toast({ title: 'Success', description: 'Contact submission deleted' });
      await list.mutate();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to delete contact submission'), variant: 'destructive' });
    }
  };

  const rows = list.data?.data ?? [];

  return (
    <>
      <ListPanel
        title="Contact Submissions"
        total={list.data?.total}
        refreshing={list.isValidating && !list.isLoading}
        toolbar={
          <>
            <SearchInput value={list.search} onChange={list.setSearch} placeholder="Search contacts..." className="sm:w-64" />
            {isPage && (
              <a href={contactsCsvHref(list.q)} download className={buttonClass('secondary', 'md')}>
                <Download aria-hidden="true" />
                Export CSV
              </a>
            )}
          </>
        }
      >
        {list.error ? (
          <ErrorState message={`Error loading contacts: ${errorMessage(list.error)}`} onRetry={() => list.mutate()} />
        ) : list.isLoading && !list.data ? (
          <LoadingState label="Loading contacts..." />
        ) : rows.length === 0 ? (
          <EmptyState title="No contact submissions found" />
        ) : (
          <>
            {/* Phones get stacked cards; a six-column table does not fit 390 px. */}
            <ul className="divide-y divide-slate-100 md:hidden">
              {rows.map((c) => (
                <li key={c.id} className="px-4 py-3">
                  <div className="flex items-baseline justify-between gap-3">
                    <p className="truncate text-sm font-medium text-slate-900">{c.name || 'Not provided'}</p>
                    <p className="shrink-0 text-xs text-slate-500 tabular-nums">{formatDateTime(c.createdAt)}</p>
                  </div>
                  {isPage ? (
                    <a href={`mailto:${c.email}`} className="block truncate text-[13px] text-indigo-700">
                      {c.email}
                    </a>
                  ) : (
                    <p className="truncate text-[13px] text-slate-600">{c.email}</p>
                  )}
                  <p className="mt-1.5 text-xs font-medium text-slate-700">{subjectLabel(c.subject)}</p>
                  <p className="mt-0.5 text-[13px] text-slate-600">{preview(c.message, previewLength)}</p>
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
              ))}
            </ul>
            <Table label="Contact submissions" minWidth={860}>
              <THead>
                <Th>Date</Th>
                <Th>Name</Th>
                <Th>Email</Th>
                <Th>Subject</Th>
                <Th>Message Preview</Th>
                <Th className="text-right">Actions</Th>
              </THead>
              <tbody>
                {rows.map((c) => (
                  <Tr key={c.id}>
                    <Td className="whitespace-nowrap text-slate-500 tabular-nums">{formatDateTime(c.createdAt)}</Td>
                    <Td className="font-medium text-slate-900">{c.name || 'Not provided'}</Td>
                    <Td>
                      {isPage ? (
                        <a href={`mailto:${c.email}`} className="text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
                          {c.email}
                        </a>
                      ) : (
                        c.email || 'Not provided'
                      )}
                    </Td>
                    <Td className="whitespace-nowrap">{subjectLabel(c.subject)}</Td>
                    <Td className="max-w-xs text-slate-600">{preview(c.message, previewLength)}</Td>
                    <Td className="text-right whitespace-nowrap">
                      {isPage ? (
                        <div className="inline-flex gap-1">
                          <Button variant="ghost" size="icon" aria-label="View" title="View details" onClick={() => setSelected(c)}>
                            <Eye aria-hidden="true" />
                          </Button>
                          <Button variant="ghost" size="icon" aria-label="Delete" title="Delete" onClick={() => onDelete(c)} className="hover:text-red-600">
                            <Trash2 aria-hidden="true" />
                          </Button>
                        </div>
                      ) : (
                        <Button variant="secondary" size="sm" onClick={() => setSelected(c)}>
                          <Eye aria-hidden="true" />
                          View
                        </Button>
                      )}
                    </Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
            <Pagination page={list.page} pageSize={list.pageSize} total={list.data?.total ?? 0} onPage={list.setPage} label="Contact submissions pages" />
          </>
        )}
      </ListPanel>
      <ContactDetailsDialog
        contact={selected}
        onClose={() => setSelected(null)}
        subjectLabel={subjectLabel}
        replyHref={isPage ? contactReplyHref : dashboardReplyHref}
      />
    </>
  );
}
