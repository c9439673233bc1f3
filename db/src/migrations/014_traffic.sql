-- Visitor analytics without personal data (decision 0094).
--
-- * traffic_salts: one random salt per UTC day. A visitor's daily key is a hash of the day's salt,
--   the site, the address and the user agent, made in the function; neither of the last two is ever
--   stored. A salt is deleted 48 hours after it was made, and with it any way to recompute a key.
-- * page_views: one row per view, written by one INSERT (queries/traffic.ts). A visit is a run of
--   views of one daily key with gaps under 30 minutes: `visit_id` is the id of its first view (the
--   entry, `seq` 1), `seq` the view's place in it. A visit's source, campaign, device and country are
--   kept on its entry only. `new_visitor` marks a key's first view (keys change every UTC day, so
--   that is its first of the day), `new_on_path` a key's first view of that path.
-- * page_view_quarters and page_view_days: tallies kept by statement-level triggers, as the CTA
--   tallies of migration 007 are (see there why quarter hours serve every time zone). A day row
--   tallies one dimension's value: a page, an entry page, a source, a campaign (with its source and
--   medium), a device or a country. `continued` counts visits with a second view, at their entry's
--   time (a bounce is a visit that never continued); durations come from the leave ping's update.
--   Raw views past the retention setting are deleted; the tallies stay, so deletes are not tallied.
CREATE TABLE traffic_salts (
  day date PRIMARY KEY,
  salt bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE page_views (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The first 16 bytes of the daily key's SHA-256: unique enough for one day's visitors.
  visitor_key bytea NOT NULL,
  visit_id bigint NOT NULL,
  seq integer NOT NULL,
  new_visitor boolean NOT NULL,
  new_on_path boolean NOT NULL,
  -- The page's own id for this load, named again by its leave ping.
  view_id text NOT NULL,
  path text NOT NULL,
  -- The visit's, on its entry only ('' on the views after it).
  source text NOT NULL DEFAULT '',
  medium text NOT NULL DEFAULT '',
  campaign text NOT NULL DEFAULT '',
  referrer text NOT NULL DEFAULT '',
  device text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  duration_ms integer
);

-- A key's latest view: which visit a new view continues, the flood limit, the leave ping, attribution.
CREATE INDEX page_views_key_idx ON page_views (visitor_key, created_at);
-- Views are appended in time order: a block range index serves the ranges at a report's two ends,
-- the realtime count and retention for a fraction of a B-tree's size and write cost.
CREATE INDEX page_views_created_brin ON page_views USING brin (created_at);
-- The second views of visits, found from their entry (a report's raw ends, bounces of an entry page).
CREATE INDEX page_views_continued_idx ON page_views (visit_id) WHERE seq = 2;

CREATE TABLE page_view_quarters (
  slot timestamptz PRIMARY KEY,
  views integer NOT NULL DEFAULT 0,
  visits integer NOT NULL DEFAULT 0,
  visitors integer NOT NULL DEFAULT 0,
  continued integer NOT NULL DEFAULT 0,
  duration_ms bigint NOT NULL DEFAULT 0,
  durations integer NOT NULL DEFAULT 0
);

CREATE TABLE page_view_days (
  day date NOT NULL,
  dimension text NOT NULL CHECK (dimension IN ('page', 'entry', 'source', 'campaign', 'device', 'country')),
  value text NOT NULL,
  -- A campaign's source and medium; '' for every other dimension.
  source text NOT NULL DEFAULT '',
  medium text NOT NULL DEFAULT '',
  views integer NOT NULL DEFAULT 0,
  visits integer NOT NULL DEFAULT 0,
  visitors integer NOT NULL DEFAULT 0,
  continued integer NOT NULL DEFAULT 0,
  duration_ms bigint NOT NULL DEFAULT 0,
  durations integer NOT NULL DEFAULT 0,
  PRIMARY KEY (dimension, day, value, source, medium)
);

-- What one view adds to each dimension's day row: the same expression the reports use for the raw
-- views at a range's two ends (queries/traffic.ts), so tallies and raw counts cannot drift apart.
CREATE FUNCTION page_view_facts(v page_views)
RETURNS TABLE (dimension text, value text, source text, medium text, views int, visits int, visitors int,
               duration_ms bigint, durations int)
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'page', v.path, '', '', 1, 0, v.new_on_path::int, coalesce(v.duration_ms, 0)::bigint,
         (v.duration_ms IS NOT NULL)::int
  UNION ALL SELECT 'entry', v.path, '', '', 0, 1, 0, 0, 0 WHERE v.seq = 1
  UNION ALL SELECT 'source', v.source, '', '', 0, 1, v.new_visitor::int, 0, 0 WHERE v.seq = 1
  UNION ALL SELECT 'campaign', v.campaign, v.source, v.medium, 0, 1, 0, 0, 0 WHERE v.seq = 1 AND v.campaign <> ''
  UNION ALL SELECT 'device', v.device, '', '', 0, 1, 0, 0, 0 WHERE v.seq = 1
  UNION ALL SELECT 'country', v.country, '', '', 0, 1, 0, 0, 0 WHERE v.seq = 1
$$;

CREATE FUNCTION page_views_tally_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- (A view arrives without a duration; the seed's backdated views may carry one.)
  INSERT INTO page_view_quarters (slot, views, visits, visitors, duration_ms, durations)
  SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), count(*),
         count(*) FILTER (WHERE seq = 1), count(*) FILTER (WHERE new_visitor), coalesce(sum(duration_ms), 0),
         count(duration_ms)
  FROM new_rows GROUP BY 1 ORDER BY 1
  ON CONFLICT (slot) DO UPDATE SET views = page_view_quarters.views + excluded.views,
    visits = page_view_quarters.visits + excluded.visits, visitors = page_view_quarters.visitors + excluded.visitors,
    duration_ms = page_view_quarters.duration_ms + excluded.duration_ms,
    durations = page_view_quarters.durations + excluded.durations;
  INSERT INTO page_view_days (day, dimension, value, source, medium, views, visits, visitors, duration_ms, durations)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, f.dimension, f.value, f.source, f.medium,
         sum(f.views), sum(f.visits), sum(f.visitors), sum(f.duration_ms), sum(f.durations)
  FROM new_rows n CROSS JOIN LATERAL page_view_facts(n) f
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 2, 1, 3, 4, 5
  ON CONFLICT (dimension, day, value, source, medium) DO UPDATE SET views = page_view_days.views + excluded.views,
    visits = page_view_days.visits + excluded.visits, visitors = page_view_days.visitors + excluded.visitors,
    duration_ms = page_view_days.duration_ms + excluded.duration_ms,
    durations = page_view_days.durations + excluded.durations;
  -- A second view: its visit is no bounce. Counted at the entry's time, under the entry's page.
  IF EXISTS (SELECT 1 FROM new_rows WHERE seq = 2) THEN
    INSERT INTO page_view_quarters (slot, continued)
    SELECT date_bin('15 minutes', e.created_at, timestamptz '2000-01-01 00:00:00+00'), count(*)
    FROM new_rows n JOIN page_views e ON e.id = n.visit_id WHERE n.seq = 2 GROUP BY 1 ORDER BY 1
    ON CONFLICT (slot) DO UPDATE SET continued = page_view_quarters.continued + excluded.continued;
    INSERT INTO page_view_days (day, dimension, value, continued)
    SELECT (e.created_at AT TIME ZONE 'UTC')::date, 'entry', e.path, count(*)
    FROM new_rows n JOIN page_views e ON e.id = n.visit_id WHERE n.seq = 2 GROUP BY 1, 3 ORDER BY 1, 3
    ON CONFLICT (dimension, day, value, source, medium)
    DO UPDATE SET continued = page_view_days.continued + excluded.continued;
  END IF;
  RETURN NULL;
END $$;

-- The leave ping sets a view's duration once; only that first setting is tallied.
CREATE FUNCTION page_views_tally_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO page_view_quarters (slot, duration_ms, durations)
  SELECT date_bin('15 minutes', n.created_at, timestamptz '2000-01-01 00:00:00+00'), sum(n.duration_ms), count(*)
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE o.duration_ms IS NULL AND n.duration_ms IS NOT NULL GROUP BY 1 ORDER BY 1
  ON CONFLICT (slot) DO UPDATE SET duration_ms = page_view_quarters.duration_ms + excluded.duration_ms,
    durations = page_view_quarters.durations + excluded.durations;
  INSERT INTO page_view_days (day, dimension, value, duration_ms, durations)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, 'page', n.path, sum(n.duration_ms), count(*)
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE o.duration_ms IS NULL AND n.duration_ms IS NOT NULL GROUP BY 1, 3 ORDER BY 1, 3
  ON CONFLICT (dimension, day, value, source, medium) DO UPDATE
  SET duration_ms = page_view_days.duration_ms + excluded.duration_ms,
    durations = page_view_days.durations + excluded.durations;
  RETURN NULL;
END $$;

CREATE FUNCTION page_views_tally_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM page_view_quarters;
  DELETE FROM page_view_days;
  RETURN NULL;
END $$;

CREATE TRIGGER page_views_tally_insert AFTER INSERT ON page_views
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION page_views_tally_insert();
CREATE TRIGGER page_views_tally_update AFTER UPDATE ON page_views
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION page_views_tally_update();
CREATE TRIGGER page_views_tally_truncate AFTER TRUNCATE ON page_views
  FOR EACH STATEMENT EXECUTE FUNCTION page_views_tally_truncate();

-- The visit a signup or contact was sent from (the id of its entry view). No foreign key: raw views
-- are deleted after the retention period, and the signup keeps the id it was attributed to.
ALTER TABLE signups ADD COLUMN visit_id bigint;
ALTER TABLE contacts ADD COLUMN visit_id bigint;
CREATE INDEX signups_visit_idx ON signups (created_at) INCLUDE (visit_id) WHERE visit_id IS NOT NULL;
CREATE INDEX contacts_visit_idx ON contacts (created_at) INCLUDE (visit_id) WHERE visit_id IS NOT NULL;

-- How long raw page views are kept, in days (the tallies are kept for good).
ALTER TABLE settings ADD COLUMN traffic_retention_days integer NOT NULL DEFAULT 90
  CHECK (traffic_retention_days BETWEEN 7 AND 730);
