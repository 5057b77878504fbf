-- Enrollments reach the carrier (issue 22, docs/adr/0803-carrier-files.md): a carrier that takes X12 834 files has
-- its trading-partner id (ISA08/GS03; our own id is configuration), and control numbers of its own.
ALTER TABLE carriers ADD COLUMN edi_receiver_id text;
ALTER TABLE carriers ADD COLUMN edi_receiver_qualifier text NOT NULL DEFAULT 'ZZ';
-- Control numbers apart from carriers: a row of carriers changed is a new catalogue version (0065), an export is not.
CREATE TABLE carrier_control_numbers (
  carrier_id text PRIMARY KEY REFERENCES carriers(carrier_id),
  last_number integer NOT NULL
);

-- One 834 file per carrier and control number. Its text (full SSNs and dates of birth) is kept sealed with the PII
-- key until it is delivered, so a file cut short by a crash is delivered again, the same file with the same control
-- number, and its enrollments are never put in a second one.
CREATE TABLE carrier_files (
  file_id bigserial PRIMARY KEY,
  carrier_id text NOT NULL REFERENCES carriers(carrier_id),
  control_number integer NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('change', 'full')),
  file_name text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  problems jsonb NOT NULL DEFAULT '[]'::jsonb,
  content_sealed text,
  delivered_at timestamptz,
  delivered_by text,
  UNIQUE (carrier_id, control_number)
);

-- Which enrollment went in which file and transaction set, and what the carrier answered (999).
CREATE TABLE carrier_file_enrollments (
  file_id bigint NOT NULL REFERENCES carrier_files(file_id),
  enrollment_id text NOT NULL REFERENCES temp_enrollments(id),
  st_control text NOT NULL,
  status text NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'accepted', 'rejected')),
  errors jsonb NOT NULL DEFAULT '[]'::jsonb,
  answered_at timestamptz,
  PRIMARY KEY (file_id, enrollment_id)
);
CREATE INDEX carrier_file_enrollments_enrollment ON carrier_file_enrollments (enrollment_id);
