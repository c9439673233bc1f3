// The one way a mutation records itself in the audit trail: called with the mutation's own
// transaction, so a change and its audit row commit together or not at all.
import { getDb, insertAudit, type Queryable, type Tx } from '@nodal/db';
import { notFound } from './http/errors.ts';
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

/** One record type's locked read and its write, for the audited update and delete below. */
interface AuditedRecord<T> {
  /** The audit trail's name for the record type and the prefix of its actions ('demo' → 'demo.update'). */
  type: string;
  /** The record read under a row lock, so the "before" in the audit row is what the write replaced. */
  lock: (tx: Tx, id: number) => Promise<T | null>;
  /** The 404 message when there is no such record. */
  missing: string;
}

/** Updates one record in a transaction with its audit row (the changed fields, before and after). */
export async function updateAudited<T extends object>(
  actor: Actor,
  record: AuditedRecord<T>,
  id: number,
  update: (tx: Tx) => Promise<T | null>,
): Promise<T> {
  return (await getDb()).transaction(async (tx) => {
    const before = await record.lock(tx, id);
    if (!before) throw notFound(record.missing);
    const after = (await update(tx))!;
    await audit(tx, actor, `${record.type}.update`, { type: record.type, id }, changedFields(before, after));
    return after;
  });
}

/** Deletes one record in a transaction with its audit row, which keeps the record's title. */
export async function deleteAudited<T extends { title: string }>(
  actor: Actor,
  record: AuditedRecord<T>,
  id: number,
  remove: (tx: Tx) => Promise<boolean>,
): Promise<void> {
  await (
    await getDb()
  ).transaction(async (tx) => {
    const before = await record.lock(tx, id);
    if (!before || !(await remove(tx))) throw notFound(record.missing);
    await audit(tx, actor, `${record.type}.delete`, { type: record.type, id }, { title: before.title });
  });
}
