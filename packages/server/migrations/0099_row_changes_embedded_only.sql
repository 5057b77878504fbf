-- Row changes are announced only to a connection that asks for them (docs/adr/0505): the embedded database's one
-- connection sets benefit_store.announce_rows. On PostgreSQL every notifying transaction commits one at a time
-- (NOTIFY's queue lock is held through the commit's flush), so the server processes there check the kept rows'
-- versions instead, and writers pay nothing.
CREATE OR REPLACE FUNCTION announce_row_change() RETURNS trigger AS $$ BEGIN IF current_setting('benefit_store.announce_rows', true) IS DISTINCT FROM 'on' THEN RETURN NULL; END IF; IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('benefit_store_rows', TG_TABLE_SCHEMA || ' ' || TG_TABLE_NAME || ' ' || OLD.id::text); END IF; IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.id IS DISTINCT FROM OLD.id) THEN PERFORM pg_notify('benefit_store_rows', TG_TABLE_SCHEMA || ' ' || TG_TABLE_NAME || ' ' || NEW.id::text); END IF; RETURN NULL; END $$ LANGUAGE plpgsql;

-- The catalogue's version row is announced the same way: the embedded database's process keeps the version it read
-- until the row changes, instead of asking again after every write of an enrollment (ADR 0011's check, for free).
CREATE FUNCTION announce_catalogue_version() RETURNS trigger AS $$ BEGIN IF current_setting('benefit_store.announce_rows', true) IS DISTINCT FROM 'on' THEN RETURN NULL; END IF; PERFORM pg_notify('benefit_store_rows', TG_TABLE_SCHEMA || ' catalogue_version only'); RETURN NULL; END $$ LANGUAGE plpgsql;

CREATE TRIGGER announce_row_change AFTER INSERT OR UPDATE OR DELETE ON catalogue_version FOR EACH ROW EXECUTE FUNCTION announce_catalogue_version();
