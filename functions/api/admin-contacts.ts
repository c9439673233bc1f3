// The contacts inbox: the searchable, filterable page of contacts (and the same as CSV), the one
// contact with its status and assignee, its internal notes, and deletion.
import {
  CONTACT_STATUS_LABELS,
  contactListQuerySchema,
  contactNoteSchema,
  contactPatchSchema,
  contactSubjectLabel,
  dueState,
  idParamSchema,
  type Contact,
} from '@nodal/shared';
import {
  addContactNote,
  allContacts,
  businessTimeZone,
  deleteContact,
  getContact,
  getDb,
  listContactNotes,
  searchContacts,
  updateContact,
  type Queryable,
} from '@nodal/db';
import { requireAdmin } from '../src/auth/guards.ts';
import { audited, changedFields, eraseAudited } from '../src/audit.ts';
import { badRequest, notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseJson, parseQuery, validate } from '../src/http/parse.ts';
import { csv, json } from '../src/http/respond.ts';

const MISSING = 'Contact not found';

/** Each contact with where it stands against its reply date, today, in the business time zone. */
async function withDueState<T extends Contact>(db: Queryable, contacts: T[]): Promise<T[]> {
  const zone = await businessTimeZone(db);
  const now = new Date();
  return contacts.map((c) => ({ ...c, dueState: dueState(c.replyDueOn, c.status, now, zone) }));
}
/** What the audit row says of a triage change: the status and the assignee (staff, so named by email). */
const triage = (before: Contact, after: Contact) =>
  changedFields(
    { status: before.status, assignee: before.assigneeEmail },
    { status: after.status, assignee: after.assigneeEmail },
  );

/** A foreign-key failure on the assignee: the account was deleted or never existed. */
function isUnknownAssignee(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23503';
}

export default api('adminContacts', {
  async GET(req, { params, route }) {
    await requireAdmin(req);
    const db = await getDb();
    if (params.id) {
      const id = validate(idParamSchema, params.id);
      if (route === 'adminContactNotes') {
        if (!(await getContact(db, id))) throw notFound(MISSING);
        return json({ data: await listContactNotes(db, id) });
      }
      const contact = await getContact(db, id);
      if (!contact) throw notFound(MISSING);
      return json({ data: (await withDueState(db, [contact]))[0] });
    }
    const query = parseQuery(req, contactListQuerySchema);
    if (route === 'adminContactsCsv') {
      const rows = await allContacts(db, query);
      return csv(
        'contacts.csv',
        ['Date', 'Name', 'Email', 'Subject', 'Message', 'Status', 'Assignee', 'Reply due', 'Notes'],
        rows.map((c) => [
          c.createdAt,
          c.name,
          c.email,
          contactSubjectLabel(c.subject),
          c.message,
          CONTACT_STATUS_LABELS[c.status],
          c.assigneeEmail ?? '',
          c.replyDueOn ?? '',
          c.notes,
        ]),
      );
    }
    const { rows, total } = await searchContacts(db, query);
    return json({ data: await withDueState(db, rows), total, page: query.page, pageSize: query.pageSize });
  },

  /** Status and/or assignee, with the audit row of what changed. */
  async PATCH(req, { params, ip }) {
    const admin = await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    const patch = await parseJson(req, contactPatchSchema);
    const contact = await audited({ ...admin, ip }, async (tx) => {
      const before = await getContact(tx, id);
      if (!before) throw notFound(MISSING);
      const after = await updateContact(tx, id, patch, { by: admin }).catch((error: unknown) => {
        if (isUnknownAssignee(error))
          throw badRequest('No such staff member', { assigneeId: ['No such staff member'] });
        throw error;
      });
      return [after!, { action: 'contact.update', record: { type: 'contact', id }, changes: triage(before, after!) }];
    });
    return json({ data: (await withDueState(await getDb(), [contact]))[0] });
  },

  /**
   * A new internal note, signed by the admin who writes it. Its audit row names the note but keeps
   * none of its text: a note is often about the person who wrote in, and the trail outlives erasure.
   */
  async POST(req, { params, ip }) {
    const admin = await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    const { body } = await parseJson(req, contactNoteSchema);
    const note = await audited({ ...admin, ip }, async (tx) => {
      const added = await addContactNote(tx, id, admin, body);
      if (!added) throw notFound(MISSING);
      const changes = { note: added.id, characters: added.body.length };
      return [added, { action: 'contact.note_add', record: { type: 'contact', id }, changes }];
    });
    return json({ data: note }, 201);
  },

  async DELETE(req, { params, ip }) {
    const admin = await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    await eraseAudited({ ...admin, ip }, 'contact', id, (tx) => deleteContact(tx, id), MISSING);
    return json({ data: { success: true } });
  },
});
