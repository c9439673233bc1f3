// The one way a mutation records itself in the audit trail: called with the mutation's own
// transaction, so a change and its audit row commit together or not at all.
import { insertAudit, type Queryable } from '@nodal/db';
import { truncateIp } from './auth/client-info.ts';

export interface Actor {
  id: number | null;
  email: string | null;
  ip?: string | undefined;
}

/** Field names whose values never reach the audit trail, whatever the caller passes. */
const SECRET_FIELD = /password|secret|token|hash|recovery|cookie/i;
const MAX_TEXT = 500;

/** Long text (an article body, embed code) is kept to its start: the row says what changed, not the whole record. */
function clip(value: unknown): unknown {
  if (typeof value === 'string' && value.length > MAX_TEXT) return `${value.slice(0, MAX_TEXT)}…`;
  if (Array.isArray(value)) return value.map(clip);
  return value;
}

/** The fields that differ between two records, as {field: [before, after]}; secrets only say they changed. */
export function changedFields(beforeRecord: object | null, afterRecord: object | null): Record<string, unknown> {
  const before = beforeRecord as Record<string, unknown> | null;
  const after = afterRecord as Record<string, unknown> | null;
  const out: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const a = before?.[key];
    const b = after?.[key];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    out[key] = SECRET_FIELD.test(key) ? '[changed]' : [a ?? null, b ?? null];
  }
  return out;
}

export async function audit(
  tx: Queryable,
  actor: Actor,
  action: string,
  record: { type: string; id: string | number | null } | null,
  changes: Record<string, unknown> = {},
): Promise<void> {
  const safe: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) safe[key] = SECRET_FIELD.test(key) ? '[changed]' : clip(value);
  await insertAudit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    recordType: record?.type ?? null,
    recordId: record?.id ?? null,
    changes: safe,
    ipPrefix: truncateIp(actor.ip),
  });
}
