-- Settings the server generates once and every process shares (the session signing secret).
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

-- Server-issued sessions. The cookie carries the id, signed; who signed in (if anyone) lives here.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  principal jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);

-- The plan catalogue.
CREATE TABLE plans (
  plan_id text PRIMARY KEY,
  pid text NOT NULL,
  name text NOT NULL,
  category text NOT NULL,
  short_text text NOT NULL DEFAULT '',
  logo text NOT NULL DEFAULT '',
  plan_type text NOT NULL DEFAULT '',
  tiers text[] NOT NULL DEFAULT ARRAY['IO','IS','IC','IF'],
  min_age integer NOT NULL DEFAULT 18,
  max_age integer NOT NULL DEFAULT 99,
  monthly_price numeric(10,2) NOT NULL,
  description jsonb NOT NULL DEFAULT '{}'::jsonb,
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

-- A temporary enrollment: the filter, the cart and one section per wizard tab, owned by one session.
CREATE TABLE temp_enrollments (
  id text PRIMARY KEY,
  owner_session text NOT NULL REFERENCES sessions(id),
  status text NOT NULL DEFAULT 'shopping',
  context jsonb NOT NULL DEFAULT '{}'::jsonb,
  filter jsonb NOT NULL DEFAULT '{}'::jsonb,
  cart jsonb NOT NULL DEFAULT '[]'::jsonb,
  effective_date text,
  primary_info jsonb,
  contact_info jsonb,
  employer_info jsonb,
  beneficiary_info jsonb,
  health_info jsonb,
  dependent_info jsonb,
  review_info jsonb,
  agreement_info jsonb,
  billing_info jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX temp_enrollments_owner ON temp_enrollments (owner_session);

-- Append-only journal of every mutating call on an enrollment, for support replay.
CREATE TABLE enrollment_events (
  id bigserial PRIMARY KEY,
  enrollment_id text REFERENCES temp_enrollments(id),
  session_id text,
  type text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  outcome text NOT NULL,
  detail jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX enrollment_events_enrollment ON enrollment_events (enrollment_id, id);

CREATE FUNCTION enrollment_events_append_only() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'enrollment_events is append-only'; END $$ LANGUAGE plpgsql;
CREATE TRIGGER enrollment_events_no_change BEFORE UPDATE OR DELETE ON enrollment_events
  FOR EACH ROW EXECUTE FUNCTION enrollment_events_append_only();
