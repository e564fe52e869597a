CREATE TABLE "alert_channels" (
	"user_id" integer NOT NULL,
	"alert" text NOT NULL,
	"mail" boolean NOT NULL,
	"push" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_channels_user_id_alert_pk" PRIMARY KEY("user_id","alert"),
	CONSTRAINT "alert_channels_alert" CHECK ("alert_channels"."alert" in ('data', 'autoAddOn', 'lowBalance', 'bridge', 'trip'))
);
--> statement-breakpoint
ALTER TABLE "alert_channels" ADD CONSTRAINT "alert_channels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;