-- The catalogue behind pricing, eligibility and the special behaviours of doc 001 (docs/adr/0600).
-- The server reads all of it into memory once (catalog/catalogue-store.ts); nothing here is read per request.

CREATE TABLE carriers (
  carrier_id text PRIMARY KEY,
  name text NOT NULL,
  logo text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0
);

-- plans keeps its columns (tiers, min_age, max_age, monthly_price = the list price) and gains the rules.
-- Empty arrays mean "no restriction": states (every state), zip_prefixes (the whole state), portal_ids (any portal).
ALTER TABLE plans
  ADD COLUMN carrier_id text REFERENCES carriers(carrier_id),
  ADD COLUMN kind text NOT NULL DEFAULT 'plan',
  ADD COLUMN states text[] NOT NULL DEFAULT '{}',
  ADD COLUMN zip_prefixes text[] NOT NULL DEFAULT '{}',
  ADD COLUMN portal_ids text[] NOT NULL DEFAULT '{}',
  ADD COLUMN min_annual_income integer,
  ADD COLUMN min_working_hours integer,
  ADD COLUMN requires_tobacco_answer boolean NOT NULL DEFAULT false,
  ADD COLUMN max_spouse_age integer,
  ADD COLUMN replaced_by text REFERENCES plans(plan_id),
  ADD COLUMN rider_of text REFERENCES plans(plan_id),
  ADD COLUMN membership_plan_id text REFERENCES plans(plan_id),
  ADD COLUMN is_prudential boolean NOT NULL DEFAULT false,
  ADD COLUMN partner_fee boolean NOT NULL DEFAULT false,
  ADD COLUMN optional_life boolean NOT NULL DEFAULT false,
  ADD COLUMN group_enrollment boolean NOT NULL DEFAULT false,
  ADD COLUMN capture_group_code boolean NOT NULL DEFAULT false,
  ADD COLUMN required_tabs text[] NOT NULL DEFAULT '{}';

ALTER TABLE plans ADD CONSTRAINT plans_kind CHECK (kind IN ('plan', 'membership', 'rider'));
ALTER TABLE plans ADD CONSTRAINT plans_rider_has_base CHECK ((kind = 'rider') = (rider_of IS NOT NULL));
ALTER TABLE plans ADD CONSTRAINT plans_prudential_needs_membership CHECK (NOT is_prudential OR membership_plan_id IS NOT NULL);
-- A replaced plan is no longer sold: pricing it answers changePid with the replacement.
ALTER TABLE plans ADD CONSTRAINT plans_replaced_inactive CHECK (replaced_by IS NULL OR NOT active);
ALTER TABLE plans ADD CONSTRAINT plans_age_range CHECK (min_age <= max_age);

-- One price per tier, age band, state (NULL: every state the plan is sold in) and smoker status (NULL: either).
-- Several rows for the same person are the plan's options (coverage amounts, low/high); pricing_id is the ppid.
CREATE TABLE plan_prices (
  pricing_id text PRIMARY KEY,
  plan_id text NOT NULL REFERENCES plans(plan_id),
  tier text NOT NULL CHECK (tier IN ('IO', 'IS', 'IC', 'IF')),
  min_age integer NOT NULL,
  max_age integer NOT NULL,
  state text,
  smoker boolean,
  label text NOT NULL,
  coverage_amount integer,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  sort_order integer NOT NULL DEFAULT 0,
  CHECK (min_age <= max_age)
);
CREATE INDEX plan_prices_plan ON plan_prices (plan_id);

-- The plan detail texts, named as the wire names them. Simple HTML; the web app sanitises before rendering.
CREATE TABLE plan_descriptions (
  plan_id text PRIMARY KEY REFERENCES plans(plan_id),
  header_text text NOT NULL DEFAULT '',
  body_text text NOT NULL DEFAULT '',
  blue_bar_text text NOT NULL DEFAULT '',
  association_text text NOT NULL DEFAULT '',
  exclusions_text_name text NOT NULL DEFAULT '',
  exclusions_text text NOT NULL DEFAULT '',
  example_text_name text NOT NULL DEFAULT '',
  example_text text NOT NULL DEFAULT '',
  faq_text_name text NOT NULL DEFAULT '',
  faq_text text NOT NULL DEFAULT ''
);

-- Underwriting questions, shared by the plans that ask them. A yes on a declining question, or a ticked
-- declining option, declines the applicant; any other complete set of answers passes.
CREATE TABLE underwriting_questions (
  question_id text PRIMARY KEY,
  question_text text NOT NULL,
  question_sub_type text NOT NULL CHECK (question_sub_type IN ('text_field', 'checkbox', 'detail')),
  require_detail boolean NOT NULL DEFAULT false,
  declines_on_yes boolean NOT NULL DEFAULT false
);
CREATE TABLE underwriting_options (
  option_id text PRIMARY KEY,
  question_id text NOT NULL REFERENCES underwriting_questions(question_id),
  option_text text NOT NULL,
  option_group text,
  declines boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE TABLE plan_underwriting (
  plan_id text NOT NULL REFERENCES plans(plan_id),
  question_id text NOT NULL REFERENCES underwriting_questions(question_id),
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (plan_id, question_id)
);

-- Aflac-type questions gate Add to Cart; true_condition is the answer required (1 yes; 0: either answer).
CREATE TABLE aflac_questions (
  qid text PRIMARY KEY,
  plan_id text NOT NULL REFERENCES plans(plan_id),
  question text NOT NULL,
  true_condition smallint NOT NULL CHECK (true_condition IN (0, 1)),
  sort_order integer NOT NULL DEFAULT 0
);

-- Windows in which a plan cannot be added to a cart: fixed dates, or the same days of every month.
CREATE TABLE plan_blackouts (
  blackout_id text PRIMARY KEY,
  plan_id text NOT NULL REFERENCES plans(plan_id),
  starts_on date,
  ends_on date,
  from_day integer CHECK (from_day BETWEEN 1 AND 31),
  to_day integer CHECK (to_day BETWEEN 1 AND 31),
  reason text NOT NULL DEFAULT '',
  CHECK (
    (starts_on IS NOT NULL AND ends_on IS NOT NULL AND from_day IS NULL AND to_day IS NULL AND starts_on <= ends_on)
    OR (starts_on IS NULL AND ends_on IS NULL AND from_day IS NOT NULL AND to_day IS NOT NULL AND from_day <= to_day)
  )
);

-- Offer popups: 'after-add' opens after adding a plan of one of trigger_categories (the accident offer);
-- 'checkout-upsell' is shown to applicants at checkout (term life, then the vision/dental bundle).
CREATE TABLE plan_offers (
  offer_id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('after-add', 'checkout-upsell')),
  trigger_categories text[] NOT NULL DEFAULT '{}',
  plan_id text NOT NULL REFERENCES plans(plan_id),
  plan_id_1 text REFERENCES plans(plan_id),
  pop_up_display boolean NOT NULL DEFAULT true,
  pop_up_title text NOT NULL,
  pop_up_header text NOT NULL,
  pop_up_link text NOT NULL DEFAULT '',
  pop_up_link_description text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0
);
