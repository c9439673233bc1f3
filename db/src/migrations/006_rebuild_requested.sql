-- When a change last asked for a rebuild. A request inside the build hook's debounce window is not
-- sent at once; the scheduled rebuild-pending function compares this with hook_sent_at and fires
-- the hook once the window is over, so the last change before a quiet spell always reaches the site.
ALTER TABLE rebuild_state ADD COLUMN hook_requested_at timestamptz;
