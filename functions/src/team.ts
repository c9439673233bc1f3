// How team rows leave the API.
import type { PendingInvite, TeamMember } from '@nodal/shared';
import type { InviteRow, TeamMemberRow } from '@nodal/db';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toTeamMember = (row: TeamMemberRow): TeamMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: iso(row.lastSignInAt),
  deactivatedAt: iso(row.deactivatedAt),
  twoFactor: row.twoFactor,
});

export const toPendingInvite = (row: InviteRow): PendingInvite => ({
  id: row.id,
  email: row.email,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});
