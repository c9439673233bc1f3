-- Publishing the way editors expect: a time to go public, shareable preview links, and revisions.

-- A draft with a publish_at is scheduled: it stays a draft (published = false) until the scheduler
-- flips it, so every reader of `published` (API, pages, feed, sitemap) keeps it hidden until then.
ALTER TABLE articles ADD COLUMN publish_at timestamptz;
ALTER TABLE articles ADD CONSTRAINT articles_publish_at_draft_only CHECK (publish_at IS NULL OR NOT published);
CREATE INDEX articles_publish_due_idx ON articles (publish_at) WHERE publish_at IS NOT NULL;

-- The live preview link of a draft, if any. The link carries this nonce under an HMAC; clearing it
-- (revoke, publish) ends every copy of the link at once.
ALTER TABLE articles ADD COLUMN preview_nonce text CHECK (char_length(preview_nonce) BETWEEN 16 AND 64);
ALTER TABLE articles ADD COLUMN preview_expires_at timestamptz;

-- Every save, as it was saved. author_email is a copy so the history still names an admin whose
-- account was deleted since.
CREATE TABLE article_revisions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  article_id integer NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  author_id integer REFERENCES admins (id) ON DELETE SET NULL,
  author_email text CHECK (char_length(author_email) <= 254),
  restored_from integer,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  title text NOT NULL,
  slug text NOT NULL,
  summary text NOT NULL,
  body text NOT NULL,
  type text NOT NULL,
  published boolean NOT NULL,
  publish_at timestamptz
);
CREATE INDEX article_revisions_article_idx ON article_revisions (article_id, id DESC);
