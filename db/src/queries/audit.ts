// The audit trail: append-only (a trigger refuses UPDATE, DELETE and TRUNCATE), written inside the
// transaction of the change it records so the two commit or fail together.
import * as z from 'zod';
import { queryRow, queryRows } from '../rows.ts';
import { auditLogRow, countRow } from '../schema/index.ts';
import type { Queryable } from '../types.ts';
import { likePattern } from './util.ts';

export interface AuditEntry {
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  recordType?: string | null;
  recordId?: string | number | null;
  changes?: Record<string, unknown>;
  ipPrefix?: string | null;
}

export async function insertAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor_id, actor_email, action, record_type, record_id, changes, ip_prefix)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [
      entry.actorId,
      entry.actorEmail,
      entry.action,
      entry.recordType ?? null,
      entry.recordId == null ? null : String(entry.recordId),
      JSON.stringify(entry.changes ?? {}),
      entry.ipPrefix ?? null,
    ],
  );
}

export type { AuditRow } from '../schema/index.ts';

export interface AuditQuery {
  q: string;
  /** A person's id, or 'system': rows no person wrote (no actor id and no email). */
  actorId?: number | 'system' | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

const actionRow = auditLogRow.pick({ action: true });

function auditWhere(query: AuditQuery, params: unknown[]): string {
  const where: string[] = [];
  if (query.q) {
    const p = `$${params.push(likePattern(query.q))}`;
    where.push(
      `(lower(coalesce(actor_email, '')) LIKE ${p} OR lower(action) LIKE ${p} OR lower(coalesce(record_type, '') || ' ' || coalesce(record_id, '')) LIKE ${p} OR lower(changes::text) LIKE ${p})`,
    );
  }
  if (query.actorId === 'system') where.push('actor_id IS NULL AND actor_email IS NULL');
  else if (query.actorId !== undefined) where.push(`actor_id = $${params.push(query.actorId)}`);
  if (query.action) where.push(`action = $${params.push(query.action)}`);
  // Dates are whole days in UTC: `to` includes its own day.
  if (query.from) where.push(`at >= $${params.push(query.from)}::date`);
  if (query.to) where.push(`at < $${params.push(query.to)}::date + 1`);
  return where.length ? `WHERE ${where.join(' AND ')}` : '';
}

const AUDIT_COLUMNS = `id::float8 AS id, at, actor_id AS "actorId", actor_email AS "actorEmail", action,
  record_type AS "recordType", record_id AS "recordId", changes, ip_prefix AS "ipPrefix"`;

/**
 * What a row's record is called now, for the log's sentences: the title of an article, a workflow
 * video, a video category or a demo, and a member's name (or email). Looked up by primary key, only
 * for the rows of the page; nothing when the record is gone (a deletion's row keeps the title itself).
 * Contacts and signups are never named: the log shows nothing of the people who wrote in (decision 0051).
 */
const RECORD_NAME = `CASE WHEN p."recordId" ~ '^[0-9]{1,9}$' THEN CASE p."recordType"
    WHEN 'article' THEN (SELECT title FROM articles WHERE id = p."recordId"::int)
    WHEN 'video' THEN (SELECT title FROM videos WHERE id = p."recordId"::int)
    WHEN 'category' THEN (SELECT title FROM video_categories WHERE id = p."recordId"::int)
    WHEN 'demo' THEN (SELECT title FROM demos WHERE id = p."recordId"::int)
    WHEN 'admin' THEN (SELECT coalesce(nullif(name, ''), email) FROM admins WHERE id = p."recordId"::int)
  END END`;

export const auditPageRow = auditLogRow.extend({ recordName: z.string().nullable() });
export type AuditPageRow = z.infer<typeof auditPageRow>;

/** One page, newest first, each row with its record's name, and the count of every match. */
export async function searchAudit(db: Queryable, query: AuditQuery): Promise<{ items: AuditPageRow[]; total: number }> {
  const params: unknown[] = [];
  const where = auditWhere(query, params);
  const count = await queryRow(db, countRow, `SELECT count(*)::int AS n FROM audit_log ${where}`, params);
  const limit = `$${params.push(query.pageSize)}`;
  const offset = `$${params.push((query.page - 1) * query.pageSize)}`;
  const items = await queryRows(
    db,
    auditPageRow,
    `SELECT p.*, ${RECORD_NAME} AS "recordName"
     FROM (SELECT ${AUDIT_COLUMNS} FROM audit_log ${where} ORDER BY at DESC, id DESC LIMIT ${limit} OFFSET ${offset}) p
     ORDER BY p.at DESC, p.id DESC`,
    params,
  );
  return { items, total: count?.n ?? 0 };
}

/** Every match, newest first, for the CSV export (capped so one export cannot exhaust a function). */
export async function allAudit(
  db: Queryable,
  query: Omit<AuditQuery, 'page' | 'pageSize'>,
  cap = 50_000,
): Promise<z.infer<typeof auditLogRow>[]> {
  const params: unknown[] = [];
  const where = auditWhere({ ...query, page: 1, pageSize: cap }, params);
  return queryRows(
    db,
    auditLogRow,
    `SELECT ${AUDIT_COLUMNS} FROM audit_log ${where} ORDER BY at DESC, id DESC LIMIT $${params.push(cap)}`,
    params,
  );
}

/** The distinct actions recorded so far, for the filter. */
export async function auditActions(db: Queryable): Promise<string[]> {
  const rows = await queryRows(db, actionRow, 'SELECT DISTINCT action FROM audit_log ORDER BY action');
  return rows.map((r) => r.action);
}
