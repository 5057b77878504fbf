-- Every change of a session or an enrollment row is announced, after its commit, to every server process on the
-- database (docs/adr/0505): a process keeps those rows in memory and forgets one as soon as it hears it changed.
-- The payload is the schema, the table and the row's id, separated by spaces. (One line per statement: the
-- migration runner splits on a semicolon that ends a line.)
CREATE FUNCTION announce_row_change() RETURNS trigger AS $$ BEGIN IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('benefit_store_rows', TG_TABLE_SCHEMA || ' ' || TG_TABLE_NAME || ' ' || OLD.id::text); END IF; IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.id IS DISTINCT FROM OLD.id) THEN PERFORM pg_notify('benefit_store_rows', TG_TABLE_SCHEMA || ' ' || TG_TABLE_NAME || ' ' || NEW.id::text); END IF; RETURN NULL; END $$ LANGUAGE plpgsql;

CREATE TRIGGER announce_row_change AFTER INSERT OR UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION announce_row_change();
CREATE TRIGGER announce_row_change AFTER INSERT OR UPDATE OR DELETE ON temp_enrollments FOR EACH ROW EXECUTE FUNCTION announce_row_change();
