-- The Insights charts read call-to-action events by time range: counted per bucket, and grouped by
-- section and element. With the two columns in the index's leaf pages, both are index-only scans
-- once the visibility map is current (autovacuum), however wide the event rows grow (form_data).
-- It replaces the plain created_at index, which nothing else read; writes keep one index to update.
DROP INDEX IF EXISTS cta_events_created_idx;
CREATE INDEX cta_events_created_idx ON cta_events (created_at) INCLUDE (source_section, source_element);

-- Contact subjects by time range: the same, for the much smaller contacts table.
CREATE INDEX contacts_created_subject_idx ON contacts (created_at) INCLUDE (subject);
