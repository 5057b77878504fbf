-- The language the person used when they saved for later (issue 25): a code support mails again (resend-code) is
-- written in it. Codes saved before languages existed were mailed in English.
ALTER TABLE resume_codes ADD COLUMN language text NOT NULL DEFAULT 'en';
