-- Account deletion (issue #34, docs/decisions/0040-account-deletion.md): a deleted account keeps its row, for the
-- ledger rows the law keeps, with the time of deletion; the deletion is confirmed with a mailed code of its own.
ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_purpose";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_purpose" CHECK ("verification_codes"."purpose" in ('register', 'reset', 'delete_account'));