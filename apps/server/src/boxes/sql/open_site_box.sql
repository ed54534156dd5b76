-- The function as it is now, applied at every start (db/repeatable.ts); migration 0012 made it. A
-- change of its arguments or result type needs a migration that drops it first.
-- Opens p_count of a site box (type 1) for a user, as one transaction when called as one
-- statement: the box and its prices are read at the moment of the open (an operator's price change
-- applies at once); the user's active seed pair gives p_count nonces (the row lock serialises a
-- user's rolls, a rollback gives them back); the price is debited with a conditional update that
-- never goes below zero; points are credited 1 per coin; each roll puts its drop in the bag with a
-- roll row, an item event and an open record. Every write is the one boxes/actions.ts made before,
-- row for row. Refusals raise, so nothing is written: SB404 no such box, SB428 no active seed pair
-- (the caller makes one and calls again), SB409 insufficient balance.
CREATE OR REPLACE FUNCTION open_site_box(p_user_id bigint, p_box_id integer, p_count integer)
RETURNS TABLE (
  open_id bigint,
  bag_item_id bigint,
  roll_id bigint,
  ticket integer,
  nonce integer,
  item_id integer,
  item_price_cents bigint,
  amount_cents bigint,
  point_cents bigint
)
LANGUAGE plpgsql
AS $$
#variable_conflict use_column
DECLARE
  v_box record;
  v_contents record;
  v_pair record;
  v_total bigint;
  v_reference text;
  v_index integer;
BEGIN
  IF p_count < 1 THEN
    RAISE EXCEPTION 'open_site_box needs a positive count, got %', p_count;
  END IF;
  SELECT b.type, b.price_cents INTO v_box
    FROM boxes b WHERE b.id = p_box_id AND b.enabled AND b.type = 1;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no openable box %', p_box_id USING ERRCODE = 'SB404';
  END IF;
  SELECT array_agg(bi.item_id ORDER BY bi.position) AS ids,
         array_agg(bi.tickets::float8 ORDER BY bi.position) AS weights
    INTO v_contents
    FROM box_items bi WHERE bi.box_id = p_box_id;
  IF v_contents.ids IS NULL THEN
    RAISE EXCEPTION 'box % has no contents', p_box_id USING ERRCODE = 'SB404';
  END IF;
  v_total := v_box.price_cents * p_count;
  IF v_total <= 0 THEN
    RAISE EXCEPTION 'a movement needs positive cents, got %', v_total;
  END IF;

  UPDATE seed_pairs s SET nonce = s.nonce + p_count
    WHERE s.user_id = p_user_id AND s.retired_at IS NULL
    RETURNING s.id, s.server_seed, s.client_seed, s.nonce - p_count AS first_nonce INTO v_pair;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'user % has no active seed pair', p_user_id USING ERRCODE = 'SB428';
  END IF;
  v_reference := 'box:' || p_box_id || ':seed:' || v_pair.id || ':nonce:' || v_pair.first_nonce;

  UPDATE balances bal SET cents = bal.cents - v_total
    WHERE bal.user_id = p_user_id AND bal.currency = 'amount' AND bal.cents >= v_total
    RETURNING bal.cents INTO amount_cents;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'insufficient balance' USING ERRCODE = 'SB409';
  END IF;
  INSERT INTO ledger (user_id, currency, cents, account, kind, reference)
    VALUES (p_user_id, 'amount', -v_total, 'house', 'box.open', v_reference);
  INSERT INTO balances AS bal (user_id, currency, cents) VALUES (p_user_id, 'point', v_total)
    ON CONFLICT (user_id, currency) DO UPDATE SET cents = bal.cents + excluded.cents
    RETURNING bal.cents INTO point_cents;
  INSERT INTO ledger (user_id, currency, cents, account, kind, reference)
    VALUES (p_user_id, 'point', v_total, 'promotions', 'box.open.points', v_reference);

  FOR i IN 0..p_count - 1 LOOP
    nonce := v_pair.first_nonce + i;
    ticket := (fair_roll(v_pair.server_seed, v_pair.client_seed, 'box', nonce, 0)).ticket;
    v_index := ticket_pick(v_contents.weights, ticket) + 1;
    IF v_index IS NULL THEN
      RAISE EXCEPTION 'ticket % fell outside the contents of box %', ticket, p_box_id;
    END IF;
    item_id := v_contents.ids[v_index];
    SELECT coalesce(c.override_price_cents, c.model_price_cents) INTO item_price_cents
      FROM catalogue_items c WHERE c.id = item_id;
    INSERT INTO rolls (user_id, seed_pair_id, game, nonce, cursor, ticket)
      VALUES (p_user_id, v_pair.id, 'box', nonce, 0, ticket)
      RETURNING rolls.id INTO roll_id;
    INSERT INTO bag_items (user_id, item_id, source, source_ref)
      VALUES (p_user_id, item_id, 'box', 'roll:' || roll_id)
      RETURNING bag_items.id INTO bag_item_id;
    INSERT INTO bag_events (user_id, bag_item_id, kind, price_cents)
      VALUES (p_user_id, bag_item_id, 'box.open', item_price_cents);
    INSERT INTO open_records
        (user_id, box_id, box_type, item_id, bag_item_id, roll_id, box_price_cents, item_price_cents)
      VALUES (p_user_id, p_box_id, v_box.type, item_id, bag_item_id, roll_id, v_box.price_cents,
              item_price_cents)
      RETURNING open_records.id INTO open_id;
    RETURN NEXT;
  END LOOP;
END
$$;
