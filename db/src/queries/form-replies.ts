// What a public form posted without JavaScript answered, for the page its visitor is sent to.
import { FORM_REPLY_TTL_SECONDS, isPublicFormName, type FormReply } from '@nodal/shared';
import { queryRow } from '../rows.ts';
import { formReplyRow } from '../schema/index.ts';
import type { Queryable } from '../types.ts';

/** Stores a reply under `token` and, in the same statement, deletes the replies past their hour. */
export async function saveFormReply(db: Queryable, token: string, reply: FormReply): Promise<void> {
  await db.query(
    `WITH expired AS (
       DELETE FROM form_replies WHERE created_at < now() - make_interval(secs => $6)
     )
     INSERT INTO form_replies (token, form, outcome, field_values, errors, message)
     VALUES ($1, $2, $3, $4, $5, $7)`,
    [
      token,
      reply.form,
      reply.outcome,
      JSON.stringify(reply.values),
      JSON.stringify(reply.errors),
      FORM_REPLY_TTL_SECONDS,
      reply.message,
    ],
  );
}

/** The reply stored under `token` for `form` within the last hour, or null. */
export async function findFormReply(db: Queryable, token: string, form: string): Promise<FormReply | null> {
  const row = await queryRow(
    db,
    formReplyRow,
    `SELECT form, outcome, field_values AS "values", errors, message FROM form_replies
     WHERE token = $1 AND form = $2 AND created_at >= now() - make_interval(secs => $3)`,
    [token, form, FORM_REPLY_TTL_SECONDS],
  );
  if (!row || !isPublicFormName(row.form)) return null;
  return { ...row, form: row.form };
}
