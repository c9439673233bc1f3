// The settings the staff edit (one row): where notifications go and the site's time zone.
import type { Settings, SettingsValues } from '@nodal/shared';
import * as z from 'zod';
import { queryRow } from '../rows.ts';
import { settingsRow } from '../schema/index.ts';
import type { Queryable } from '../types.ts';

/** The settings as the staff edit them: a webhook not set reads as ''. */
const editedSettingsRow = settingsRow.extend({ contactWebhookUrl: z.string(), signupWebhookUrl: z.string() });
const previousZoneRow = z.strictObject({ previous: settingsRow.shape.timeZone });

/** With `lock`, the row stays locked for the caller's transaction (a save's audit row records what it replaced). */
export async function getSettings(db: Queryable, lock = false): Promise<Settings> {
  const row = await queryRow(
    db,
    editedSettingsRow,
    `SELECT notify_emails AS "notifyEmails", coalesce(contact_webhook_url, '') AS "contactWebhookUrl",
       coalesce(signup_webhook_url, '') AS "signupWebhookUrl", time_zone AS "timeZone",
       traffic_retention_days AS "trafficRetentionDays"
     FROM settings WHERE id = 1${lock ? ' FOR UPDATE' : ''}`,
  );
  return row!;
}

/** Saves the settings; returns the time zone they replaced, so the caller can recount reply dates. */
export async function saveSettings(db: Queryable, values: SettingsValues): Promise<{ previousTimeZone: string }> {
  const row = await queryRow(
    db,
    previousZoneRow,
    `UPDATE settings s SET notify_emails = $1, contact_webhook_url = nullif($2, ''), signup_webhook_url = nullif($3, ''),
       time_zone = $4, traffic_retention_days = coalesce($5, s.traffic_retention_days), updated_at = now()
     FROM (SELECT time_zone AS previous FROM settings WHERE id = 1) old
     WHERE s.id = 1 RETURNING old.previous`,
    [
      values.notifyEmails,
      values.contactWebhookUrl,
      values.signupWebhookUrl,
      values.timeZone,
      values.trafficRetentionDays ?? null,
    ],
  );
  return { previousTimeZone: row!.previous };
}
