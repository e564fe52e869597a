-- The daily fee rule and the cycle arithmetic stated once for every SQL statement (decision 0009, issue #35):
-- the daily run, the low-balance look ahead, the move to new plan versions and the usage allowance call these
-- instead of restating the arithmetic. packages/contract/src/daily-fee.ts states the same rule in TypeScript;
-- apps/server/test/fee-rule-sql.test.ts holds the two equal over random prices, cycles and days. Plain SQL,
-- IMMUTABLE: the planner inlines them, so a set-based statement over a million cards pays no call per row.
-- 2000-01-01 is FEE_EPOCH_DAY: where a card without a recorded cycle start counts its cycles from.
CREATE FUNCTION cycle_day_index(cycle_days integer, cycle_start date, on_day date) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT mod(mod(on_day - coalesce(cycle_start, date '2000-01-01'), cycle_days) + cycle_days, cycle_days)
$$;
--> statement-breakpoint
CREATE FUNCTION cycle_start_of(cycle_days integer, cycle_start date, on_day date) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT on_day - cycle_day_index(cycle_days, cycle_start, on_day)
$$;
--> statement-breakpoint
CREATE FUNCTION daily_fee(price_minor bigint, cycle_days integer, cycle_start date, on_day date) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT price_minor / cycle_days
    + CASE WHEN cycle_day_index(cycle_days, cycle_start, on_day) = 0 THEN price_minor % cycle_days ELSE 0 END
$$;
