import { useState } from 'react';
import Mail from 'lucide-react/icons/mail';
import CheckCircle from 'lucide-react/icons/circle-check';
import {
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  contactNoteSchema,
  contactSubjectLabel,
  formatDateTime,
  NOTE_MAX_LENGTH,
  type Contact,
  type ContactPatch,
} from '@nodal/shared';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, LabelledOptions, Select, Textarea } from '../../../components/ui/form.tsx';
import { applyServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { saveWithToast } from '../../../lib/save.ts';
import { addNote, patchContact, useContact, useNotes, useStaff } from '../api/contacts.ts';
import { DueInfo, StatusBadge } from './inbox-badges.tsx';

export function ContactDetailsDialog({
  contact,
  onClose,
  onChanged,
  replyHref,
}: {
  contact: Contact | null;
  onClose: () => void;
  /** The inbox refreshes its rows after a change here. */
  onChanged: () => void;
  replyHref: (contact: Contact) => string;
}) {
  const [offerReplied, setOfferReplied] = useState(false);
  const close = () => {
    setOfferReplied(false);
    onClose();
  };
  const detail = useContact(contact?.id ?? null, contact ?? undefined);
  const current = detail.data?.data ?? contact;

  const update = async (patch: ContactPatch, success: string) => {
    if (!current) return;
    const saved = await saveWithToast(() => patchContact(current.id, patch), {
      success,
      failure: 'Failed to update contact',
    });
    if (saved) {
      await detail.mutate();
      onChanged();
    }
    return saved;
  };

  return (
    <Dialog
      open={contact !== null}
      onClose={close}
      title="Contact Submission Details"
      description={contact ? `Submitted on ${formatDateTime(contact.createdAt)}` : undefined}
      size="lg"
      footer={
        current && (
          <>
            <Button variant="secondary" onClick={close}>
              Close
            </Button>
            <a href={replyHref(current)} className={buttonClass('primary')} onClick={() => setOfferReplied(true)}>
              <Mail aria-hidden="true" />
              Reply via Email
            </a>
          </>
        )
      }
    >
      {current && (
        <div className="space-y-6">
          {offerReplied && current.status !== 'replied' && (
            <div
              role="status"
              className="flex flex-col gap-3 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-950 sm:flex-row sm:items-center sm:justify-between"
            >
              <p>Sent your reply? Mark this contact as Replied so the team knows.</p>
              <Button
                size="sm"
                className="shrink-0"
                onClick={async () => {
                  if (await update({ status: 'replied' }, 'Contact marked as replied')) setOfferReplied(false);
                }}
              >
                <CheckCircle aria-hidden="true" />
                Mark as Replied
              </Button>
            </div>
          )}
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-xs font-medium text-slate-500">Name</dt>
              <dd className="mt-0.5 text-slate-900 wrap-anywhere">{current.name || 'Not provided'}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-slate-500">Email</dt>
              <dd className="mt-0.5 break-all text-slate-900">{current.email || 'Not provided'}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-xs font-medium text-slate-500">Subject</dt>
              <dd className="mt-0.5 text-slate-900">{contactSubjectLabel(current.subject)}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-xs font-medium text-slate-500">Message</dt>
              <dd className="mt-1 rounded-md border border-slate-200 bg-slate-50 p-3 whitespace-pre-wrap text-slate-800 wrap-anywhere">
                {current.message}
              </dd>
            </div>
          </dl>
          <FollowUp contact={current} onUpdate={update} />
          <Notes contactId={current.id} onAdded={onChanged} />
        </div>
      )}
    </Dialog>
  );
}

function FollowUp({
  contact,
  onUpdate,
}: {
  contact: Contact;
  onUpdate: (patch: ContactPatch, success: string) => Promise<boolean | undefined>;
}) {
  const staff = useStaff();
  const [busy, setBusy] = useState(false);
  const run = async (patch: ContactPatch, success: string) => {
    setBusy(true);
    try {
      await onUpdate(patch, success);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="follow-up-heading" className="border-t border-slate-100 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="follow-up-heading" className="text-sm font-semibold text-slate-900">
          Follow-up
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={contact.status} />
          <DueInfo contact={contact} />
        </div>
      </div>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Field label="Status">
          {(p) => (
            <Select
              {...p}
              value={contact.status}
              disabled={busy}
              onChange={(e) => run({ status: e.target.value as Contact['status'] }, 'Status updated')}
            >
              <LabelledOptions values={CONTACT_STATUSES} labels={CONTACT_STATUS_LABELS} />
            </Select>
          )}
        </Field>
        <Field label="Assigned to">
          {(p) => (
            <Select
              {...p}
              value={contact.assigneeId ?? ''}
              disabled={busy || !staff.data}
              onChange={(e) => run({ assigneeId: e.target.value ? Number(e.target.value) : null }, 'Assignee updated')}
            >
              <option value="">Unassigned</option>
              {/* The current assignee stays listed while the staff list loads. */}
              {!staff.data && contact.assigneeId && <option value={contact.assigneeId}>{contact.assigneeEmail}</option>}
              {staff.data?.data.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.email}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
    </section>
  );
}

function Notes({ contactId, onAdded }: { contactId: number; onAdded: () => void }) {
  const notes = useNotes(contactId);
  const form = useSchemaForm(contactNoteSchema, { body: '' });
  const length = form.watch('body')?.length ?? 0;

  const submit = form.handleSubmit(async ({ body }) => {
    const saved = await saveWithToast(() => addNote(contactId, body), {
      success: 'Note added',
      failure: 'Failed to add note',
      onError: (error) => applyServerErrors(form, error),
    });
    // A failed save keeps what was typed.
    if (saved) {
      form.reset({ body: '' });
      await notes.mutate();
      onAdded();
    }
  });

  const list = notes.data?.data ?? [];
  return (
    <section aria-labelledby="notes-heading" className="border-t border-slate-100 pt-5">
      <h3 id="notes-heading" className="text-sm font-semibold text-slate-900">
        Internal notes
        {list.length > 0 && <span className="ml-1.5 font-normal text-slate-500 tabular-nums">({list.length})</span>}
      </h3>
      {notes.error ? (
        <p className="mt-2 text-sm text-red-700">Could not load the notes. Close and open the contact to try again.</p>
      ) : list.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{notes.data ? 'No notes yet.' : 'Loading notes...'}</p>
      ) : (
        <ol className="mt-3 space-y-3" aria-label="Notes">
          {list.map((note) => (
            <li key={note.id} className="rounded-md border border-slate-200 bg-white p-3">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-xs text-slate-500">
                <span className="font-medium break-all text-slate-700">{note.authorEmail}</span>
                <time dateTime={note.createdAt} className="tabular-nums">
                  {formatDateTime(note.createdAt)}
                </time>
              </p>
              {/* Plain text: React escapes it, and line breaks are kept as typed. */}
              <p className="mt-1.5 text-sm whitespace-pre-wrap text-slate-800 wrap-anywhere">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="mt-3 space-y-2" noValidate>
        <Field
          label="Add a note"
          error={form.formState.errors.body?.message}
          hint={`Only staff see notes. ${length.toLocaleString('en-US')} / ${NOTE_MAX_LENGTH.toLocaleString('en-US')}`}
        >
          {(p) => (
            <Textarea {...p} {...form.register('body')} rows={3} placeholder="Called back, sent the pilot deck…" />
          )}
        </Field>
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" size="sm" disabled={form.formState.isSubmitting}>
            Add Note
          </Button>
        </div>
      </form>
    </section>
  );
}
