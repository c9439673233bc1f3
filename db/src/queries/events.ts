// The call-to-action events the public site records (what was clicked and where).
import type { Queryable } from '../types.ts';

export interface NewCtaEvent {
  actionType: string;
  sourcePage: string;
  sourceSection: string;
  sourceElement: string;
  formData?: unknown;
  /** Tests and benchmarks backdate events; the endpoint never sets it. */
  createdAt?: Date;
}

/** What is stored of a call-to-action event: what was clicked, where and when; nothing about who. */
export async function insertCtaEvent(db: Queryable, e: NewCtaEvent): Promise<void> {
  await db.query(
    `INSERT INTO cta_events (action_type, source_page, source_section, source_element, form_data, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, coalesce($6, now()))`,
    [
      e.actionType,
      e.sourcePage,
      e.sourceSection,
      e.sourceElement,
      e.formData == null ? null : JSON.stringify(e.formData),
      e.createdAt ?? null,
    ],
  );
}
