import type { Config } from '@netlify/functions';
import { adminListQuerySchema, contactSubjectLabel, idParamSchema } from '@nodal/shared';
import { requireAdmin } from '../src/auth/guards.ts';
import { getDb } from '../src/db/client.ts';
import { allContacts, deleteContact, searchContacts } from '../src/db/queries/contacts.ts';
import { notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseQuery, validate } from '../src/http/parse.ts';
import { csv, json } from '../src/http/respond.ts';

export default api({
  async GET(req) {
    await requireAdmin(req);
    const query = parseQuery(req, adminListQuerySchema);
    const db = await getDb();
    if (new URL(req.url).pathname.endsWith('.csv')) {
      const rows = await allContacts(db, query.q);
      return csv(
        'contacts.csv',
        ['Date', 'Name', 'Email', 'Subject', 'Message'],
        rows.map((c) => [c.createdAt, c.name, c.email, contactSubjectLabel(c.subject), c.message]),
      );
    }
    const { rows, total } = await searchContacts(db, query);
    return json({ data: rows, total, page: query.page, pageSize: query.pageSize });
  },

  async DELETE(req, { params }) {
    await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    if (!(await deleteContact(await getDb(), id))) throw notFound('Contact not found');
    return json({ success: true });
  },
});

// Netlify reads this by static analysis, so it is a literal; src/routes.test.ts keeps it equal to apiRoutes.adminContacts.
export const config: Config = { path: ['/api/admin/contacts', '/api/admin/contacts.csv', '/api/admin/contacts/:id'] };
