CREATE TABLE "network_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "network_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"card_id" integer NOT NULL,
	"user_id" integer,
	"network" text NOT NULL,
	"source_event_id" text NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"network_name" text,
	"country" text,
	"cause" text,
	"detail" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "network_events_kind" CHECK ("network_events"."kind" in ('attach_accepted', 'attach_rejected', 'attach_failed', 'session_started', 'session_ended', 'session_failed', 'profile_downloaded', 'profile_installed', 'profile_failed')),
	CONSTRAINT "network_events_cause" CHECK ("network_events"."cause" is null or "network_events"."cause" in ('network_not_allowed', 'card_inactive', 'wrong_apn', 'device_locked', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "usage_imports" DROP CONSTRAINT "usage_imports_source";--> statement-breakpoint
ALTER TABLE "network_events" ADD CONSTRAINT "network_events_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_events" ADD CONSTRAINT "network_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "network_events_source_idx" ON "network_events" USING btree ("network","source_event_id");--> statement-breakpoint
CREATE INDEX "network_events_card_idx" ON "network_events" USING btree ("card_id","occurred_at");--> statement-breakpoint
CREATE INDEX "network_events_user_idx" ON "network_events" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "usage_imports" ADD CONSTRAINT "usage_imports_source" CHECK ("usage_imports"."source" in ('csv', 'simulator', 'network'));