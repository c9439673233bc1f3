-- Admin search is a case-insensitive substring match over several columns; trigram indexes keep
-- it fast at hundreds of thousands of rows.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX signups_search_idx ON signups USING gin (
  (lower(name || ' ' || email || ' ' || coalesce(institution, '') || ' ' || coalesce(research_area, ''))) gin_trgm_ops
);
CREATE INDEX contacts_search_idx ON contacts USING gin (
  (lower(name || ' ' || email || ' ' || subject || ' ' || message)) gin_trgm_ops
);
