CREATE TABLE "runway_reminder_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"days" smallint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "runway_reminder_settings_days" CHECK ("runway_reminder_settings"."days" in (0, 1, 2, 3, 5, 7, 14))
);
--> statement-breakpoint
ALTER TABLE "runway_reminder_settings" ADD CONSTRAINT "runway_reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;