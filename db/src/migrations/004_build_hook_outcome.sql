-- The outcome of the last build-hook call. Function instances share nothing but the database, and
-- the call runs after the save has answered, so this is the only place the admin can learn that it
-- failed or never came back.
ALTER TABLE rebuild_state ADD COLUMN hook_finished_at timestamptz;
ALTER TABLE rebuild_state ADD COLUMN hook_error text CHECK (char_length(hook_error) <= 2000);
