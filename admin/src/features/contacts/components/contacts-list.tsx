import { useState } from 'react';
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
import { Button } from '../../../components/ui/button.tsx';
import { PagedListPanel } from '../../../components/ui/paged-list-panel.tsx';
import { DeleteIconButton } from '../../../components/ui/row-actions.tsx';
import { OneLine, Td, Th, Tr } from '../../../components/ui/table.tsx';
import { deleteAfterConfirm } from '../../../lib/save.ts';
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
        csvHref={isPage ? contactsCsvHref(list.q) : undefined}
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
            <p className="mt-1.5 text-xs font-medium text-slate-700">{subjectLabel(c.subject)}</p>
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
        table={{ label: 'Contact submissions', minWidth: 720 }}
        head={
          <>
            <Th>Date</Th>
            <Th>Name</Th>
            <Th>Email</Th>
            <Th>Subject</Th>
            <Th>Message Preview</Th>
            <Th className="text-right">Actions</Th>
          </>
        }
        row={(c) => (
          <Tr key={c.id}>
            <Td className="whitespace-nowrap text-slate-500 tabular-nums">{formatDateTime(c.createdAt)}</Td>
            <Td className="min-w-28 font-medium text-slate-900 wrap-anywhere">{c.name || 'Not provided'}</Td>
            <Td>
              {isPage ? (
                <OneLine value={c.email} href={`mailto:${c.email}`} />
              ) : (
                <OneLine value={c.email || 'Not provided'} />
              )}
            </Td>
            <Td className="min-w-28">{subjectLabel(c.subject)}</Td>
            <Td className="max-w-xs min-w-36 text-slate-600 wrap-anywhere">{preview(c.message, previewLength)}</Td>
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
        subjectLabel={subjectLabel}
        replyHref={isPage ? contactReplyHref : dashboardReplyHref}
      />
    </>
  );
}
