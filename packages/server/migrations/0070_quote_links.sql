-- A quote's "Shop these plans" link (docs/adr/0701): the link's id (its token is stored nowhere), until when it opens,
-- and what it opens, fixed when the mail was sent: the site, the filter and the cart lines the mail showed.
ALTER TABLE enrollment_quotes ADD COLUMN link_id text UNIQUE;
ALTER TABLE enrollment_quotes ADD COLUMN link_expires_at timestamptz;
ALTER TABLE enrollment_quotes ADD COLUMN quoted jsonb;
-- An enrollment a quote's link opened remembers which, so opening the link again in that browser finds it.
CREATE INDEX temp_enrollments_quote_link ON temp_enrollments ((context->>'quote_link')) WHERE context ? 'quote_link';
