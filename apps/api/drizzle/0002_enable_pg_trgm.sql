-- Hand-written: trigram indexes on products.search_text need pg_trgm (trusted since PostgreSQL 13,
-- so the database owner may create it; PGlite loads it from its contrib bundle).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
