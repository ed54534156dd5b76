-- The function as it is now, applied at every start (db/repeatable.ts); migration 0011 made it and
-- its trigger ledger_play_limits (BEFORE INSERT ON ledger). A change of its arguments or result
-- type needs a migration that drops it first.
--
-- Responsible gaming (issue 19, apps/server/src/limits): every debit of a player's coins, points or
-- ammo to the house or into escrow is a stake or a spend. The ledger refuses it during the
-- player's cool-off or self-exclusion, and refuses coins that would take their net losses over
-- the last 24 hours, 7 days or 30 days past a loss limit, whichever code path or SQL function
-- writes it (open_site_box included). Locking the player's limits row makes parallel stakes of
-- one player pass one at a time, so two of them never both fit under a limit; players without
-- limits have no row and pay one index lookup. Refusals: SQLSTATE RG403 (paused), RG409 with
-- DETAIL '<Day|Week|Month>:<limit cents>' (limits/enforcement.ts limitRefusal).
CREATE OR REPLACE FUNCTION enforce_play_limits() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  row_limits player_limits%ROWTYPE;
  in_force jsonb;
  lost_day bigint;
  lost_week bigint;
  lost_month bigint;
BEGIN
  IF NEW.cents >= 0 OR NEW.account NOT IN ('house', 'escrow') THEN
    RETURN NEW;
  END IF;
  SELECT * INTO row_limits FROM player_limits WHERE user_id = NEW.user_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NEW;
  END IF;
  IF row_limits.paused_until IS NOT NULL AND row_limits.paused_until > now() THEN
    RAISE EXCEPTION 'play is paused' USING ERRCODE = 'RG403';
  END IF;
  IF NEW.currency <> 'amount' THEN
    RETURN NEW;
  END IF;
  in_force := CASE
    WHEN row_limits.pending IS NOT NULL AND row_limits.pending_from <= now() THEN row_limits.pending
    ELSE row_limits.limits
  END;
  IF NOT (in_force ? 'lossDay' OR in_force ? 'lossWeek' OR in_force ? 'lossMonth') THEN
    RETURN NEW;
  END IF;
  SELECT losses.lost_day, losses.lost_week, losses.lost_month
    INTO lost_day, lost_week, lost_month
    FROM player_losses(NEW.user_id, now()) losses;
  IF in_force ? 'lossDay' AND lost_day - NEW.cents > (in_force ->> 'lossDay')::bigint THEN
    RAISE EXCEPTION 'loss limit' USING ERRCODE = 'RG409', DETAIL = 'Day:' || (in_force ->> 'lossDay');
  END IF;
  IF in_force ? 'lossWeek' AND lost_week - NEW.cents > (in_force ->> 'lossWeek')::bigint THEN
    RAISE EXCEPTION 'loss limit' USING ERRCODE = 'RG409', DETAIL = 'Week:' || (in_force ->> 'lossWeek');
  END IF;
  IF in_force ? 'lossMonth' AND lost_month - NEW.cents > (in_force ->> 'lossMonth')::bigint THEN
    RAISE EXCEPTION 'loss limit' USING ERRCODE = 'RG409', DETAIL = 'Month:' || (in_force ->> 'lossMonth');
  END IF;
  RETURN NEW;
END
$$;
