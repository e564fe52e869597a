CREATE TABLE "sim_card_states" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sim_card_states_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"card_id" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"user_id" integer,
	"status" text NOT NULL,
	"current_plan_id" integer,
	"cycle_start_day" date
);
--> statement-breakpoint
ALTER TABLE "sim_card_states" ADD CONSTRAINT "sim_card_states_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_card_states_card_idx" ON "sim_card_states" USING btree ("card_id","valid_until");--> statement-breakpoint
CREATE INDEX "sim_card_states_user_idx" ON "sim_card_states" USING btree ("user_id","valid_until") WHERE "sim_card_states"."user_id" is not null;--> statement-breakpoint
-- What a card was before each change billing reads (holder, status, plan, cycle start), whoever changes it:
-- a catch-up run of a missed day reads the state at the day's start from here (decision 0035). The time is the
-- run's day start inside a run's batch (simportal.state_time), else the transaction's, moved by the tests'
-- clock offset (simportal.clock_offset_ms, set by test/helpers/test-database.ts only).
CREATE FUNCTION sim_card_state_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.user_id, OLD.status, OLD.current_plan_id, OLD.cycle_start_day)
       IS DISTINCT FROM (NEW.user_id, NEW.status, NEW.current_plan_id, NEW.cycle_start_day) THEN
    INSERT INTO sim_card_states (card_id, valid_until, user_id, status, current_plan_id, cycle_start_day)
    VALUES (OLD.id,
      coalesce(nullif(current_setting('simportal.state_time', true), '')::timestamptz,
        now() + coalesce(nullif(current_setting('simportal.clock_offset_ms', true), '')::bigint, 0)
          * interval '1 millisecond'),
      OLD.user_id, OLD.status, OLD.current_plan_id, OLD.cycle_start_day);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sim_cards_state_history AFTER UPDATE ON sim_cards
  FOR EACH ROW EXECUTE FUNCTION sim_card_state_history();
