-- Writes anyone may make without signing in (assistant answers, feedback) are counted per client address,
-- so that one client cannot fill the database. See docs/adr/0006-rate-limits.md.
CREATE TABLE rate_limit_hits (
  id bigserial PRIMARY KEY,
  bucket text NOT NULL,
  client text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_limit_hits_lookup ON rate_limit_hits (bucket, client, at);
