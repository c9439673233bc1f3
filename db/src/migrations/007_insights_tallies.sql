-- The Insights charts count call-to-action events over ranges of the viewer's days. Counting a
-- million raw events per view cost hundreds of milliseconds of database time, so the events are
-- also tallied as they arrive, by statement-level triggers (one grouped upsert per INSERT, however
-- many rows it carries):
--
-- * cta_event_quarters: events per quarter hour. Every UTC offset in use since 2000 is a whole number
--   of quarter hours, so every local midnight, in any zone, starts a quarter: a day or week in any
--   zone is an exact sum of quarters (the charts refuse dates before 2000).
-- * cta_event_days: events per UTC day, section and element. A range in another zone starts and ends
--   inside a UTC day: those two partial days are counted from the raw events, the whole days between
--   them from this tally.
--
-- Events are only ever inserted (and, by tests and benchmarks, truncated); deletes are tallied too.
CREATE TABLE cta_event_quarters (
  slot timestamptz PRIMARY KEY,
  events integer NOT NULL
);

CREATE TABLE cta_event_days (
  day date NOT NULL,
  source_section text NOT NULL,
  source_element text NOT NULL,
  events integer NOT NULL,
  PRIMARY KEY (day, source_section, source_element)
);

CREATE FUNCTION cta_events_tally_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cta_event_quarters (slot, events)
  SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), count(*)
  FROM new_rows GROUP BY 1 ORDER BY 1
  ON CONFLICT (slot) DO UPDATE SET events = cta_event_quarters.events + excluded.events;
  INSERT INTO cta_event_days (day, source_section, source_element, events)
  SELECT (created_at AT TIME ZONE 'UTC')::date, source_section, source_element, count(*)
  FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, source_section, source_element) DO UPDATE SET events = cta_event_days.events + excluded.events;
  RETURN NULL;
END $$;

CREATE FUNCTION cta_events_tally_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cta_event_quarters q SET events = q.events - d.n
  FROM (SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00') AS slot, count(*) AS n
        FROM old_rows GROUP BY 1) d
  WHERE q.slot = d.slot;
  UPDATE cta_event_days t SET events = t.events - d.n
  FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, source_section, source_element, count(*) AS n
        FROM old_rows GROUP BY 1, 2, 3) d
  WHERE t.day = d.day AND t.source_section = d.source_section AND t.source_element = d.source_element;
  RETURN NULL;
END $$;

CREATE FUNCTION cta_events_tally_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM cta_event_quarters;
  DELETE FROM cta_event_days;
  RETURN NULL;
END $$;

CREATE TRIGGER cta_events_tally_insert AFTER INSERT ON cta_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cta_events_tally_insert();
CREATE TRIGGER cta_events_tally_delete AFTER DELETE ON cta_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cta_events_tally_delete();
CREATE TRIGGER cta_events_tally_truncate AFTER TRUNCATE ON cta_events
  FOR EACH STATEMENT EXECUTE FUNCTION cta_events_tally_truncate();

-- The events already stored.
INSERT INTO cta_event_quarters (slot, events)
SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), count(*) FROM cta_events GROUP BY 1;
INSERT INTO cta_event_days (day, source_section, source_element, events)
SELECT (created_at AT TIME ZONE 'UTC')::date, source_section, source_element, count(*) FROM cta_events GROUP BY 1, 2, 3;

-- The raw events at a range's two ends are read by time with their section and element: with both
-- in the index's leaf pages that is an index-only scan. It replaces the plain created_at index.
DROP INDEX IF EXISTS cta_events_created_idx;
CREATE INDEX cta_events_created_idx ON cta_events (created_at) INCLUDE (source_section, source_element);

-- Contact subjects by time range: the same, for the much smaller contacts table.
CREATE INDEX contacts_created_subject_idx ON contacts (created_at) INCLUDE (subject);
