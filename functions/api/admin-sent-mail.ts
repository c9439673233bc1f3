// Settings → Sent mail: every message the notifications sent or tried to send, whatever the transport.
import { idParamSchema, sentMailQuerySchema } from '@nodal/shared';
import { getDb, getMessage, listMessages, retryMessage } from '@nodal/db';
import { requireAdmin } from '../src/auth/guards.ts';
import { audited } from '../src/audit.ts';
import { conflict, notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseQuery, validate } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';
import { sendSoon } from '../src/notify/sender.ts';

export default api('adminSentMail', {
  async GET(req, { params }) {
    await requireAdmin(req);
    const db = await getDb();
    if (params.id) {
      const message = await getMessage(db, validate(idParamSchema, params.id));
      if (!message) throw notFound('Message not found');
      return json({ data: message });
    }
    const query = parseQuery(req, sentMailQuerySchema);
    const { rows, total } = await listMessages(db, query);
    return json({ data: rows, meta: { total, page: query.page, pageSize: query.pageSize } });
  },

  /** Gives a failed message another round of attempts, starting now. */
  async POST(req, { params, waitUntil, ip }) {
    const admin = await requireAdmin(req);
    if (!new URL(req.url).pathname.endsWith('/retry')) throw notFound();
    const id = validate(idParamSchema, params.id);
    await audited({ ...admin, ip }, async (tx) => {
      if (!(await retryMessage(tx, id))) {
        if (!(await getMessage(tx, id))) throw notFound('Message not found');
        throw conflict('Only a failed message can be sent again');
      }
      return [undefined, { action: 'mail.retry', record: { type: 'message', id } }];
    });
    sendSoon(waitUntil);
    return json({ data: { success: true } });
  },
});
