-- The outcome of a public form posted without JavaScript, kept for the page the post is redirected
-- to (303): what was typed and the field errors when it failed, nothing personal once it was sent.
-- Rows live an hour; each new reply deletes the expired ones (decision 0076).
CREATE TABLE form_replies (
  token uuid PRIMARY KEY,
  form text NOT NULL CHECK (char_length(form) <= 40),
  outcome text NOT NULL CHECK (outcome IN ('sent', 'invalid', 'failed')),
  field_values jsonb NOT NULL DEFAULT '{}',
  errors jsonb NOT NULL DEFAULT '{}',
  message text CHECK (char_length(message) <= 500),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX form_replies_created_at ON form_replies (created_at);
