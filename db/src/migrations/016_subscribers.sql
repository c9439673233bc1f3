-- Confirmed subscribers (decision 0098): double opt-in, topics, consent records and suppression.
--
-- * signups gain a subscription state. A new signup is `unconfirmed` until its address follows the
--   emailed link; rows from before this migration stay `unconfirmed` too: nobody ever confirmed
--   them, so nothing is sent to them until they do. `confirm_nonce` is the live nonce the
--   confirmation link is signed with; confirming clears it, which ends every link sent so far
--   (single use). `confirm_sent_at` throttles re-sending to one link per 10 minutes.
-- * signup_consents: every consent given or withdrawn, with the words the person was shown and the
--   form they used. No address of any kind (IP or email) is kept here; the row goes with its signup.
-- * suppressions: addresses never to be mailed again, as a SHA-256 of the lower-cased address, so an
--   erased person leaves no readable trace. `reason` says why (erased on request, or a hard bounce or
--   complaint reported by the mail provider).
-- * outbox rows may now be `confirm`: the confirmation email to the person who signed up.
ALTER TABLE signups
  ADD COLUMN status text NOT NULL DEFAULT 'unconfirmed'
    CHECK (status IN ('unconfirmed', 'confirmed', 'unsubscribed')),
  ADD COLUMN topics text[] NOT NULL DEFAULT '{product-updates,early-access,research-insights}',
  ADD COLUMN confirm_nonce text CHECK (char_length(confirm_nonce) <= 64),
  ADD COLUMN confirm_sent_at timestamptz,
  ADD COLUMN confirmed_at timestamptz,
  ADD COLUMN unsubscribed_at timestamptz;

CREATE TABLE signup_consents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  signup_id integer NOT NULL REFERENCES signups (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('signup', 'confirm', 'topics', 'unsubscribe')),
  -- What the person was asked, word for word, and where.
  wording text NOT NULL CHECK (char_length(wording) <= 1000),
  source text NOT NULL CHECK (char_length(source) <= 100),
  topics text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signup_consents_signup_idx ON signup_consents (signup_id, id);

CREATE TABLE suppressions (
  email_hash text PRIMARY KEY CHECK (email_hash ~ '^[0-9a-f]{64}$'),
  reason text NOT NULL CHECK (reason IN ('erased', 'bounce', 'complaint')),
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE outbox DROP CONSTRAINT outbox_event_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_event_check CHECK (event IN ('contact', 'signup', 'confirm'));
