-- Representatives (agents): each brands its own site.
CREATE TABLE agents (
  agent_id text PRIMARY KEY,
  agent_code text NOT NULL UNIQUE,
  first_name text NOT NULL,
  middle_name text,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  display_name text NOT NULL,
  display_phone text NOT NULL,
  display_email text NOT NULL,
  display_about_name text NOT NULL DEFAULT '',
  tagline text NOT NULL DEFAULT '',
  agent_bio text NOT NULL DEFAULT '',
  logo text NOT NULL DEFAULT '',
  image text NOT NULL DEFAULT '',
  image_link text NOT NULL DEFAULT '',
  landing_url text,
  brand_color text NOT NULL DEFAULT '#1f4fd1',
  quotation_enabled boolean NOT NULL DEFAULT true
);

-- Employer groups, each under the rep who sold it.
CREATE TABLE groups (
  gid text PRIMARY KEY,
  gname text NOT NULL,
  gcode text NOT NULL UNIQUE,
  agent_id text NOT NULL REFERENCES agents(agent_id),
  display_name text NOT NULL,
  display_phone text NOT NULL,
  display_email text NOT NULL,
  display_about_name text NOT NULL DEFAULT '',
  tagline text NOT NULL DEFAULT '',
  gweb_aboutus text NOT NULL DEFAULT '',
  logo text NOT NULL DEFAULT '',
  image text NOT NULL DEFAULT '',
  image_link text NOT NULL DEFAULT '',
  address1 text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT '',
  zip text NOT NULL DEFAULT '',
  landing_url text,
  custom_domain text UNIQUE,
  brand_color text NOT NULL DEFAULT '#1f4fd1',
  default_platform_group_id text
);

-- Enrollment platforms (portals) a rep or group enrolls through.
CREATE TABLE portals (
  platform_group_id text PRIMARY KEY,
  platform_name text NOT NULL,
  platform_code text NOT NULL,
  agent_id text REFERENCES agents(agent_id),
  group_id text REFERENCES groups(gid)
);

-- Current members. The SSN is stored encrypted; only its last four digits are ever shown.
CREATE TABLE members (
  user_id text PRIMARY KEY,
  policy_id text NOT NULL UNIQUE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  dob text NOT NULL,
  email text NOT NULL,
  ssn_encrypted text NOT NULL,
  agent_id text NOT NULL REFERENCES agents(agent_id),
  group_id text REFERENCES groups(gid),
  portal_id text REFERENCES portals(platform_group_id),
  gender text NOT NULL DEFAULT '0',
  zip text NOT NULL DEFAULT ''
);

CREATE TABLE member_plans (
  user_id text NOT NULL REFERENCES members(user_id),
  plan_id text NOT NULL,
  plan_name text NOT NULL,
  plan_status text NOT NULL,
  PRIMARY KEY (user_id, plan_id)
);

-- People who sign in: reps and group administrators.
CREATE TABLE accounts (
  account_id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('rep', 'group')),
  agent_id text REFERENCES agents(agent_id),
  group_id text REFERENCES groups(gid),
  display_name text NOT NULL
);

-- Referral links a rep hands out: /referrals?rid=...
CREATE TABLE referrals (
  referral_id text PRIMARY KEY,
  agent_id text NOT NULL REFERENCES agents(agent_id),
  group_id text REFERENCES groups(gid),
  portal_id text REFERENCES portals(platform_group_id),
  referrer_info text NOT NULL,
  valid boolean NOT NULL DEFAULT true
);

-- Per-site key/value settings (cart logo, banner image, thank-you image, footer logo, app icons).
CREATE TABLE site_settings (
  site_domain text NOT NULL,
  key text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (site_domain, key)
);

-- The virtual assistant's questions and the answers visitors gave.
CREATE TABLE assistant_questions (
  id integer PRIMARY KEY,
  question text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE TABLE assistant_answers (
  id bigserial PRIMARY KEY,
  question_id integer NOT NULL REFERENCES assistant_questions(id),
  answer text NOT NULL,
  device_id text NOT NULL,
  agent_id text,
  web_url text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (device_id, question_id, web_url)
);

-- Location leads: a device that allowed (or refused) sharing its location on a site.
CREATE TABLE leads (
  device_id text NOT NULL,
  web_url text NOT NULL,
  agent_id text,
  group_id text,
  zip_code text,
  allowed boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (device_id, web_url)
);

-- Plans a site features on its landing page.
ALTER TABLE plans ADD COLUMN featured boolean NOT NULL DEFAULT false;
