-- Failed sign-ins per account from anywhere, and when the next attempt may be checked: the growing delays of
-- docs/adr/0006-sign-in-throttle.md. The key is a hash of the e-mail; a row a day old is swept.
CREATE TABLE sign_in_throttle (
  account_key text PRIMARY KEY,
  failures integer NOT NULL,
  next_attempt_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
