-- A stored quote filter's tier is decoded as a Tier on read (docs/adr/0016): a row outside IO, IS, IC and IF now fails
-- loudly instead of being read as IO by each reader. Old rows are normalised once here: a tier in other letter case or
-- with blanks becomes its own spelling, anything else becomes IO (what every reader made of it before).
UPDATE temp_enrollments
   SET filter = jsonb_set(filter, '{tier}', to_jsonb(CASE WHEN upper(btrim(filter->>'tier')) IN ('IO', 'IS', 'IC', 'IF') THEN upper(btrim(filter->>'tier')) ELSE 'IO' END))
 WHERE filter ? 'tier' AND (jsonb_typeof(filter->'tier') <> 'string' OR filter->>'tier' NOT IN ('IO', 'IS', 'IC', 'IF'));
-- The filter a quote's link opens (migration 0070) is read with the same codec.
UPDATE enrollment_quotes
   SET quoted = jsonb_set(quoted, '{filter,tier}', to_jsonb(CASE WHEN upper(btrim(quoted->'filter'->>'tier')) IN ('IO', 'IS', 'IC', 'IF') THEN upper(btrim(quoted->'filter'->>'tier')) ELSE 'IO' END))
 WHERE quoted IS NOT NULL AND quoted->'filter' ? 'tier'
   AND (jsonb_typeof(quoted->'filter'->'tier') <> 'string' OR quoted->'filter'->>'tier' NOT IN ('IO', 'IS', 'IC', 'IF'));
