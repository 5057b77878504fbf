-- Mail that leaves the process: written in the same transaction as the change that caused it, delivered
-- afterwards by the mail worker (docs/adr/0700-mail-outbox.md). A rolled-back change leaves no mail behind.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('quote', 'resume-code', 'receipt', 'invoice')),
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  enrollment_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  -- Delivery attempts started (counted when claimed, so a worker that dies mid-send still counts one).
  attempts integer NOT NULL DEFAULT 0,
  -- NULL: due at once. Kept NULL rather than now() so that due-ness never compares two different clocks.
  next_attempt_at timestamptz,
  -- A claimed message belongs to its worker until then; afterwards any worker may take it again.
  locked_until timestamptz,
  -- SMTP code and reason of the last failure, addresses removed.
  last_error text,
  sent_at timestamptz
);

-- The worker's pick query: pending messages in due order.
CREATE INDEX outbox_due ON outbox (next_attempt_at NULLS FIRST, id) WHERE status = 'pending';
CREATE INDEX outbox_enrollment ON outbox (enrollment_id) WHERE enrollment_id IS NOT NULL;
