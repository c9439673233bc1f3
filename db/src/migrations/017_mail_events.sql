-- Bounces and complaints reported by the mail provider (decision 0099). A suppression made from one
-- keeps the address in clear, with the provider's words, so the admin can say who was suppressed and
-- why; an erasure (decision 0098) clears `email` and `detail`, leaving only the hash.
ALTER TABLE suppressions
  ADD COLUMN email text CHECK (char_length(email) <= 320),
  ADD COLUMN detail text CHECK (char_length(detail) <= 500),
  ADD COLUMN source text CHECK (char_length(source) <= 40),
  ADD CONSTRAINT suppressions_erased_keeps_no_address CHECK (reason <> 'erased' OR (email IS NULL AND detail IS NULL));
