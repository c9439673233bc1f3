-- Contact status history (decision 0062): every change of a contact's status, when and by whom,
-- written in the statement that changes it; it is what "overdue contacts over time" is counted from.
-- And a reply date for every contact, those stored before migration 010 included.

CREATE TABLE contact_status_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contact_id integer NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
  from_status text NOT NULL CHECK (from_status IN ('new', 'in_progress', 'replied', 'closed')),
  to_status text NOT NULL CHECK (to_status IN ('new', 'in_progress', 'replied', 'closed')),
  changed_at timestamptz NOT NULL DEFAULT now(),
  changed_by integer REFERENCES admins (id) ON DELETE SET NULL,
  -- Kept so a change still names who made it after the account is deleted; null for the rows
  -- backfilled below, whose author nobody recorded.
  changed_by_email text CHECK (char_length(changed_by_email) <= 254),
  CHECK (from_status <> to_status)
);
CREATE INDEX contact_status_changes_contact_idx ON contact_status_changes (contact_id, changed_at);
-- What the overdue chart reads (db/src/queries/insights.ts): only the changes between open (New, In
-- progress) and done (Replied, Closed), and each contact's reply day, both without the table rows.
CREATE INDEX contact_status_changes_open_done_idx ON contact_status_changes (contact_id) INCLUDE (changed_at, to_status)
  WHERE (from_status IN ('new', 'in_progress')) <> (to_status IN ('new', 'in_progress'));

-- Contacts moved on before the history existed: one change from New to where they are now, at the
-- last time the row was touched (the best time there is; an assignment also moves it).
INSERT INTO contact_status_changes (contact_id, from_status, to_status, changed_at)
SELECT id, 'new', status, greatest(updated_at, created_at) FROM contacts WHERE status <> 'new';

-- The reply rule of shared/src/business-days.ts in SQL, for rows written here rather than by the
-- application. Both are held to the same table of cases (functions/test/business-days-sql.test.ts).
-- `n` Monday-to-Friday days after `start`; a weekend start counts from the Monday after it.
CREATE FUNCTION business_days_after(start date, n integer) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN n <= 0 THEN start ELSE (
    SELECT start + k FROM generate_series(1, 2 * n + 7) AS k
    WHERE extract(isodow FROM start + k) < 6
    ORDER BY k OFFSET n - 1 LIMIT 1
  ) END
$$;

-- The last day to reply to a contact that arrived at `arrived`: two business days after the
-- calendar date it arrived on in `zone`.
CREATE FUNCTION contact_reply_due_on(arrived timestamptz, zone text) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT business_days_after((arrived AT TIME ZONE zone)::date, 2)
$$;

-- Contacts stored before migration 010 got their date only when Settings were saved; now every
-- contact has one, counted in the business time zone as it is set.
UPDATE contacts SET reply_due_on = contact_reply_due_on(created_at, (SELECT time_zone FROM settings WHERE id = 1))
WHERE reply_due_on IS NULL;
ALTER TABLE contacts ALTER COLUMN reply_due_on SET NOT NULL;
CREATE INDEX contacts_reply_due_idx ON contacts (reply_due_on, id);
