// The one way a mutation records itself in the audit trail: called with the mutation's own
// transaction, so a change and its audit row commit together or not at all.
import type { AuditAction, AuditField } from '@nodal/shared';
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
/** Bookkeeping the row already carries (its own id and time), left out of "what changed". */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt']);
type Bookkeeping = 'id' | 'createdAt' | 'updatedAt';

/**
 * What a row may say changed: only fields the log has a label for (AUDIT_FIELD_LABELS in shared),
 * so a new field or fact cannot reach the trail as a bare key.
 */
export type AuditChanges = { [K in AuditField]?: unknown };
/** Changes of type C with only labelled keys: any other key must be `never`, which no value is. */
export type Labelled<C> = C & { [K in Exclude<keyof C, AuditField>]: never };
/** A record whose every field (its id and times aside) has a label in the log: any other key is `never`. */
export type LabelledRecord<T> = { [K in keyof T]: K extends AuditField | Bookkeeping ? unknown : never };

/** The record types whose actions end in `verb` ('create' → 'article' | 'category' | …), from AUDIT_ACTIONS. */
export type AuditedType<Verb extends string> = {
  [A in AuditAction]: A extends `${infer Type}.${Verb}` ? Type : never;
}[AuditAction];

/** Long text (an article body, embed code) is kept to its start: the row says what changed, not the whole record. */
function clip(value: unknown): unknown {
  if (typeof value === 'string' && value.length > MAX_TEXT) return `${value.slice(0, MAX_TEXT)}…`;
  if (Array.isArray(value)) return value.map(clip);
  return value;
}

/** The fields that differ between two records, as {field: [before, after]}; secrets only say they changed. */
export function changedFields<T extends LabelledRecord<T>>(
  beforeRecord: T | null,
  afterRecord: T | null,
): AuditChanges {
  const before = beforeRecord as Record<string, unknown> | null;
  const after = afterRecord as Record<string, unknown> | null;
  const out: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (BOOKKEEPING.has(key)) continue;
    const a = before?.[key];
    const b = after?.[key];
    // A field that is empty on both sides (absent before a creation, null after) did not change.
    if (JSON.stringify(a ?? null) === JSON.stringify(b ?? null)) continue;
    out[key] = SECRET_FIELD.test(key) ? '[changed]' : [a ?? null, b ?? null];
  }
  return out;
}

export async function audit<C extends AuditChanges>(
  tx: Queryable,
  actor: Actor,
  action: AuditAction,
  record: { type: string; id: string | number | null } | null,
  changes?: Labelled<C>,
): Promise<void> {
  const safe: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes ?? {}))
    safe[key] = SECRET_FIELD.test(key) ? '[changed]' : clip(value);
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

/** The one audit row a mutation writes: what it did, to which record, and what changed. */
export interface AuditNote<C extends AuditChanges = AuditChanges> {
  action: AuditAction;
  record: { type: string; id: string | number | null } | null;
  changes?: Labelled<C>;
}

/**
 * Runs a mutation and its audit row in one transaction: `mutate` does the work and answers its
 * result with the row to write. Whatever it throws (a 404, a 409) rolls both back, so a failed
 * mutation leaves no row and a row never describes a change that did not happen.
 */
export async function audited<R, C extends AuditChanges = AuditChanges>(
  actor: Actor,
  mutate: (tx: Tx) => Promise<[R, AuditNote<C>]>,
): Promise<R> {
  return (await getDb()).transaction(async (tx) => {
    const [result, note] = await mutate(tx);
    await audit(tx, actor, note.action, note.record, note.changes);
    return result;
  });
}

/** One record type's locked read, for the audited update and delete below. */
export interface AuditedRecord<T> {
  /** The audit trail's name for the record type and the prefix of its actions ('demo' → 'demo.update'). */
  type: AuditedType<'update'> & AuditedType<'delete'>;
  /** The record read under a row lock, so the "before" in the audit row is what the write replaced. */
  lock: (tx: Tx, id: number) => Promise<T | null>;
  /** The 404 message when there is no such record. */
  missing: string;
  /** The action of an update that turns `before` into `after`, when it says more than `<type>.update`. */
  updateAction?: (before: T, after: T) => AuditAction;
}

/** Creates one record in a transaction with its audit row (every field it was created with). */
export async function createAudited<T extends { id: number } & LabelledRecord<T>>(
  actor: Actor,
  type: AuditedType<'create'>,
  insert: (tx: Tx) => Promise<T>,
): Promise<T> {
  return audited(actor, async (tx) => {
    const created = await insert(tx);
    return [
      created,
      { action: `${type}.create` as const, record: { type, id: created.id }, changes: changedFields(null, created) },
    ];
  });
}

/**
 * Updates one record in a transaction with its audit row: the changed fields, before and after, and
 * any `facts` about the change (a restore names its revision).
 */
export async function updateAudited<T extends LabelledRecord<T>>(
  actor: Actor,
  record: AuditedRecord<T>,
  id: number,
  update: (tx: Tx, before: T) => Promise<T | null>,
  facts: AuditChanges = {},
): Promise<{ before: T; after: T }> {
  return audited(actor, async (tx) => {
    const before = await record.lock(tx, id);
    if (!before) throw notFound(record.missing);
    const after = (await update(tx, before))!;
    const action = record.updateAction?.(before, after) ?? (`${record.type}.update` as const);
    const changes = { ...changedFields(before, after), ...facts };
    return [
      { before, after },
      { action, record: { type: record.type, id }, changes },
    ];
  });
}

/** Deletes one record in a transaction with its audit row, which keeps the record's title; answers the record. */
export async function deleteAudited<T extends { title: string }>(
  actor: Actor,
  record: AuditedRecord<T>,
  id: number,
  remove: (tx: Tx) => Promise<boolean>,
): Promise<T> {
  return audited(actor, async (tx) => {
    const before = await record.lock(tx, id);
    if (!before || !(await remove(tx))) throw notFound(record.missing);
    return [
      before,
      { action: `${record.type}.delete` as const, record: { type: record.type, id }, changes: { title: before.title } },
    ];
  });
}

/**
 * Erases a person's submission (a signup, a contact message) with an audit row that names only the
 * record's type and id: the trail cannot be edited, so anything of the person copied into it would
 * outlive the erasure it records (decision 0051).
 */
export async function eraseAudited(
  actor: Actor,
  type: AuditedType<'delete'>,
  id: number,
  remove: (tx: Tx) => Promise<boolean>,
  missing: string,
): Promise<void> {
  await audited(actor, async (tx) => {
    if (!(await remove(tx))) throw notFound(missing);
    return [undefined, { action: `${type}.delete` as const, record: { type, id } }];
  });
}
