-- The enrollment wizard, part 2 (doc 002: Review & Confirmation, Agreement & Signature, Billing Information,
-- Receipt, direct-continue; docs/adr/0720). The sections review_info, agreement_info and billing_info are
-- the temp_enrollments columns of migration 0001, each {"status": "saved" | "draft", "data": {...}}.

-- A finished enrollment carries its policy id (the receipt's confirmation number) and when it was confirmed.
ALTER TABLE temp_enrollments ADD COLUMN policy_id text UNIQUE;
ALTER TABLE temp_enrollments ADD COLUMN enrolled_at timestamptz;
-- The newest consent record of the enrollment ({"seq": n, "hash": "..."}): a chain cut short is noticed.
ALTER TABLE temp_enrollments ADD COLUMN consent_head jsonb;
CREATE SEQUENCE policy_numbers START WITH 300001;

-- How a group's members pay (get-payment-method): a group on list billing locks its members to it.
ALTER TABLE groups ADD COLUMN payment_method text CHECK (payment_method IN ('cc', 'eft', 'list', 'elist', 'stmt'));
ALTER TABLE groups ADD COLUMN statement_descriptor text;

-- The reference server's own routing table (routing-number-bank-lookup): no outside service is asked.
CREATE TABLE routing_numbers (
  routing_number text PRIMARY KEY,
  bank_name text NOT NULL,
  city text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT ''
);

-- Cards an existing member has on file: a processor token, the BIN and the last four only (PCI DSS 3.3, 3.4).
-- Neither the full number nor any security code is ever stored.
CREATE TABLE member_cards (
  card_id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES members(user_id),
  name_on_cc text NOT NULL,
  card_token text NOT NULL UNIQUE,
  card_bin text NOT NULL,
  card_last4 text NOT NULL,
  card_brand text NOT NULL,
  expiration_month text NOT NULL,
  expiration_year text NOT NULL
);
CREATE INDEX member_cards_user ON member_cards (user_id);

-- Bank accounts an existing member has on file: the account number sealed (security/pii.ts) with its last four.
CREATE TABLE member_bank_accounts (
  bank_id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES members(user_id),
  account_name text NOT NULL,
  bank_name text NOT NULL,
  bank_routing text NOT NULL,
  account_number_sealed text NOT NULL,
  account_last4 text NOT NULL,
  account_type text NOT NULL,
  account_holder_type text NOT NULL
);
CREATE INDEX member_bank_accounts_user ON member_bank_accounts (user_id);

-- The agreements an applicant accepts. A text is never edited: a new wording is a new version, so a consent
-- record's hash always names the exact words that were accepted.
CREATE TABLE agreement_texts (
  text_key text NOT NULL,
  version integer NOT NULL,
  text_head text NOT NULL,
  text_body text NOT NULL,
  text_required boolean NOT NULL DEFAULT true,
  -- all | health (a plan asks health questions) | eft (payment by bank draft) | cc (payment by card)
  applies_to text NOT NULL DEFAULT 'all',
  sort_order integer NOT NULL DEFAULT 0,
  text_hash text NOT NULL UNIQUE,
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (text_key, version)
);
CREATE FUNCTION agreement_texts_keep_wording() RETURNS trigger AS $$ BEGIN IF TG_OP = 'DELETE' OR NEW.text_head <> OLD.text_head OR NEW.text_body <> OLD.text_body OR NEW.text_hash <> OLD.text_hash OR NEW.version <> OLD.version OR NEW.text_key <> OLD.text_key THEN RAISE EXCEPTION 'agreement texts are never edited: add a version'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql;
CREATE TRIGGER agreement_texts_versioned BEFORE UPDATE OR DELETE ON agreement_texts
  FOR EACH ROW EXECUTE FUNCTION agreement_texts_keep_wording();

-- Consent that can be proven: every agreement accepted, every signature and the final confirmation, with the
-- text's hash, the signer's role, the time and the client's address, in a hash chain per enrollment (each record
-- carries the hash of the one before). Append-only; `benefit-store enrollment verify ID` checks the chain.
CREATE TABLE consent_records (
  id bigserial PRIMARY KEY,
  enrollment_id text NOT NULL REFERENCES temp_enrollments(id),
  seq integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('agreement', 'signature', 'confirmation')),
  text_key text,
  text_version integer,
  text_hash text,
  signer_role text NOT NULL,
  signer text NOT NULL,
  client_address text NOT NULL,
  recorded_at timestamptz NOT NULL,
  evidence jsonb NOT NULL DEFAULT '{}'::jsonb,
  prev_hash text NOT NULL,
  record_hash text NOT NULL,
  UNIQUE (enrollment_id, seq)
);
CREATE FUNCTION consent_records_append_only() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'consent_records is append-only'; END $$ LANGUAGE plpgsql;
CREATE TRIGGER consent_records_no_change BEFORE UPDATE OR DELETE ON consent_records
  FOR EACH ROW EXECUTE FUNCTION consent_records_append_only();

-- Remote signing: a rep sends the member a link that opens the review and agreement steps of one enrollment
-- only. The link carries a token signed with a server key; this row makes it expiring, revocable and bound to
-- the first browser that opens it. Only a hash of the recipient's address is kept, with a masked copy to show.
CREATE TABLE signing_links (
  id text PRIMARY KEY,
  enrollment_id text NOT NULL REFERENCES temp_enrollments(id),
  email_hash text NOT NULL,
  sent_to_masked text NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  opened_at timestamptz,
  opened_session text,
  signed_at timestamptz,
  completed_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX signing_links_enrollment ON signing_links (enrollment_id);

-- Invoices the reference server records for the first payment (the admin service's autoInvoiceGeneration).
CREATE TABLE invoices (
  invoice_id text PRIMARY KEY,
  enrollment_id text NOT NULL REFERENCES temp_enrollments(id),
  policy_id text NOT NULL UNIQUE,
  amount_cents integer NOT NULL,
  due_date text NOT NULL,
  payment_method text NOT NULL,
  status text NOT NULL DEFAULT 'issued',
  created_at timestamptz NOT NULL
);

-- The outbox learns one kind of mail: the signing link.
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('quote', 'resume-code', 'receipt', 'invoice', 'signing-link'));
