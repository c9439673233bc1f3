-- Leads: the contacts inbox (status, assignee, notes, reply-by date), the staff settings, and the
-- transactional outbox the notifications are sent from.

-- One row of settings the staff edit in the admin.
CREATE TABLE settings (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  notify_emails text[] NOT NULL DEFAULT '{}' CHECK (cardinality(notify_emails) <= 20),
  contact_webhook_url text CHECK (char_length(contact_webhook_url) <= 2000),
  signup_webhook_url text CHECK (char_length(signup_webhook_url) <= 2000),
  time_zone text NOT NULL DEFAULT 'Europe/London' CHECK (char_length(time_zone) <= 64),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO settings (id) VALUES (1);

-- reply_due_on is a local calendar date in the settings' time zone, computed by the application
-- (shared/src/business-days.ts) when the contact arrives and again when the time zone changes.
ALTER TABLE contacts
  ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'replied', 'closed')),
  ADD COLUMN assignee_id integer REFERENCES admins (id) ON DELETE SET NULL,
  ADD COLUMN reply_due_on date,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX contacts_open_due_idx ON contacts (reply_due_on) WHERE status IN ('new', 'in_progress');
CREATE INDEX contacts_assignee_idx ON contacts (assignee_id);

CREATE TABLE contact_notes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contact_id integer NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
  author_id integer REFERENCES admins (id) ON DELETE SET NULL,
  -- Kept so a note still names its author after the account is deleted.
  author_email text NOT NULL CHECK (char_length(author_email) <= 254),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_notes_contact_idx ON contact_notes (contact_id, created_at);

-- The outbox: one row per event, written in the same statement as the record it announces. The
-- sender turns each into its messages (one email, one webhook call) under a lease.
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event text NOT NULL CHECK (event IN ('contact', 'signup')),
  record_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz,
  locked_until timestamptz
);
CREATE INDEX outbox_pending_idx ON outbox (id) WHERE processed_at IS NULL;

-- Every message the product sends, whatever the transport: what Settings → Sent mail lists.
CREATE TABLE messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  outbox_id bigint NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'webhook')),
  -- smtp, local mailbox or webhook; set when the message is sent (or last tried).
  transport text,
  recipients text[] NOT NULL,
  subject text NOT NULL CHECK (char_length(subject) <= 300),
  body text NOT NULL CHECK (char_length(body) <= 20000),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text CHECK (char_length(last_error) <= 2000),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  UNIQUE (outbox_id, channel)
);
CREATE INDEX messages_due_idx ON messages (next_attempt_at) WHERE status = 'pending';
CREATE INDEX messages_created_idx ON messages (created_at DESC, id DESC);
