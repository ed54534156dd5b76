-- The function as it is now, applied at every start (db/repeatable.ts); migration 0009 made it. A
-- change of its arguments or result type needs a migration that drops it first.
-- DESIGN section 3, as packages/fairness ticketRanges() + pickByTicket(): the 0-based index of the
-- item whose cumulative range holds the ticket. Each item gets round(weight / total * 100000)
-- tickets (Math.round: half up), at least 1 and leaving 1 for each item still to come; the last
-- item absorbs the rounding. Null when the ticket is outside [1, 100000].
CREATE OR REPLACE FUNCTION ticket_pick(p_weights float8[], p_ticket integer) RETURNS integer
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
DECLARE
  v_count integer := coalesce(cardinality(p_weights), 0);
  v_total float8 := 0;
  v_next integer := 1;
  v_share float8;
  v_widest integer;
  v_width integer;
BEGIN
  FOR i IN 1..v_count LOOP
    v_total := v_total + p_weights[i];
  END LOOP;
  FOR i IN 1..v_count LOOP
    v_widest := 100000 - v_next + 1 - (v_count - i);
    IF i = v_count THEN
      v_width := v_widest;
    ELSE
      v_share := (p_weights[i] / v_total) * 100000::float8;
      v_width := least(
        v_widest,
        greatest(1, (floor(v_share) + CASE WHEN v_share - floor(v_share) >= 0.5 THEN 1 ELSE 0 END)::integer)
      );
    END IF;
    IF p_ticket >= v_next AND p_ticket < v_next + v_width THEN
      RETURN i - 1;
    END IF;
    v_next := v_next + v_width;
  END LOOP;
  RETURN NULL;
END
$$;
