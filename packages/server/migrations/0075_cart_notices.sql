-- What the server did to a cart that the shopper did not ask for in so many words (docs/adr/0613): lines a change
-- of the quote took out (with the catalogue's reason) or priced anew. Shown on the cart until the cart changes.
ALTER TABLE temp_enrollments ADD COLUMN IF NOT EXISTS cart_notices jsonb NOT NULL DEFAULT '[]'::jsonb;
