import Mail from 'lucide-react/icons/mail';
import { formatDateTime, type Contact } from '@nodal/shared';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

export function ContactDetailsDialog({
  contact,
  onClose,
  subjectLabel,
  replyHref,
}: {
  contact: Contact | null;
  onClose: () => void;
  subjectLabel: (subject: string) => string;
  replyHref: (contact: Contact) => string;
}) {
  return (
    <Dialog
      open={contact !== null}
      onClose={onClose}
      title="Contact Submission Details"
      description={contact ? `Submitted on ${formatDateTime(contact.createdAt)}` : undefined}
      size="lg"
      footer={
        contact && (
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <a href={replyHref(contact)} className={buttonClass('primary')}>
              <Mail aria-hidden="true" />
              Reply via Email
            </a>
          </>
        )
      }
    >
      {contact && (
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-xs font-medium text-slate-500">Name</dt>
            <dd className="mt-0.5 text-slate-900 wrap-anywhere">{contact.name || 'Not provided'}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">Email</dt>
            <dd className="mt-0.5 break-all text-slate-900">{contact.email || 'Not provided'}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-xs font-medium text-slate-500">Subject</dt>
            <dd className="mt-0.5 text-slate-900">{subjectLabel(contact.subject)}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-xs font-medium text-slate-500">Message</dt>
            <dd className="mt-1 rounded-md border border-slate-200 bg-slate-50 p-3 whitespace-pre-wrap text-slate-800 wrap-anywhere">
              {contact.message}
            </dd>
          </div>
        </dl>
      )}
    </Dialog>
  );
}
