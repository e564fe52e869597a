ALTER TABLE "pay_orders" DROP CONSTRAINT "pay_orders_status";--> statement-breakpoint
ALTER TABLE "pay_orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pay_orders_remind_due_idx" ON "pay_orders" USING btree ("created_at") WHERE "pay_orders"."status" = 'INIT' and "pay_orders"."reminded_at" is null;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_cancelled_at" CHECK (("pay_orders"."status" = 'CANCELLED') = ("pay_orders"."cancelled_at" is not null));--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_status" CHECK ("pay_orders"."status" in ('INIT', 'FINISHED', 'CANCELLED'));