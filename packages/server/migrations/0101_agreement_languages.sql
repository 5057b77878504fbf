-- Agreements in the store's languages (issue 25, docs/adr/0900-languages.md). A version of an agreement has a
-- wording per language, (text_key, version, language); the wordings of one version say the same thing, each with
-- its own hash, so a consent record still names the exact words accepted. English wordings stay as they were
-- (their hashes unchanged). Written so that running it again changes nothing.
ALTER TABLE agreement_texts ADD COLUMN IF NOT EXISTS language text NOT NULL DEFAULT 'en' CHECK (language ~ '^[a-z]{2}$');
ALTER TABLE agreement_texts DROP CONSTRAINT IF EXISTS agreement_texts_pkey;
ALTER TABLE agreement_texts ADD PRIMARY KEY (text_key, version, language);
CREATE OR REPLACE FUNCTION agreement_texts_keep_wording() RETURNS trigger AS $$ BEGIN IF TG_OP = 'DELETE' OR NEW.text_head <> OLD.text_head OR NEW.text_body <> OLD.text_body OR NEW.text_hash <> OLD.text_hash OR NEW.version <> OLD.version OR NEW.text_key <> OLD.text_key OR NEW.language <> OLD.language THEN RAISE EXCEPTION 'agreement texts are never edited: add a version'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql;

-- The Spanish wordings of the store's default agreements (seed/store-defaults.ts, STANDARD_AGREEMENTS), for a store
-- that holds the English default: as the same version, required, applying and ordered as it, and active when it is.
-- A store that changed a default keeps its own wording, in English only, until it adds the Spanish one. A new store
-- has no agreements yet here: its first start seeds both languages.
INSERT INTO agreement_texts (text_key, version, language, text_head, text_body, text_required, applies_to, sort_order, text_hash, active)
  SELECT text_key, version, 'es', 'Exactitud de esta solicitud',
    'He leído esta solicitud, incluidas las respuestas que se dan en ella, y confirmo que es verdadera y completa a mi leal saber y entender. Entiendo que las declaraciones falsas o incompletas pueden dar lugar a la pérdida de la cobertura o al rechazo de una reclamación.',
    text_required, applies_to, sort_order, 'a8c30d790544621948ce79a591770d440342231603f3345f3e35ace50524bd35', active
  FROM agreement_texts WHERE text_key = 'application-accuracy' AND language = 'en' AND text_hash = '0ab3d5fff01185da56ae23921769885fbfa5f88c506dcfd93866fa0a5c87cbc3'
  ON CONFLICT DO NOTHING;
INSERT INTO agreement_texts (text_key, version, language, text_head, text_body, text_required, applies_to, sort_order, text_hash, active)
  SELECT text_key, version, 'es', 'Términos del plan',
    'He recibido y leído la descripción de cada plan de esta inscripción, incluidas sus limitaciones y exclusiones, y entiendo que la cobertura comienza en la fecha de vigencia indicada una vez que se pague la primera prima.',
    text_required, applies_to, sort_order, 'f6c111765ffe309d3103d4ab3ba74aaac5708842789c226f055b34b8fcf4a404', active
  FROM agreement_texts WHERE text_key = 'plan-terms' AND language = 'en' AND text_hash = '2b3da026053011371031701fb4133af82996f8147a46891de52cc0b38d6f94aa'
  ON CONFLICT DO NOTHING;
INSERT INTO agreement_texts (text_key, version, language, text_head, text_body, text_required, applies_to, sort_order, text_hash, active)
  SELECT text_key, version, 'es', 'Autorización para usar información de salud',
    'Autorizo a médicos, hospitales y otros proveedores médicos a dar a la aseguradora información sobre mi salud y la de los dependientes incluidos en esta solicitud, para la evaluación de riesgos y el trámite de reclamaciones. Esta autorización es válida por 24 meses a partir de la fecha en que firme; una copia es tan válida como el original.',
    text_required, applies_to, sort_order, 'd07bd3f27983a34dc30e9e1379ed6d1d22b5fa12c540b82d81ba6add113e98bb', active
  FROM agreement_texts WHERE text_key = 'health-information' AND language = 'en' AND text_hash = '1d37fee570626940326242ac56f6367536b0277fee5ae2626d495938572fcad3'
  ON CONFLICT DO NOTHING;
INSERT INTO agreement_texts (text_key, version, language, text_head, text_body, text_required, applies_to, sort_order, text_hash, active)
  SELECT text_key, version, 'es', 'Autorización de débito bancario (EFT)',
    'Autorizo que la prima de los planes de esta inscripción se debite de la cuenta bancaria que proporcioné: el primer pago entre la fecha de inscripción y 5 días después, y luego cada mes entre el 1 y el 6 o entre el 21 y el 26, según mi fecha de facturación. No hay cargo mensual por pagar mediante EFT. Puedo detener un débito avisando al menos 3 días hábiles antes de que se realice; un débito devuelto por fondos insuficientes tiene un cargo de $30.',
    text_required, applies_to, sort_order, 'e6ff922a39a1d96999b47277bf80241e1a239e3e067eefa734a62e9f154651d5', active
  FROM agreement_texts WHERE text_key = 'eft-authorization' AND language = 'en' AND text_hash = 'da91968d4e5614693473e37713aa764054cf7879d9fece44c97469c70d3fe57f'
  ON CONFLICT DO NOTHING;
INSERT INTO agreement_texts (text_key, version, language, text_head, text_body, text_required, applies_to, sort_order, text_hash, active)
  SELECT text_key, version, 'es', 'Autorización de pago con tarjeta',
    'Autorizo que la prima de los planes de esta inscripción se cargue a la tarjeta que proporcioné: el primer mes cuando se confirme mi inscripción y luego cada mes en mi fecha de facturación, hasta que yo cancele.',
    text_required, applies_to, sort_order, 'd65c1ff79ec1038116f2280289eb4289f207266c39e0c61267e093054d4e1605', active
  FROM agreement_texts WHERE text_key = 'card-authorization' AND language = 'en' AND text_hash = '3790ab5bae51ef15dac9b1ca24c8e205d018d3868948c3bf7077aaac802d0f61'
  ON CONFLICT DO NOTHING;
INSERT INTO agreement_texts (text_key, version, language, text_head, text_body, text_required, applies_to, sort_order, text_hash, active)
  SELECT text_key, version, 'es', 'Registros y firma electrónicos',
    'Acepto firmar esta solicitud electrónicamente y recibir sus documentos, avisos y recibos por correo electrónico en la dirección que proporcioné. Mi firma electrónica tiene el mismo efecto que una firma en papel.',
    text_required, applies_to, sort_order, '8ed8fbd49f7f3bb25604a74f64a80de968466e89b7871552b722e8400f77faee', active
  FROM agreement_texts WHERE text_key = 'electronic-signature' AND language = 'en' AND text_hash = 'eb32f3ba7df402689ded91d1b8b1114365e51040e5a595a75b9aa045d99e2f2a'
  ON CONFLICT DO NOTHING;
