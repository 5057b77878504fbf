-- The enrollment wizard, part 1 (doc 002; docs/adr/0710).
-- Each wizard section column of temp_enrollments (primary_info, contact_info, ...) holds
-- {"status": "saved" | "draft", "data": {...}}: a draft is what Save & Continue Later kept of a step
-- that was not valid yet. SSNs inside a section are sealed (security/pii.ts) with their last four kept.
ALTER TABLE temp_enrollments ADD COLUMN enroller_code text;

-- Save & Continue Later codes: only a hash of the code and of the e-mail it was sent to are kept.
CREATE TABLE resume_codes (
  id bigserial PRIMARY KEY,
  enrollment_id text NOT NULL REFERENCES temp_enrollments(id),
  code_hash text NOT NULL UNIQUE,
  email_hash text NOT NULL,
  saved_tab text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX resume_codes_enrollment ON resume_codes (enrollment_id);

-- What an existing member brings to a new enrollment: contact phone, beneficiaries, dependents and
-- health answers on file (prefill; SSNs sealed inside the JSON).
CREATE TABLE member_records (
  user_id text PRIMARY KEY REFERENCES members(user_id),
  phone text,
  beneficiaries jsonb NOT NULL DEFAULT '[]'::jsonb,
  dependents jsonb NOT NULL DEFAULT '[]'::jsonb,
  health jsonb
);
CREATE INDEX member_records_phone ON member_records (phone) WHERE phone IS NOT NULL;
CREATE INDEX members_email_lower ON members (lower(email));
