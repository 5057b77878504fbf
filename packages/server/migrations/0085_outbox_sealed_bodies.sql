-- Mail bodies hold live resume codes and signing links: from now on they are sealed with the server's PII key
-- (docs/adr/0702-mail-bodies-sealed-at-rest.md). Rows written before stay false until the server, which holds
-- the key, seals them at its next start (mail/outbox-store.ts sealClearBodies).
ALTER TABLE outbox ADD COLUMN body_sealed boolean NOT NULL DEFAULT false;
