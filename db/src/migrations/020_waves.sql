-- Early access in waves and newsletters from Updates (decision 0102). A subscriber is invited when
-- an invitation is handed to the mail server for them, and has accepted when they confirm it from
-- the link it carries; both times are kept for the funnel. A campaign remembers the article it
-- carries and, as the editor described it, who it was for.
ALTER TABLE signups
  ADD COLUMN invited_at timestamptz,
  ADD COLUMN accepted_at timestamptz CHECK (accepted_at IS NULL OR invited_at IS NOT NULL);

ALTER TABLE campaigns
  ADD COLUMN article_id integer REFERENCES articles (id) ON DELETE SET NULL,
  ADD COLUMN segment jsonb NOT NULL DEFAULT '{}'::jsonb;

-- "Is this person already in a wave?" and a campaign's bounces look recipients up by subscriber.
CREATE INDEX campaign_recipients_signup_idx ON campaign_recipients (signup_id);
-- The Insights funnel counts each step by its own time.
CREATE INDEX signups_invited_idx ON signups (invited_at) WHERE invited_at IS NOT NULL;
CREATE INDEX signups_accepted_idx ON signups (accepted_at) WHERE accepted_at IS NOT NULL;
CREATE INDEX signups_confirmed_at_idx ON signups (confirmed_at) WHERE confirmed_at IS NOT NULL;
