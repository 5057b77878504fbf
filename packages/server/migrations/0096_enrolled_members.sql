-- A confirmed enrollment makes the person a current member of the rep (or the group) who sells to them, so the rep's
-- member list shows them, their plans and where each plan stands with its carrier (issue 22, docs/adr/0804).
-- member_plans.enrollment_id: the enrollment that bought the plan (null for members from before this migration).
ALTER TABLE member_plans ADD COLUMN enrollment_id text;
CREATE SEQUENCE member_numbers START 800001;
CREATE INDEX member_plans_enrollment ON member_plans (enrollment_id) WHERE enrollment_id IS NOT NULL;
