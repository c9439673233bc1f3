-- Staff accounts and their sessions. A session row lets logout revoke a token that is still signed.
CREATE TABLE admins (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  password_hash text NOT NULL,
  is_admin boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX admins_email_key ON admins (lower(email));

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  admin_id integer NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_admin_idx ON sessions (admin_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- Fixed-window counters for login throttling and public form limits (functions are stateless).
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);

CREATE TABLE signups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  institution text CHECK (char_length(institution) <= 200),
  research_area text CHECK (char_length(research_area) <= 200),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One row per address, whatever its case: a repeated signup is answered but not stored again.
CREATE UNIQUE INDEX signups_email_key ON signups (lower(email));
CREATE INDEX signups_created_idx ON signups (created_at DESC, id DESC);

CREATE TABLE contacts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL DEFAULT '' CHECK (char_length(name) <= 200),
  email text NOT NULL DEFAULT '' CHECK (char_length(email) <= 254),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 100),
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 5000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contacts_created_idx ON contacts (created_at DESC, id DESC);

CREATE TABLE articles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9-]+$' AND char_length(slug) <= 200),
  summary text NOT NULL CHECK (char_length(summary) BETWEEN 1 AND 1000),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 60000),
  type text NOT NULL CHECK (type IN ('news', 'guide', 'insight', 'announcement')),
  published boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX articles_slug_key ON articles (slug);
CREATE INDEX articles_published_created_idx ON articles (published, created_at DESC, id DESC);

CREATE TABLE video_categories (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  description text CHECK (char_length(description) <= 2000),
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE videos (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  description text CHECK (char_length(description) <= 2000),
  thumbnail_url text CHECK (char_length(thumbnail_url) <= 2000),
  video_url text CHECK (char_length(video_url) <= 2000),
  video_type text NOT NULL DEFAULT 'url' CHECK (video_type IN ('url', 'vimeo', 'youtube')),
  duration text CHECK (char_length(duration) <= 20),
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  category_id integer REFERENCES video_categories (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX videos_category_idx ON videos (category_id, position);

CREATE TABLE demos (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
  type text NOT NULL CHECK (type IN ('video', 'interactive', 'notebook')),
  embed_code text NOT NULL DEFAULT '' CHECK (char_length(embed_code) <= 50000),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE hero_animations (
  animation_type text PRIMARY KEY
    CHECK (animation_type IN ('abstractFlow', 'abstractGraphic', 'fluidDynamics', 'swarmIntelligence')),
  enabled boolean NOT NULL DEFAULT true,
  weight integer NOT NULL DEFAULT 5 CHECK (weight BETWEEN 0 AND 10),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE section_configs (
  section_id text PRIMARY KEY CHECK (char_length(section_id) <= 50),
  is_visible boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cta_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  action_type text NOT NULL CHECK (char_length(action_type) <= 100),
  source_page text NOT NULL DEFAULT '' CHECK (char_length(source_page) <= 500),
  source_section text NOT NULL DEFAULT '' CHECK (char_length(source_section) <= 100),
  source_element text NOT NULL DEFAULT '' CHECK (char_length(source_element) <= 100),
  form_data jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cta_events_created_idx ON cta_events (created_at DESC);

-- One row: when a production rebuild was last asked of the build hook (debounce across instances).
CREATE TABLE rebuild_state (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  hook_sent_at timestamptz
);
INSERT INTO rebuild_state (id) VALUES (1);
