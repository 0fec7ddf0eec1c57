-- Trigram matching for word-list search (the GIN index on wordlists.search_text, next migration). pg_trgm is a
-- trusted extension: any user who may create objects in the database can add it. PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
