-- The overview's kept day totals are summed by reason too, so that a StarterPack's credit (TOP_UP, reason
-- starter_pack_credit) is told apart from money received (decision 0027, addendum). The totals are a cache of the
-- ledger: they are emptied with their marks, and each closed day is summed again the first time it is read.
DELETE FROM "ledger_day_totals";--> statement-breakpoint
DELETE FROM "closed_ledger_days";--> statement-breakpoint
ALTER TABLE "ledger_day_totals" ADD COLUMN "reason" text NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_day_totals" DROP CONSTRAINT "ledger_day_totals_day_type_pk";--> statement-breakpoint
ALTER TABLE "ledger_day_totals" ADD CONSTRAINT "ledger_day_totals_day_type_reason_pk" PRIMARY KEY("day","type","reason");--> statement-breakpoint
ALTER TABLE "ledger_day_totals" ADD CONSTRAINT "ledger_day_totals_reason" CHECK ("ledger_day_totals"."reason" in ('pay_order', 'admin_recharge', 'starter_pack_credit', 'daily_fee', 'add_on_purchase', 'esim_apply', 'refund'));
