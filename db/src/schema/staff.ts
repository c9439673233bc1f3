// The staff's tables: accounts, sessions, invitations, the security policy and the audit trail.
import { STAFF_ROLES } from '@nodal/shared';
import * as z from 'zod';

export const adminRow = z.strictObject({
  id: z.int(),
  email: z.string(),
  name: z.string().nullable(),
  passwordHash: z.string(),
  isAdmin: z.boolean(),
  role: z.enum(STAFF_ROLES),
  createdAt: z.date(),
  lastSignInAt: z.date().nullable(),
  deactivatedAt: z.date().nullable(),
  totpSecret: z.string().nullable(),
  totpPendingSecret: z.string().nullable(),
  totpEnabledAt: z.date().nullable(),
  /** bigint, read as float8: a 30-second step count fits a double exactly. */
  totpLastStep: z.number().nullable(),
});

export const sessionRow = z.strictObject({
  id: z.guid(),
  createdAt: z.date(),
  expiresAt: z.date(),
  lastUsedAt: z.date(),
  userAgent: z.string().nullable(),
  ipPrefix: z.string().nullable(),
});

export const inviteRow = z.strictObject({
  id: z.guid(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  invitedBy: z.int().nullable(),
  createdAt: z.date(),
  expiresAt: z.date(),
  acceptedAt: z.date().nullable(),
  revokedAt: z.date().nullable(),
});
export type InviteRow = z.infer<typeof inviteRow>;

export const securityPolicyRow = z.strictObject({ requireTwoFactor: z.boolean() });

export const auditLogRow = z.strictObject({
  /** bigint, read as float8. */
  id: z.number(),
  at: z.date(),
  actorId: z.int().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  recordType: z.string().nullable(),
  recordId: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()),
  ipPrefix: z.string().nullable(),
});
/** An audit row as stored: the API's entry with the database's timestamp and the truncated address. */
export type AuditRow = z.infer<typeof auditLogRow>;
