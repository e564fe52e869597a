CREATE TABLE "passkey_ceremonies" (
	"challenge" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "passkey_ceremonies_expires_at_idx" ON "passkey_ceremonies" USING btree ("expires_at");