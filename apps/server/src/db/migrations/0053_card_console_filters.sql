CREATE INDEX "card_groups_name_prefix_idx" ON "card_groups" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sim_cards_status_idx" ON "sim_cards" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sim_cards_type_status_idx" ON "sim_cards" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "sim_cards_starter_pack_idx" ON "sim_cards" USING btree ("id") WHERE "sim_cards"."is_starter_pack";--> statement-breakpoint
CREATE INDEX "sim_cards_deleted_idx" ON "sim_cards" USING btree ("id") WHERE "sim_cards"."deleted_at" is not null;