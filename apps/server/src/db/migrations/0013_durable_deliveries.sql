ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_status";--> statement-breakpoint
ALTER TABLE "carrier_commands" DROP CONSTRAINT "carrier_commands_status";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carrier_commands" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier_commands" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at","id") WHERE "mail_outbox"."status" in ('queued', 'failed', 'sending');--> statement-breakpoint
CREATE INDEX "carrier_commands_due_idx" ON "carrier_commands" USING btree ("next_attempt_at","id") WHERE "carrier_commands"."status" in ('PENDING', 'FAILED', 'SENDING');--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status" CHECK ("mail_outbox"."status" in ('queued', 'sending', 'failed', 'sent', 'dead', 'kept'));--> statement-breakpoint
ALTER TABLE "carrier_commands" ADD CONSTRAINT "carrier_commands_status" CHECK ("carrier_commands"."status" in ('PENDING', 'SENDING', 'FAILED', 'DONE', 'DEAD'));--> statement-breakpoint
-- Mails that failed before this migration had their bodies removed: they cannot be sent again, so they are given up.
UPDATE "mail_outbox" SET "status" = 'dead' WHERE "status" = 'failed';