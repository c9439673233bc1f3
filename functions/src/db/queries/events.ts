import type { Queryable } from '../client.ts';

export async function insertCtaEvent(
  db: Queryable,
  e: { actionType: string; sourcePage: string; sourceSection: string; sourceElement: string; formData?: unknown },
): Promise<void> {
  await db.query(
    `INSERT INTO cta_events (action_type, source_page, source_section, source_element, form_data)
     VALUES ($1, $2, $3, $4, $5::jsonb)`,
    [e.actionType, e.sourcePage, e.sourceSection, e.sourceElement, e.formData == null ? null : JSON.stringify(e.formData)],
  );
}

/** Claims the build hook if it was not fired within the debounce window; true means fire it now. */
export async function claimBuildHook(db: Queryable, debounceSeconds: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE rebuild_state SET hook_sent_at = now()
     WHERE id = 1 AND (hook_sent_at IS NULL OR hook_sent_at < now() - make_interval(secs => $1)) RETURNING id`,
    [debounceSeconds],
  );
  return rows.length > 0;
}
