-- The catalogue's version (docs/adr/0011): one row whose number moves on, in the same transaction, with every
-- change to a catalogue table, whoever makes it (the seed, an import, a hand-written UPDATE). Each server process
-- keeps the catalogue in memory with the version it read it at, and reloads when the row says otherwise.
CREATE TABLE catalogue_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO catalogue_version (version) VALUES (1);

-- BEFORE each statement, so a transaction takes the version row before any catalogue row: writers of the catalogue
-- queue up in one order and cannot deadlock each other. A statement that changes no row still counts (a reload).
-- The version row of the changed table's own schema, whatever the writer's search_path.
CREATE FUNCTION catalogue_changed() RETURNS trigger AS $$ BEGIN EXECUTE format('UPDATE %I.catalogue_version SET version = version + 1, changed_at = now()', TG_TABLE_SCHEMA); RETURN NULL; END $$ LANGUAGE plpgsql;

CREATE TRIGGER catalogue_changed BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON carriers FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER catalogue_changed BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER catalogue_changed BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON plan_prices FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER catalogue_changed BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON plan_descriptions FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER catalogue_changed BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON underwriting_questions FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER catalogue_changed BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON underwriting_options FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER catalogue_changed BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON plan_underwriting FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER catalogue_changed BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON aflac_questions FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER catalogue_changed BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON plan_blackouts FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER catalogue_changed BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON plan_offers FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
