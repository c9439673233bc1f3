import { useState } from 'react';
import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { formatDateTime, inviteSchema, STAFF_ROLE_LABELS, STAFF_ROLES, type CreatedInvite } from '@nodal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, Input, SelectField } from '../../../components/ui/form.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { toast } from '@nodal/ui/toast';
import { createInvite } from '../api/team.ts';

/** The link, once: to copy now (and to mail, once the outbox can send it). */
function InviteLink({ created, onClose }: { created: CreatedInvite; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.link);
      setCopied(true);
    } catch {
      toast({ title: 'Error', description: 'Could not copy; select the link instead.', variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Invitation ready"
      description={`Send this link to ${created.invite.email}. It works once and expires ${formatDateTime(created.invite.expiresAt)}.`}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <div className="space-y-3">
        <label htmlFor="invite-link" className="block text-[13px] font-medium text-slate-700">
          Invitation link
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="invite-link"
            readOnly
            value={created.link}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-xs"
          />
          <Button variant="secondary" onClick={copy} className="sm:w-32">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        </div>
        <p className="text-xs text-slate-500">
          Anyone with this link can join as {STAFF_ROLE_LABELS[created.invite.role].toLowerCase()} until it is used, so
          share it only with {created.invite.email}. It is not shown again; revoke it from the list if it goes astray.
        </p>
      </div>
    </Dialog>
  );
}

export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [created, setCreated] = useState<CreatedInvite | null>(null);
  const form = useSchemaForm(inviteSchema, { email: '', role: 'admin' });
  const { register, handleSubmit, formState, reset } = form;

  const close = () => {
    setCreated(null);
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (data) => {
    try {
      setCreated(await createInvite(data));
    } catch (error) {
      applyServerErrors(form, error, (e) => (e.status === 409 ? { email: e.message } : {}));
      toast({
        title: 'Error',
        description: errorMessage(error, 'Could not create the invitation'),
        variant: 'destructive',
      });
    }
  });

  if (created) return <InviteLink created={created} onClose={close} />;
  return (
    <FormDialog
      open={open}
      onClose={close}
      saving={formState.isSubmitting}
      title="Invite a colleague"
      description="They get a link to set their name and password. The link works once and expires after 72 hours."
      submitLabel={['Create invitation', 'Creating...']}
      onSubmit={onSubmit}
      formClassName="grid gap-4"
    >
      <Field label="Email" error={formState.errors.email?.message}>
        {(p) => (
          <Input {...p} {...register('email')} type="email" autoComplete="off" placeholder="colleague@nodal.science" />
        )}
      </Field>
      <SelectField
        label="Role"
        error={formState.errors.role?.message}
        registration={register('role')}
        values={STAFF_ROLES}
        labels={STAFF_ROLE_LABELS}
      />
      <p className="-mt-1 text-xs text-slate-500">
        Admins can do everything except manage the team. Owners can also invite, change roles and deactivate.
      </p>
    </FormDialog>
  );
}
