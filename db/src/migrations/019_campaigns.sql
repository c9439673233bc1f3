-- Bulk email to subscribers, newsletters and invitations alike (decision 0101). A campaign is its
-- content; its recipients are fixed when it is created, one row per subscriber, so each can be sent
-- at most once (the primary key) whatever number of senders run. A sender claims rows under a lease
-- (FOR UPDATE SKIP LOCKED), sets `sending_at` just before handing a message to the mail server and
-- `status` right after. A row found with `sending_at` set and its lease over was interrupted mid-send:
-- it may or may not have gone, so it is marked failed and never sent again (at most once).
CREATE TABLE campaigns (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('newsletter', 'invitation')),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 300),
  -- Merge fields ({{name}}, {{email}}) are filled per recipient when the message is sent.
  body_text text NOT NULL CHECK (char_length(body_text) <= 200000),
  body_html text CHECK (char_length(body_html) <= 500000),
  -- What a merge field reads when the recipient has no value for it, as the editor chose: {"name": "there"}.
  fallbacks jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  send_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE campaign_recipients (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  signup_id integer NOT NULL REFERENCES signups (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'skipped')),
  attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  sending_at timestamptz,
  sent_at timestamptz,
  last_error text CHECK (char_length(last_error) <= 1000),
  PRIMARY KEY (campaign_id, signup_id)
);
CREATE INDEX campaign_recipients_queued_idx ON campaign_recipients (campaign_id, signup_id) WHERE status = 'queued';
