-- One outbox (issue #35, decision 0052): the carrier's commands and the mails, two queues with their own states,
-- become one table `deliveries` owned by modules/deliveries, its kind's payload in jsonb and one vocabulary of
-- states. Every row of both is copied with its state mapped (PENDING/queued → queued, SENDING/sending → sending,
-- FAILED/failed → failed, DONE/sent → delivered, DEAD/dead → dead, kept → kept), then the two tables are dropped.
-- A card's commands keep their order (its ordering key is card:<id>, and they are copied in id order).
CREATE TABLE "deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"ordering_key" text,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "deliveries_kind" CHECK ("deliveries"."kind" in ('carrier_command', 'mail')),
	CONSTRAINT "deliveries_state" CHECK ("deliveries"."state" in ('queued', 'sending', 'failed', 'delivered', 'dead', 'kept'))
);
--> statement-breakpoint
CREATE INDEX "deliveries_due_idx" ON "deliveries" USING btree ("next_attempt_at","id") WHERE "deliveries"."state" in ('queued', 'failed', 'sending');--> statement-breakpoint
CREATE INDEX "deliveries_ordering_idx" ON "deliveries" USING btree ("ordering_key","id") WHERE "deliveries"."ordering_key" is not null;--> statement-breakpoint
CREATE INDEX "deliveries_failed_idx" ON "deliveries" USING btree ("id") WHERE "deliveries"."state" in ('failed', 'dead');--> statement-breakpoint
CREATE INDEX "deliveries_kind_state_idx" ON "deliveries" USING btree ("kind","state");--> statement-breakpoint
CREATE INDEX "deliveries_mail_created_idx" ON "deliveries" USING btree ("created_at","id") WHERE "deliveries"."kind" = 'mail';--> statement-breakpoint
CREATE INDEX "deliveries_mail_to_idx" ON "deliveries" USING btree (("payload" ->> 'to')) WHERE "deliveries"."kind" = 'mail';--> statement-breakpoint
INSERT INTO "deliveries" ("kind", "ordering_key", "payload", "state", "attempts", "last_error", "next_attempt_at",
  "locked_until", "created_at", "delivered_at")
SELECT 'carrier_command', 'card:' || "card_id",
  jsonb_build_object('cardId', "card_id", 'iccid', "iccid", 'action', "action"),
  CASE "status" WHEN 'PENDING' THEN 'queued' WHEN 'SENDING' THEN 'sending' WHEN 'FAILED' THEN 'failed'
    WHEN 'DONE' THEN 'delivered' WHEN 'DEAD' THEN 'dead' END,
  "attempts", "last_error", "next_attempt_at", "locked_until", "created_at", "delivered_at"
FROM "carrier_commands" ORDER BY "id";--> statement-breakpoint
INSERT INTO "deliveries" ("kind", "payload", "state", "attempts", "last_error", "next_attempt_at", "locked_until",
  "created_at", "delivered_at")
SELECT 'mail',
  jsonb_build_object('to', "to_address", 'mailKind', "kind", 'locale', "locale", 'subject', "subject",
    'text', "text_body"),
  CASE "status" WHEN 'sent' THEN 'delivered' ELSE "status" END,
  "attempts", "error", "next_attempt_at", "locked_until", "created_at",
  CASE "status" WHEN 'sent' THEN "processed_at" END
FROM "mail_outbox" ORDER BY "id";--> statement-breakpoint
DROP TABLE "carrier_commands";--> statement-breakpoint
DROP TABLE "mail_outbox";
