CREATE TABLE "support_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"channels" jsonb NOT NULL,
	"office_hours" jsonb NOT NULL,
	"confirm_within_hours" integer,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "support_settings_single_row" CHECK ("support_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "support_settings" ADD CONSTRAINT "support_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;