-- Session ids are kept only as their SHA-256 hash: a copy of the database names no cookie anyone could
-- present. The cookie carries the id (signed); the row is found by hashing it. See docs/adr/0003.
ALTER TABLE temp_enrollments DROP CONSTRAINT temp_enrollments_owner_session_fkey;
UPDATE sessions SET id = encode(sha256(convert_to(id, 'UTF8')), 'hex');
UPDATE temp_enrollments SET owner_session = encode(sha256(convert_to(owner_session, 'UTF8')), 'hex');

-- An enrollment outlives the session that started it: when the session expires or signs out, the
-- enrollment stays, reachable again by the account that created it or, later, by its resume code.
ALTER TABLE temp_enrollments ALTER COLUMN owner_session DROP NOT NULL;
ALTER TABLE temp_enrollments ADD CONSTRAINT temp_enrollments_owner_session_fkey
  FOREIGN KEY (owner_session) REFERENCES sessions(id) ON DELETE SET NULL;
ALTER TABLE temp_enrollments ADD COLUMN owner_account text;
CREATE INDEX temp_enrollments_owner_account ON temp_enrollments (owner_account) WHERE owner_account IS NOT NULL;
CREATE INDEX sessions_last_seen ON sessions (last_seen_at);

-- The journal names who acted ('session:<hash>', later 'support:<id>'), never a session id in clear.
ALTER TABLE enrollment_events DISABLE TRIGGER enrollment_events_no_change;
UPDATE enrollment_events SET session_id = 'session:' || encode(sha256(convert_to(session_id, 'UTF8')), 'hex') WHERE session_id IS NOT NULL;
ALTER TABLE enrollment_events ENABLE TRIGGER enrollment_events_no_change;
ALTER TABLE enrollment_events RENAME COLUMN session_id TO actor;

-- Rate limits count hits in fixed windows, one row per (bucket, key, window), incremented by one atomic
-- upsert: concurrent requests cannot all read "under the limit" before any of them is counted.
DROP TABLE rate_limit_hits;
DROP TABLE sign_in_failures;
CREATE TABLE rate_limit_counters (
  bucket text NOT NULL,
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, key, window_start)
);
CREATE INDEX rate_limit_counters_window ON rate_limit_counters (window_start);
