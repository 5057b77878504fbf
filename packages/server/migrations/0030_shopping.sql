-- Plans, questions, cart and quotes (doc 001; docs/adr/0610, 0611).
-- Per-plan answers of an enrollment: underwriting outcome and aflac-type answers, keyed by plan id.
ALTER TABLE temp_enrollments ADD COLUMN IF NOT EXISTS plan_answers jsonb NOT NULL DEFAULT '{}'::jsonb;
-- The plans page's dependent-information dialog: spouse DOB and number of children.
ALTER TABLE temp_enrollments ADD COLUMN IF NOT EXISTS temp_dependents jsonb;
-- What cart-checkout recorded: the chosen type (rep or applicant) and when.
ALTER TABLE temp_enrollments ADD COLUMN IF NOT EXISTS checkout jsonb;

-- The server's own snapshot of the cart at checkout (save-screenshot), never a client image.
CREATE TABLE IF NOT EXISTS cart_snapshots (
  id bigserial PRIMARY KEY,
  enrollment_id text NOT NULL REFERENCES temp_enrollments(id),
  name text NOT NULL DEFAULT '',
  snapshot jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS cart_snapshots_enrollment ON cart_snapshots (enrollment_id, id);

-- Personalised quotes sent from the cart: who to, and the outbox message that carries it.
CREATE TABLE IF NOT EXISTS enrollment_quotes (
  id bigserial PRIMARY KEY,
  enrollment_id text NOT NULL REFERENCES temp_enrollments(id),
  recipient_name text NOT NULL,
  recipient_email text NOT NULL,
  message text,
  mail_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS enrollment_quotes_enrollment ON enrollment_quotes (enrollment_id, id);
