-- A stored, lowercased search text per row replaces the expression indexes of 002: the trigram
-- index finds candidates and the recheck reads one column instead of rebuilding the text per row.
DROP INDEX signups_search_idx;
ALTER TABLE signups ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(name || ' ' || email || ' ' || coalesce(institution, '') || ' ' || coalesce(research_area, ''))
) STORED;
CREATE INDEX signups_search_idx ON signups USING gin (search_text gin_trgm_ops);

DROP INDEX contacts_search_idx;
ALTER TABLE contacts ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(name || ' ' || email || ' ' || subject || ' ' || message)
) STORED;
CREATE INDEX contacts_search_idx ON contacts USING gin (search_text gin_trgm_ops);
