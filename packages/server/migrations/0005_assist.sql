-- The benefit service's own data beyond 0002: where a lead's device was (when it shared it) and the
-- help widget's feedback. See docs/adr/0402 and 0403.
ALTER TABLE leads ADD COLUMN latitude double precision;
ALTER TABLE leads ADD COLUMN longitude double precision;
ALTER TABLE leads ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE TABLE feedback (
  id bigserial PRIMARY KEY,
  device_id text NOT NULL,
  web_url text NOT NULL DEFAULT '',
  agent_id text,
  group_id text,
  email text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_created ON feedback (created_at);
