-- The trigram operator classes the customer search indexes use; a trusted extension (PostgreSQL 13+), created by
-- the database owner. PGlite loads it at start (db/database.ts createPglite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);