-- The page-view tallies of migration 014, split into shards by the writing connection.
--
-- Every view's insert adds to the same few tally rows: the current quarter hour's, and today's rows
-- for its page and source. A row stays locked from the trigger's upsert until the view's transaction
-- has committed, WAL flush included, so views arriving together through different connections queued
-- on that one lock and committed one at a time: at 50 beacons at once, p95 passed a second while
-- the machine sat mostly idle. Each connection now adds to its own copy of a row (`shard`, its
-- backend's process id modulo 16): connections no longer wait on each other, and their commits flush
-- together. Every report already sums the rows of a slot or a day, so it reads the shards as one.
-- Existing rows become shard 0.
ALTER TABLE page_view_quarters ADD COLUMN shard smallint NOT NULL DEFAULT 0;
ALTER TABLE page_view_quarters DROP CONSTRAINT page_view_quarters_pkey;
ALTER TABLE page_view_quarters ADD PRIMARY KEY (slot, shard);

ALTER TABLE page_view_days ADD COLUMN shard smallint NOT NULL DEFAULT 0;
ALTER TABLE page_view_days DROP CONSTRAINT page_view_days_pkey;
ALTER TABLE page_view_days ADD PRIMARY KEY (dimension, day, value, source, medium, shard);

-- The writing connection's shard.
CREATE FUNCTION page_view_shard() RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT (pg_backend_pid() % 16)::smallint
$$;

CREATE OR REPLACE FUNCTION page_views_tally_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := page_view_shard();
BEGIN
  -- (A view arrives without a duration; the seed's backdated views may carry one.)
  INSERT INTO page_view_quarters (slot, shard, views, visits, visitors, duration_ms, durations)
  SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), s, count(*),
         count(*) FILTER (WHERE seq = 1), count(*) FILTER (WHERE new_visitor), coalesce(sum(duration_ms), 0),
         count(duration_ms)
  FROM new_rows GROUP BY 1 ORDER BY 1
  ON CONFLICT (slot, shard) DO UPDATE SET views = page_view_quarters.views + excluded.views,
    visits = page_view_quarters.visits + excluded.visits, visitors = page_view_quarters.visitors + excluded.visitors,
    duration_ms = page_view_quarters.duration_ms + excluded.duration_ms,
    durations = page_view_quarters.durations + excluded.durations;
  INSERT INTO page_view_days (day, dimension, value, source, medium, shard, views, visits, visitors, duration_ms,
                              durations)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, f.dimension, f.value, f.source, f.medium, s,
         sum(f.views), sum(f.visits), sum(f.visitors), sum(f.duration_ms), sum(f.durations)
  FROM new_rows n CROSS JOIN LATERAL page_view_facts(n) f
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 2, 1, 3, 4, 5
  ON CONFLICT (dimension, day, value, source, medium, shard) DO UPDATE
  SET views = page_view_days.views + excluded.views,
    visits = page_view_days.visits + excluded.visits, visitors = page_view_days.visitors + excluded.visitors,
    duration_ms = page_view_days.duration_ms + excluded.duration_ms,
    durations = page_view_days.durations + excluded.durations;
  -- A second view: its visit is no bounce. Counted at the entry's time, under the entry's page.
  IF EXISTS (SELECT 1 FROM new_rows WHERE seq = 2) THEN
    INSERT INTO page_view_quarters (slot, shard, continued)
    SELECT date_bin('15 minutes', e.created_at, timestamptz '2000-01-01 00:00:00+00'), s, count(*)
    FROM new_rows n JOIN page_views e ON e.id = n.visit_id WHERE n.seq = 2 GROUP BY 1 ORDER BY 1
    ON CONFLICT (slot, shard) DO UPDATE SET continued = page_view_quarters.continued + excluded.continued;
    INSERT INTO page_view_days (day, dimension, value, shard, continued)
    SELECT (e.created_at AT TIME ZONE 'UTC')::date, 'entry', e.path, s, count(*)
    FROM new_rows n JOIN page_views e ON e.id = n.visit_id WHERE n.seq = 2 GROUP BY 1, 3 ORDER BY 1, 3
    ON CONFLICT (dimension, day, value, source, medium, shard)
    DO UPDATE SET continued = page_view_days.continued + excluded.continued;
  END IF;
  RETURN NULL;
END $$;

-- The leave ping sets a view's duration once; only that first setting is tallied.
CREATE OR REPLACE FUNCTION page_views_tally_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := page_view_shard();
BEGIN
  INSERT INTO page_view_quarters (slot, shard, duration_ms, durations)
  SELECT date_bin('15 minutes', n.created_at, timestamptz '2000-01-01 00:00:00+00'), s, sum(n.duration_ms), count(*)
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE o.duration_ms IS NULL AND n.duration_ms IS NOT NULL GROUP BY 1 ORDER BY 1
  ON CONFLICT (slot, shard) DO UPDATE SET duration_ms = page_view_quarters.duration_ms + excluded.duration_ms,
    durations = page_view_quarters.durations + excluded.durations;
  INSERT INTO page_view_days (day, dimension, value, shard, duration_ms, durations)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, 'page', n.path, s, sum(n.duration_ms), count(*)
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE o.duration_ms IS NULL AND n.duration_ms IS NOT NULL GROUP BY 1, 3 ORDER BY 1, 3
  ON CONFLICT (dimension, day, value, source, medium, shard) DO UPDATE
  SET duration_ms = page_view_days.duration_ms + excluded.duration_ms,
    durations = page_view_days.durations + excluded.durations;
  RETURN NULL;
END $$;
