import { settingsSchema, type Settings } from '@nodal/shared';
import { getDb, getSettings, recomputeReplyDates, saveSettings } from '@nodal/db';
import { requireAdmin } from '../src/auth/guards.ts';
import { audited, changedFields, type AuditChanges } from '../src/audit.ts';
import { isProduction } from '../src/env.ts';
import { badRequest } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseJson } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';
import { assertPublicWebhook } from '../src/notify/webhook.ts';

const WEBHOOKS = ['contactWebhookUrl', 'signupWebhookUrl'] as const;

/** Where a webhook points, without its path: a Slack webhook's path is its secret. */
function webhookOrigin(url: string): string | null {
  if (!url) return null;
  return URL.canParse(url) ? `${new URL(url).origin}/…` : '[set]';
}

/**
 * The audit row's summary of a settings save. Staff addresses, the time zone and the retention are shown as they
 * are; a webhook shows only its origin, and '[changed]' when only its secret part changed.
 */
function settingsChanges(before: Settings, after: Settings): AuditChanges {
  const plain = (s: Settings) => ({
    notifyEmails: s.notifyEmails,
    timeZone: s.timeZone,
    trafficRetentionDays: s.trafficRetentionDays,
  });
  const changes = changedFields(plain(before), plain(after));
  for (const field of WEBHOOKS) {
    if (before[field] === after[field]) continue;
    const [from, to] = [webhookOrigin(before[field]), webhookOrigin(after[field])];
    changes[field] = from === to ? '[changed]' : [from, to];
  }
  return changes;
}

export default api('adminSettings', {
  async GET(req) {
    await requireAdmin(req);
    return json({ data: await getSettings(await getDb()) });
  },

  async PUT(req, { ip }) {
    const admin = await requireAdmin(req);
    const values = await parseJson(req, settingsSchema);
    // In production a webhook may only reach the public internet (checked again at every send).
    if (isProduction()) {
      for (const field of WEBHOOKS) {
        if (!values[field]) continue;
        await assertPublicWebhook(values[field]).catch((error: Error) => {
          throw badRequest(error.message, { [field]: [error.message] });
        });
      }
    }
    const settings = await audited({ ...admin, ip }, async (tx) => {
      const before = await getSettings(tx, true);
      const { previousTimeZone } = await saveSettings(tx, values);
      if (previousTimeZone !== values.timeZone) await recomputeReplyDates(tx, values.timeZone);
      const after = await getSettings(tx);
      return [
        after,
        { action: 'settings.update', record: { type: 'settings', id: null }, changes: settingsChanges(before, after) },
      ];
    });
    return json({ data: settings });
  },
});
