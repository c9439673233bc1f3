import { adminListQuerySchema, idParamSchema, type AdminListQuery } from '@nodal/shared';
import { getDb, type Queryable } from '@nodal/db';
import { requireAdmin } from '../auth/guards.ts';
import { eraseAudited, type AuditedType } from '../audit.ts';
import { api } from './handler.ts';
import { parseQuery, validate } from './parse.ts';
import { csv, json } from './respond.ts';

/** What one inbox (the signups, the contact messages) needs from the database and for its export. */
export interface InboxSource<T> {
  search: (db: Queryable, query: AdminListQuery) => Promise<{ rows: T[]; total: number }>;
  all: (db: Queryable, q: string) => Promise<T[]>;
  remove: (db: Queryable, id: number) => Promise<boolean>;
  csv: { filename: string; header: string[]; row: (record: T) => unknown[] };
  /** The audit trail's name for the record type ('signup' → 'signup.delete'). */
  type: AuditedType<'delete'>;
  /** The 404 message when the record to delete is already gone. */
  missing: string;
}

/**
 * The staff inboxes of public submissions behave alike: a searchable page of records, the same
 * search as a CSV download at the list's `.csv` route, and deletion by id; only the records differ.
 */
export function inboxApi<T>(routeName: 'adminSignups', source: InboxSource<T>) {
  return api(routeName, {
    async GET(req, { route }) {
      await requireAdmin(req);
      const query = parseQuery(req, adminListQuerySchema);
      const db = await getDb();
      if (route === `${routeName}Csv`) {
        const rows = await source.all(db, query.q);
        return csv(source.csv.filename, source.csv.header, rows.map(source.csv.row));
      }
      const { rows, total } = await source.search(db, query);
      return json({ data: rows, total, page: query.page, pageSize: query.pageSize });
    },

    async DELETE(req, { params, ip }) {
      const admin = await requireAdmin(req);
      const id = validate(idParamSchema, params.id);
      await eraseAudited({ ...admin, ip }, source.type, id, (tx) => source.remove(tx, id), source.missing);
      return json({ data: { success: true } });
    },
  });
}
