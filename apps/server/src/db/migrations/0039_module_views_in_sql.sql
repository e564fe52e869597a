-- Modules own their tables in SQL text too (issue #57, docs/decisions/0064): usage reads a card's ICCID and
-- deletion through sims' cards view (recreated with the two columns at its end), and the add-ons a card's holder
-- bought through billing's new add_on_purchases view, instead of naming sim_cards and card_add_ons.
DROP VIEW "public"."cards";--> statement-breakpoint
CREATE VIEW "public"."add_on_purchases" AS (select "card_id", "user_id", "traffic_mb", "purchased_at" from "card_add_ons");--> statement-breakpoint
CREATE VIEW "public"."cards" AS (select "id", "card_number", "status", "user_id", "label", "current_plan_id", "pending_plan_id", "pending_plan_from", "cycle_start_day", "suspend_reason", "bound_at", "last_retired_at", "created_at", "iccid", "deleted_at" from "sim_cards");