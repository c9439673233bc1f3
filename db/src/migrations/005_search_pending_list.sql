-- A trigram index takes new rows into a pending list that every search through it reads in full,
-- until autovacuum merges the list or an insert finds it past gin_pending_list_limit (4 MB by
-- default). Where autovacuum lags or is off, each search could read megabytes of it, and the unlucky
-- insert that merges it pays for all of it. 256 kB keeps both small; the merging costs the same in all.
ALTER INDEX signups_search_idx SET (gin_pending_list_limit = 256);
ALTER INDEX contacts_search_idx SET (gin_pending_list_limit = 256);
