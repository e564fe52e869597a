ALTER TABLE "auth_sessions" ADD COLUMN "browser" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "os" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_device" CHECK ("auth_sessions"."device" in ('desktop', 'mobile', 'tablet', 'tv'));