ALTER TABLE "carrier_commands" DROP CONSTRAINT "carrier_commands_action";--> statement-breakpoint
ALTER TABLE "usage_records" ALTER COLUMN "region_code" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "carrier_commands" ADD CONSTRAINT "carrier_commands_action" CHECK ("carrier_commands"."action" in ('PAUSE', 'RESUME', 'TERMINATE', 'THROTTLE', 'UNTHROTTLE'));