-- An offer's popup in the store's other languages (docs/adr/0900-languages.md): its title, header and link text per
-- language, as the catalogue document gives them (`es: {title, header, link_text}`). English stays in the columns
-- it always had; an offer with no wording in a visitor's language shows those. Running it again changes nothing.
ALTER TABLE plan_offers ADD COLUMN IF NOT EXISTS wordings jsonb NOT NULL DEFAULT '{}'::jsonb;
