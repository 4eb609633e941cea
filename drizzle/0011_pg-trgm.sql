-- Trigram indexes let the back office find orders by part of a name or an e-mail (ILIKE '%...%')
-- without reading every order. A trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
