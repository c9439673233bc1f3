-- Staff accounts a company can trust: roles, invitations, sign-in hygiene and two-factor sign-in.
-- Every account that exists today was made from the environment or `pnpm admin:create`, so it
-- becomes an owner; invited accounts name their role when they are created.
ALTER TABLE admins
  ADD COLUMN role text NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'admin')),
  ADD COLUMN name text CHECK (name IS NULL OR char_length(name) BETWEEN 1 AND 120),
  ADD COLUMN deactivated_at timestamptz,
  ADD COLUMN last_sign_in_at timestamptz,
  ADD COLUMN password_changed_at timestamptz,
  -- The TOTP secret (base32) once enrolment is confirmed; the pending one while it is not.
  ADD COLUMN totp_secret text,
  ADD COLUMN totp_pending_secret text,
  ADD COLUMN totp_enabled_at timestamptz,
  -- The last time step accepted, so one code cannot be used twice within its window.
  ADD COLUMN totp_last_step bigint;

-- The session check also ends idle sessions, so it needs the last use; browser and address are
-- what a person needs to recognise a session in their list (the address is stored truncated).
ALTER TABLE sessions
  ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN user_agent text,
  ADD COLUMN ip_prefix text;

-- An invitation is a signed link naming this row; accepting it sets accepted_at, so it works once.
CREATE TABLE invites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  role text NOT NULL CHECK (role IN ('owner', 'admin')),
  invited_by integer REFERENCES admins (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX invites_email_idx ON invites (lower(email));

-- Ten per person while two-factor is on; only a SHA-256 of each code is kept.
CREATE TABLE recovery_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  admin_id integer NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE INDEX recovery_codes_admin_idx ON recovery_codes (admin_id);

-- Team-wide security policy: one row, edited by owners.
CREATE TABLE security_policy (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  require_two_factor boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO security_policy (id) VALUES (true);

-- Who changed what. Rows are written in the same transaction as the change they describe and are
-- never edited or removed: the trigger refuses UPDATE, DELETE and TRUNCATE whatever the caller.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- No foreign key: a cascade would have to update rows that never change.
  actor_id integer,
  -- Kept as text too, so the row still names the person after the account is gone.
  actor_email text,
  action text NOT NULL,
  record_type text,
  record_id text,
  changes jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip_prefix text
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id);
CREATE INDEX audit_log_action_idx ON audit_log (action);

CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only();
