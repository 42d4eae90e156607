-- A versioned migration (atlas) written after ent's schema: a pet's name
-- is unique per owner.
CREATE UNIQUE INDEX pets_owner_name ON pets (owner_id, name);
