CREATE TABLE "notify_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notify_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notify_events_kind" CHECK ("notify_events"."kind" in ('usage.threshold_reached', 'cap.warned', 'cap.reached', 'add_on.auto_bought', 'add_on.auto_refused', 'balance.low', 'balance.runway_low', 'bridge.started', 'bridge.ended', 'trip.tomorrow', 'card.suspended', 'card.status_changed', 'card.taken_back', 'pay_order.credited', 'bulk_job.completed', 'pay_order.waiting', 'card_job.finished', 'esim.low_stock', 'card.bind_locked'))
);
--> statement-breakpoint
CREATE TABLE "quiet_hours" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"from_minute" smallint NOT NULL,
	"to_minute" smallint NOT NULL,
	"time_zone" text NOT NULL,
	"follow_device" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiet_hours_minutes" CHECK ("quiet_hours"."from_minute" between 0 and 1439 and "quiet_hours"."to_minute" between 0 and 1439)
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "not_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notify_events" ADD CONSTRAINT "notify_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiet_hours" ADD CONSTRAINT "quiet_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notify_events_user_idx" ON "notify_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notify_events_unread_idx" ON "notify_events" USING btree ("user_id") WHERE "notify_events"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notify_events_created_idx" ON "notify_events" USING btree ("created_at");