-- Each module owns its data (issue #35, docs/decisions/0051): an account's credentials move from users to
-- "credentials" (modules/auth), its balance to "balances" (modules/ledger), every row copied before the columns
-- go, so nothing is lost: a deleted account keeps its unusable password, every balance its exact amount. The
-- users table is locked against writes first, so no password, second factor or balance can change between the
-- copy and the drop (reads go on).
LOCK TABLE "users" IN EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "credentials" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text,
	"totp_pending_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" bigint,
	"passkey_challenge" text,
	"passkey_challenge_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "balances_non_negative" CHECK ("balances"."balance" >= 0)
);
--> statement-breakpoint
INSERT INTO "credentials" ("user_id", "password_hash", "totp_secret", "totp_pending_secret", "totp_enabled_at",
  "totp_last_step", "passkey_challenge", "passkey_challenge_expires_at")
SELECT "id", "password_hash", "totp_secret", "totp_pending_secret", "totp_enabled_at", "totp_last_step",
  "passkey_challenge", "passkey_challenge_expires_at"
FROM "users";--> statement-breakpoint
INSERT INTO "balances" ("user_id", "balance") SELECT "id", "balance" FROM "users";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_balance_non_negative";--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "balance";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "totp_secret";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "totp_pending_secret";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "totp_enabled_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "totp_last_step";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "passkey_challenge";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "passkey_challenge_expires_at";--> statement-breakpoint
CREATE VIEW "public"."account_balances" AS (select "user_id", "balance" from "balances");--> statement-breakpoint
CREATE VIEW "public"."user_accounts" AS (select "id", "username", "email", "level", "admin_role", "is_register", "locale", "created_at", "deleted_at" from "users");
