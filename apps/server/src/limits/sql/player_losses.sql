-- The function as it is now, applied at every start (db/repeatable.ts). A change of its arguments
-- or result type needs a migration that drops it first.
--
-- A player's net losses in the 24 hours, 7 days and 30 days before p_at: coins that went to the
-- house or into escrow (openings, stakes, tries, mall purchases) less the coins that came back
-- from them (winnings, refunds, sales). Recharges (mint) and promotions are neither. Negative when
-- the player is ahead. The one count of the loss limits: the ledger's trigger
-- (enforce_play_limits) refuses a stake by it and the limits screen (limits/usage.ts) shows it.
CREATE OR REPLACE FUNCTION player_losses(p_user_id bigint, p_at timestamptz)
RETURNS TABLE (lost_day bigint, lost_week bigint, lost_month bigint)
LANGUAGE plpgsql STABLE
AS $$
BEGIN
  -- plpgsql keeps the query's plan for the connection; a LANGUAGE sql function returning a table
  -- is planned again at every call (migration 0010), and the trigger calls this at every stake of a
  -- player with a loss limit.
  RETURN QUERY SELECT
    coalesce(-sum(l.cents) FILTER (WHERE l.created_at > p_at - interval '1 day'), 0)::bigint,
    coalesce(-sum(l.cents) FILTER (WHERE l.created_at > p_at - interval '7 days'), 0)::bigint,
    coalesce(-sum(l.cents), 0)::bigint
  FROM ledger l
  WHERE l.user_id = p_user_id AND l.currency = 'amount' AND l.account IN ('house', 'escrow')
    AND l.created_at > p_at - interval '30 days';
END
$$;
