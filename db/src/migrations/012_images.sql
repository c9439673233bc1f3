-- Article images: uploaded from the editor, stored as WebP at a few widths in the image store (Netlify
-- Blobs, or a folder locally), named here. The id carries the size (`<16 chars>-<w>x<h>`), so a URL
-- alone tells a page the image's width and height (decision 0072).
CREATE TABLE images (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]{16}-[1-9][0-9]{0,4}x[1-9][0-9]{0,4}$'),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  -- What was uploaded (read from its bytes) and how big it was; what is served is WebP.
  type text NOT NULL CHECK (type IN ('image/jpeg', 'image/png', 'image/webp', 'image/avif')),
  bytes integer NOT NULL CHECK (bytes BETWEEN 1 AND 10485760),
  widths integer[] NOT NULL,
  uploaded_by integer REFERENCES admins (id) ON DELETE SET NULL,
  uploaded_by_email text CHECK (char_length(uploaded_by_email) <= 254),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- An upload in progress: Netlify takes at most 6 MB per request, so an image arrives in binary
-- chunks of at most 4 MB, kept here until the last one and deleted with the upload (decision 0073).
CREATE TABLE image_uploads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  admin_id integer NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  size integer NOT NULL CHECK (size BETWEEN 1 AND 10485760),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE image_upload_chunks (
  upload_id uuid NOT NULL REFERENCES image_uploads (id) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq BETWEEN 0 AND 99),
  data bytea NOT NULL,
  PRIMARY KEY (upload_id, seq)
);

-- The cover: an image and the words that describe it. A deleted image leaves no dangling cover.
ALTER TABLE articles ADD COLUMN cover_image_id text REFERENCES images (id) ON DELETE SET NULL;
ALTER TABLE articles ADD COLUMN cover_alt text NOT NULL DEFAULT '' CHECK (char_length(cover_alt) <= 300);
