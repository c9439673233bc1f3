import { settingsSchema } from '@nodal/shared';
import { getDb, getSettings, recomputeReplyDates, saveSettings } from '@nodal/db';
import { requireAdmin } from '../src/auth/guards.ts';
import { isProduction } from '../src/env.ts';
import { badRequest } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseJson } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';
import { assertPublicWebhook } from '../src/notify/webhook.ts';

export default api({
  async GET(req) {
    await requireAdmin(req);
    return json({ data: await getSettings(await getDb()) });
  },

  async PUT(req) {
    await requireAdmin(req);
    const values = await parseJson(req, settingsSchema);
    // In production a webhook may only reach the public internet (checked again at every send).
    if (isProduction()) {
      for (const field of ['contactWebhookUrl', 'signupWebhookUrl'] as const) {
        if (!values[field]) continue;
        await assertPublicWebhook(values[field]).catch((error: Error) => {
          throw badRequest(error.message, { [field]: [error.message] });
        });
      }
    }
    const db = await getDb();
    await db.transaction(async (tx) => {
      const { previousTimeZone } = await saveSettings(tx, values);
      if (previousTimeZone !== values.timeZone) await recomputeReplyDates(tx, values.timeZone);
    });
    return json({ data: await getSettings(db) });
  },
});
