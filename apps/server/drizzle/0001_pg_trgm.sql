-- Trigram matching for keyword search (ILIKE '%…%'): the GIN indexes of the next migration use
-- its gin_trgm_ops. Shipped with PostgreSQL (contrib) and trusted, so the database owner may
-- create it; present in the embedded PostgreSQL 18 and the machine's PostgreSQL 15.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
