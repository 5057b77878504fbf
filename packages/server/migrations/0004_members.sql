-- Failed sign-in attempts, per e-mail and client address: the evidence the rate limit counts.
-- Rows older than the window are pruned on the next failure for the same e-mail.
CREATE TABLE sign_in_failures (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  ip text NOT NULL,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX sign_in_failures_lookup ON sign_in_failures (email, ip, attempted_at);

-- Member lists are read by rep and by group.
CREATE INDEX members_agent ON members (agent_id);
CREATE INDEX members_group ON members (group_id);
