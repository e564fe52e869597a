CREATE TABLE "card_cap_days" (
	"card_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"business_day" date NOT NULL,
	"kind" text NOT NULL,
	"warned_at" timestamp with time zone,
	"reached_at" timestamp with time zone,
	"hold" text,
	"lifted_at" timestamp with time zone,
	CONSTRAINT "card_cap_days_card_id_user_id_business_day_kind_pk" PRIMARY KEY("card_id","user_id","business_day","kind"),
	CONSTRAINT "card_cap_days_kind" CHECK ("card_cap_days"."kind" in ('data', 'money')),
	CONSTRAINT "card_cap_days_hold" CHECK ("card_cap_days"."hold" is null or "card_cap_days"."hold" in ('THROTTLE', 'PAUSE', 'PAUSED'))
);
--> statement-breakpoint
CREATE TABLE "card_caps" (
	"card_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"data_mb_per_day" integer,
	"data_action" text NOT NULL,
	"money_minor_per_day" bigint,
	"money_action" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_caps_card_id_user_id_pk" PRIMARY KEY("card_id","user_id"),
	CONSTRAINT "card_caps_some" CHECK ("card_caps"."data_mb_per_day" is not null or "card_caps"."money_minor_per_day" is not null),
	CONSTRAINT "card_caps_data" CHECK ("card_caps"."data_mb_per_day" > 0),
	CONSTRAINT "card_caps_money" CHECK ("card_caps"."money_minor_per_day" > 0),
	CONSTRAINT "card_caps_data_action" CHECK ("card_caps"."data_action" in ('SLOW', 'STOP')),
	CONSTRAINT "card_caps_money_action" CHECK ("card_caps"."money_action" in ('SLOW', 'STOP'))
);
--> statement-breakpoint
ALTER TABLE "alert_channels" DROP CONSTRAINT "alert_channels_alert";--> statement-breakpoint
ALTER TABLE "auto_add_on_events" DROP CONSTRAINT "auto_add_on_events_outcome";--> statement-breakpoint
ALTER TABLE "card_cap_days" ADD CONSTRAINT "card_cap_days_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_cap_days" ADD CONSTRAINT "card_cap_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_caps" ADD CONSTRAINT "card_caps_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_caps" ADD CONSTRAINT "card_caps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_cap_days_held_idx" ON "card_cap_days" USING btree ("business_day") WHERE "card_cap_days"."hold" is not null and "card_cap_days"."lifted_at" is null;--> statement-breakpoint
ALTER TABLE "alert_channels" ADD CONSTRAINT "alert_channels_alert" CHECK ("alert_channels"."alert" in ('data', 'autoAddOn', 'lowBalance', 'bridge', 'trip', 'caps'));--> statement-breakpoint
ALTER TABLE "auto_add_on_events" ADD CONSTRAINT "auto_add_on_events_outcome" CHECK ("auto_add_on_events"."outcome" in ('bought', 'balance_short', 'not_in_use', 'not_on_sale', 'money_cap'));