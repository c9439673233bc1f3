import { useState } from 'react';
import UserPlus from 'lucide-react/icons/user-plus';
import { formatDateTime, formatShortDate, STAFF_ROLE_LABELS, type PendingInvite, type TeamMember } from '@nodal/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ListStates } from '../../../components/ui/states.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Table, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { deleteAfterConfirm, saveWithToast } from '../../../lib/save.ts';
import { SectionCard, useAccount } from '../../security/index.ts';
import { revokeInvite, setRequireTwoFactor, useTeam } from '../api/team.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { MemberDialog } from './member-dialog.tsx';

function Status({ member }: { member: TeamMember }) {
  if (member.deactivatedAt) return <Badge color="gray">Deactivated</Badge>;
  return <Badge color={member.role === 'owner' ? 'indigo' : 'blue'}>{STAFF_ROLE_LABELS[member.role]}</Badge>;
}

function Who({ member, you }: { member: TeamMember; you: boolean }) {
  return (
    <div className="min-w-0">
      <p className="font-medium wrap-anywhere text-slate-900">
        {member.name ?? member.email}
        {you && <span className="ml-1.5 text-xs font-normal text-slate-500">(you)</span>}
      </p>
      {member.name && <p className="text-xs wrap-anywhere text-slate-500">{member.email}</p>}
    </div>
  );
}

const lastSignIn = (m: TeamMember) => (m.lastSignInAt ? formatDateTime(m.lastSignInAt) : 'Never');

function Members({
  members,
  selfId,
  onManage,
}: {
  members: TeamMember[];
  selfId: number | undefined;
  onManage: (m: TeamMember) => void;
}) {
  const manage = (m: TeamMember) =>
    m.id === selfId ? null : (
      <Button variant="secondary" size="sm" onClick={() => onManage(m)} aria-label={`Manage ${m.name ?? m.email}`}>
        Manage
      </Button>
    );
  return (
    <Card>
      <Table label="Team members" minWidth={720}>
        <THead>
          <Th>Member</Th>
          <Th>Role</Th>
          <Th>Two-factor</Th>
          <Th>Last sign-in</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </THead>
        <tbody>
          {members.map((m) => (
            <Tr key={m.id} className={m.deactivatedAt ? 'text-slate-400' : undefined}>
              <Td className="max-w-80">
                <Who member={m} you={m.id === selfId} />
              </Td>
              <Td>
                <Status member={m} />
              </Td>
              <Td>{m.twoFactor ? <Badge color="emerald">On</Badge> : <span className="text-slate-500">Off</span>}</Td>
              <Td className="whitespace-nowrap">{lastSignIn(m)}</Td>
              <Td className="text-right">{manage(m)}</Td>
            </Tr>
          ))}
        </tbody>
      </Table>
      <ul aria-label="Team members" className="divide-y divide-slate-100 md:hidden">
        {members.map((m) => (
          <li key={m.id} className="flex items-start justify-between gap-3 px-4 py-3.5">
            <div className="min-w-0 space-y-1.5">
              <Who member={m} you={m.id === selfId} />
              <div className="flex flex-wrap items-center gap-1.5">
                <Status member={m} />
                {m.twoFactor && <Badge color="emerald">2FA</Badge>}
              </div>
              <p className="text-xs text-slate-500">Last sign-in: {lastSignIn(m)}</p>
            </div>
            {manage(m)}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Invites({ invites }: { invites: PendingInvite[] }) {
  if (invites.length === 0) return null;
  const revoke = (invite: PendingInvite) =>
    deleteAfterConfirm(
      `Revoke the invitation for ${invite.email}? The link stops working.`,
      () => revokeInvite(invite.id),
      {
        success: 'The invitation was revoked.',
        failure: 'Could not revoke the invitation',
      },
    );
  return (
    <section aria-labelledby="invites-heading" className="space-y-3">
      <h2 id="invites-heading" className="text-[15px] font-semibold text-slate-900">
        Pending invitations
      </h2>
      <Card>
        <ul className="divide-y divide-slate-100">
          {invites.map((invite) => (
            <li
              key={invite.id}
              className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="text-sm font-medium wrap-anywhere text-slate-900">{invite.email}</p>
                <p className="text-xs text-slate-500">
                  {STAFF_ROLE_LABELS[invite.role]} · invited {formatShortDate(invite.createdAt)} · expires{' '}
                  {formatDateTime(invite.expiresAt)}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void revoke(invite)}
                aria-label={`Revoke invitation for ${invite.email}`}
                className="self-start text-red-700 hover:text-red-800 sm:self-center"
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}

function Policy({ required }: { required: boolean }) {
  const [pending, setPending] = useState(false);
  const change = async (next: boolean) => {
    setPending(true);
    await saveWithToast(() => setRequireTwoFactor(next), {
      success: next
        ? 'Everyone now needs two-factor sign-in; people without it set it up at their next login.'
        : 'Two-factor sign-in is optional again.',
      failure: 'Could not change the policy',
    });
    setPending(false);
  };
  return (
    <SectionCard
      title="Require two-factor sign-in"
      id="policy"
      description="Everyone on the team must use an authenticator app. People without it set it up at their next login."
      aside={<Switch checked={required} onChange={change} disabled={pending} labelledBy="policy-heading" />}
    >
      <p className="text-sm text-slate-600">
        {required ? 'Required for everyone.' : 'Optional: each person decides on their Security page.'}
      </p>
    </SectionCard>
  );
}

export function TeamManager() {
  const { data, error, isLoading, mutate } = useTeam();
  const { data: account } = useAccount();
  const [inviting, setInviting] = useState(false);
  const [managing, setManaging] = useState<TeamMember | null>(null);

  return (
    <>
      <PageHeader
        title="Team"
        description="Who can use this admin. Owners manage the team; admins can do everything else."
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" />
            Invite
          </Button>
        }
      />
      <ListStates noun="team" error={error} loading={isLoading && !data} onRetry={() => void mutate()}>
        {data && (
          <div className="grid gap-8">
            <Members members={data.members} selfId={account?.id} onManage={setManaging} />
            <Invites invites={data.invites} />
            <Policy required={data.requireTwoFactor} />
          </div>
        )}
      </ListStates>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      {managing && (
        <MemberDialog
          member={managing}
          requireTwoFactor={data?.requireTwoFactor ?? false}
          onClose={() => setManaging(null)}
        />
      )}
    </>
  );
}
