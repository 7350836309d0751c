-- The sales roll-ups were keyed by UTC days; they are now keyed by business days (Africa/Lagos).
-- Forgetting the roll-up state makes the next run rebuild every roll-up from the orders.
DELETE FROM "dashboard_rollup_state";
