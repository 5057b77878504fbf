-- Operators (docs/adr/0801-operators.md): the agency's people who set up reps, groups and sites from the terminal.
-- Their personal API tokens live beside support staff's, told apart by role: neither may use the other's endpoints.
ALTER TABLE support_tokens ADD COLUMN role text NOT NULL DEFAULT 'support' CHECK (role IN ('support', 'operator'));

-- A rep the agency no longer works with: the access code and landing address stop answering; what was enrolled stays.
ALTER TABLE agents ADD COLUMN disabled_at timestamptz;

-- One landing address names one site, whatever the case it is typed in.
CREATE UNIQUE INDEX agents_landing_url ON agents (lower(landing_url)) WHERE landing_url IS NOT NULL;
CREATE UNIQUE INDEX groups_landing_url ON groups (lower(landing_url)) WHERE landing_url IS NOT NULL;

-- Logos operators upload (PNG, JPEG or WebP), named by the SHA-256 of their bytes: a new file is a new URL, so
-- browsers may keep one for a year, and the same file uploaded twice is kept once.
CREATE TABLE site_images (
  id text PRIMARY KEY,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A rep's or group administrator's sign-in, invited by an operator: the account exists without a password until
-- its owner sets one from the mailed link. Only a SHA-256 of the link's token is kept; a link works once, for a week.
CREATE TABLE account_invites (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts(account_id),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('quote', 'resume-code', 'receipt', 'invoice', 'signing-link', 'invite'));
