CREATE TABLE "data_alert_settings" (
	"card_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"thresholds" smallint[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_alert_settings_card_id_user_id_pk" PRIMARY KEY("card_id","user_id"),
	CONSTRAINT "data_alert_settings_thresholds" CHECK ("data_alert_settings"."thresholds" <@ array[50, 80, 90, 100]::smallint[])
);
--> statement-breakpoint
ALTER TABLE "usage_alerts" DROP CONSTRAINT "usage_alerts_threshold";--> statement-breakpoint
ALTER TABLE "data_alert_settings" ADD CONSTRAINT "data_alert_settings_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_alert_settings" ADD CONSTRAINT "data_alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_alerts" ADD CONSTRAINT "usage_alerts_threshold" CHECK ("usage_alerts"."threshold" in (50, 80, 90, 100));