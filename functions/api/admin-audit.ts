// The audit log, for owners: newest first, searched and filtered on the server, paged, and
// exported as CSV with the same filters. Read-only: no method here writes, and the table refuses
// UPDATE and DELETE itself (migration 009).
import { AUDIT_ACTIONS, auditQuerySchema, type AuditChoices, type AuditEntry, type PagedAnswer } from '@nodal/shared';
import { allAudit, auditActions, getDb, listTeam, searchAudit, type AuditPageRow } from '@nodal/db';
import { requireOwner } from '../src/auth/guards.ts';
import { api } from '../src/http/handler.ts';
import { parseQuery } from '../src/http/parse.ts';
import { csv, json } from '../src/http/respond.ts';

const toEntry = (row: AuditPageRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action,
  recordType: row.recordType,
  recordId: row.recordId,
  recordName: row.recordName,
  changes: row.changes,
  ip: row.ipPrefix,
});

export default api('adminAudit', {
  async GET(req, { route }) {
    await requireOwner(req);
    const input = parseQuery(req, auditQuerySchema);
    const filters = { q: input.q, actorId: input.actor, action: input.action, from: input.from, to: input.to };
    const db = await getDb();
    if (route === 'adminAuditCsv') {
      const rows = await allAudit(db, filters);
      return csv(
        'audit-log.csv',
        ['Time', 'Person', 'Action', 'Record', 'Changes', 'IP'],
        rows.map((r) => [
          r.at.toISOString(),
          r.actorEmail ?? 'system',
          r.action,
          [r.recordType, r.recordId].filter(Boolean).join(' '),
          JSON.stringify(r.changes),
          r.ipPrefix ?? '',
        ]),
      );
    }
    const [page, actions, team] = await Promise.all([
      searchAudit(db, { ...filters, page: input.page, pageSize: input.pageSize }),
      auditActions(db),
      listTeam(db),
    ]);
    const answer: PagedAnswer<AuditEntry, AuditChoices> = {
      data: page.items.map(toEntry),
      meta: {
        total: page.total,
        page: input.page,
        pageSize: input.pageSize,
        // The known actions first, in their order, then any others recorded (from older versions).
        actions: [...new Set([...AUDIT_ACTIONS, ...actions])],
        people: team.map((m) => ({ id: m.id, email: m.email, name: m.name })),
      },
    };
    return json(answer);
  },
});
