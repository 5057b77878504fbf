-- How a carrier takes its enrollments (issue 22, docs/adr/0803-carrier-files.md): X12 834 files (it needs a
-- trading-partner id), or JSON documents of the same data for a carrier that takes them through its API.
ALTER TABLE carriers ADD COLUMN delivery text NOT NULL DEFAULT 'x12' CHECK (delivery IN ('x12', 'json'));
