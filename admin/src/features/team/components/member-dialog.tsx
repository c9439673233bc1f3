import { useState } from 'react';
import { formatDateTime, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole, type TeamMember } from '@nodal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, LabelledOptions, Select } from '../../../components/ui/form.tsx';
import { saveWithToast } from '../../../lib/save.ts';
import { resetTwoFactor, transferOwnership, updateMember } from '../api/team.ts';

const displayName = (m: TeamMember) => m.name ?? m.email;

/** Role, access, two-factor and ownership of one member; each change is its own confirmed action. */
export function MemberDialog({
  member,
  requireTwoFactor,
  onClose,
}: {
  member: TeamMember;
  /** The team requires two-factor sign-in, so a reset member enrols again at their next sign-in. */
  requireTwoFactor: boolean;
  onClose: () => void;
}) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const [busy, setBusy] = useState(false);
  const active = !member.deactivatedAt;

  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(true);
    const ok = await saveWithToast(action, { success, failure });
    setBusy(false);
    if (ok) onClose();
  };

  const saveRole = () =>
    run(
      () => updateMember(member.id, { role }),
      `${displayName(member)} is now ${STAFF_ROLE_LABELS[role].toLowerCase()}.`,
      'Could not change the role',
    );
  const toggleActive = () => {
    const question = active
      ? `Deactivate ${displayName(member)}? They are signed out everywhere at once and cannot sign in until reactivated.`
      : `Reactivate ${displayName(member)}? They can sign in again with their password.`;
    if (!window.confirm(question)) return;
    void run(
      () => updateMember(member.id, { active: !active }),
      active ? `${displayName(member)} was deactivated and signed out.` : `${displayName(member)} can sign in again.`,
      'Could not change access',
    );
  };
  const transfer = () => {
    if (
      !window.confirm(`Make ${displayName(member)} the owner? You become an admin and can no longer manage the team.`)
    )
      return;
    void run(
      () => transferOwnership(member.id),
      `${displayName(member)} now owns the team.`,
      'Could not transfer ownership',
    );
  };

  const reset = () => {
    if (
      !window.confirm(
        `Reset two-factor sign-in for ${displayName(member)}? Their authenticator app and recovery codes stop working and they are signed out everywhere.`,
      )
    )
      return;
    void run(
      () => resetTwoFactor(member.id),
      `Two-factor sign-in was reset for ${displayName(member)}.`,
      'Could not reset two-factor sign-in',
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      dismissable={!busy}
      title={displayName(member)}
      description={member.name ? member.email : undefined}
      footer={
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Close
        </Button>
      }
    >
      <div className="space-y-6 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-600">
          <dt className="text-slate-500">Joined</dt>
          <dd>{formatDateTime(member.createdAt)}</dd>
          <dt className="text-slate-500">Last sign-in</dt>
          <dd>{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}</dd>
          <dt className="text-slate-500">Two-factor</dt>
          <dd>{member.twoFactor ? 'On' : 'Off'}</dd>
        </dl>
        {active && (
          <section className="space-y-2">
            <Field label="Role">
              {(p) => (
                <div className="flex gap-2">
                  <Select
                    {...p}
                    value={role}
                    onChange={(e) => setRole(e.target.value as StaffRole)}
                    className="max-w-48"
                  >
                    <LabelledOptions values={STAFF_ROLES} labels={STAFF_ROLE_LABELS} />
                  </Select>
                  <Button variant="secondary" onClick={saveRole} disabled={busy || role === member.role}>
                    Save Role
                  </Button>
                </div>
              )}
            </Field>
          </section>
        )}
        {active && member.role !== 'owner' && (
          <section className="space-y-2 border-t border-slate-100 pt-4">
            <h3 className="font-medium text-slate-900">Transfer ownership</h3>
            <p className="text-slate-500">{displayName(member)} becomes an owner and you become an admin.</p>
            <Button variant="secondary" onClick={transfer} disabled={busy}>
              Make Owner and Step Down
            </Button>
          </section>
        )}
        {member.twoFactor && (
          <section className="space-y-2 border-t border-slate-100 pt-4">
            <h3 className="font-medium text-slate-900">Reset two-factor sign-in</h3>
            <p className="text-slate-500">
              For a lost phone. They sign in with their password next time
              {requireTwoFactor ? ' and set up two-factor again before they get in' : ''}.
            </p>
            <Button variant="secondary" onClick={reset} disabled={busy}>
              Reset Two-Factor
            </Button>
          </section>
        )}
        <section className="space-y-2 border-t border-slate-100 pt-4">
          <h3 className="font-medium text-slate-900">{active ? 'Deactivate' : 'Reactivate'}</h3>
          <p className="text-slate-500">
            {active
              ? 'Signs them out everywhere at once. Their changes and the audit log keep their name.'
              : 'They can sign in again with their password.'}
          </p>
          <Button variant={active ? 'destructive' : 'secondary'} onClick={toggleActive} disabled={busy}>
            {active ? 'Deactivate member' : 'Reactivate member'}
          </Button>
        </section>
      </div>
    </Dialog>
  );
}
