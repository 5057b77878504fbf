-- Every enrollment carries a version (docs/adr/0712): 1 when it starts, one more with every applied command that
-- changes its data, in the same transaction. A save says which version its screen showed; one based on an older
-- version is refused (409) instead of silently overwriting what another window saved meanwhile.
ALTER TABLE temp_enrollments ADD COLUMN version integer NOT NULL DEFAULT 1;
