-- The waitlist's order and personal referral links (decision 0100). A confirmed subscriber gets a
-- referral code; a signup made through it names its referrer. `referred_by` is set only when the
-- row is inserted and only to a subscriber confirmed before it, so referrals can never form a loop.
ALTER TABLE signups
  ADD COLUMN referral_code text UNIQUE CHECK (referral_code ~ '^[A-Za-z0-9_-]{12}$'),
  ADD COLUMN referred_by integer REFERENCES signups (id) ON DELETE SET NULL;
CREATE INDEX signups_referred_by_idx ON signups (referred_by) WHERE referred_by IS NOT NULL;
CREATE INDEX signups_confirmed_idx ON signups (confirmed_at, id) WHERE status = 'confirmed';
