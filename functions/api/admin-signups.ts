import type { Config } from '@netlify/functions';
import { adminListQuerySchema, idParamSchema } from '@nodal/shared';
import { requireAdmin } from '../src/auth/guards.ts';
import { getDb } from '../src/db/client.ts';
import { allSignups, deleteSignup, searchSignups } from '../src/db/queries/signups.ts';
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
      const rows = await allSignups(db, query.q);
      return csv(
        'signups.csv',
        ['Date', 'Name', 'Email', 'Institution', 'Research Area'],
        rows.map((s) => [s.createdAt, s.name, s.email, s.institution ?? '', s.researchArea ?? '']),
      );
    }
    const { rows, total } = await searchSignups(db, query);
    return json({ data: rows, total, page: query.page, pageSize: query.pageSize });
  },

  async DELETE(req, { params }) {
    await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    if (!(await deleteSignup(await getDb(), id))) throw notFound('Signup not found');
    return json({ success: true });
  },
});

// Netlify reads this by static analysis, so it is a literal; src/routes.test.ts keeps it equal to apiRoutes.adminSignups.
export const config: Config = { path: ['/api/admin/signups', '/api/admin/signups.csv', '/api/admin/signups/:id'] };
