-- Personal API tokens of support staff (docs/adr/0800). Only a SHA-256 of the token is kept: the token
-- itself is shown once, by `benefit-store support token create`. A revoked token stays, for the journal.
CREATE TABLE support_tokens (
  id text PRIMARY KEY,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX support_tokens_name ON support_tokens (name);

-- Support lists enrollments started and not finished, oldest change first.
CREATE INDEX temp_enrollments_status_updated ON temp_enrollments (status, updated_at);
