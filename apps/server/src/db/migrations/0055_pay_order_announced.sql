ALTER TABLE "pay_orders" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
-- every order made before the digest was announced by its own mail when it was created
UPDATE "pay_orders" SET "announced_at" = "created_at";--> statement-breakpoint
CREATE INDEX "pay_orders_announce_due_idx" ON "pay_orders" USING btree ("created_at") WHERE "pay_orders"."status" = 'INIT' and "pay_orders"."announced_at" is null;
