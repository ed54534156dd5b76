-- A box opening in one statement (issue 20): the roll, the ticket pick and the whole open run in
-- the database, so an open is one round trip instead of eight. pgcrypto gives hmac(); it is a
-- trusted extension (a database owner may create it) and PGlite loads it from its contrib build.
CREATE EXTENSION IF NOT EXISTS pgcrypto;
--> statement-breakpoint
-- DESIGN section 3, as packages/fairness roll(): HMAC-SHA256(key = server seed, message =
-- `${game}:${clientSeed}:${nonce}:${cursor}`), its first 52 bits h, float = h / 2^52,
-- ticket = floor(float * 100000) + 1. float8 arithmetic is IEEE double, as in JavaScript, so the
-- ticket is the same to the last bit (the fairness vectors check it on PGlite and PostgreSQL).
CREATE FUNCTION fair_roll(
  p_server_seed text,
  p_client_seed text,
  p_game text,
  p_nonce integer,
  p_cursor integer
) RETURNS TABLE (hmac_hex text, ticket integer)
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT rolled.h,
         (floor(
           ((('x' || lpad(substr(rolled.h, 1, 13), 16, '0'))::bit(64)::bigint)::float8
             / 4503599627370496::float8) * 100000::float8
         ) + 1)::integer
  FROM (
    SELECT encode(
      hmac(p_game || ':' || p_client_seed || ':' || p_nonce || ':' || p_cursor, p_server_seed, 'sha256'),
      'hex'
    ) AS h
  ) AS rolled
$$;
--> statement-breakpoint
-- DESIGN section 3, as packages/fairness ticketRanges() + pickByTicket(): the 0-based index of the
-- item whose cumulative range holds the ticket. Each item gets round(weight / total * 100000)
-- tickets (Math.round: half up), at least 1 and leaving 1 for each item still to come; the last
-- item absorbs the rounding. Null when the ticket is outside [1, 100000].
CREATE FUNCTION ticket_pick(p_weights float8[], p_ticket integer) RETURNS integer
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
--> statement-breakpoint
-- Opens p_count of a site box (type 1) for a user, as one transaction when called as one
-- statement: the box and its prices are read at the moment of the open (an operator's price change
-- applies at once); the user's active seed pair gives p_count nonces (the row lock serialises a
-- user's rolls, a rollback gives them back); the price is debited with a conditional update that
-- never goes below zero; points are credited 1 per coin; each roll puts its drop in the bag with a
-- roll row, an item event and an open record. Every write is the one boxes/actions.ts made before,
-- row for row. Refusals raise, so nothing is written: SB404 no such box, SB428 no active seed pair
-- (the caller makes one and calls again), SB409 insufficient balance.
CREATE FUNCTION open_site_box(p_user_id bigint, p_box_id integer, p_count integer)
RETURNS TABLE (
  open_id bigint,
  bag_item_id bigint,
  roll_id bigint,
  ticket integer,
  nonce integer,
  item_id integer,
  item_names jsonb,
  item_image text,
  item_quality text,
  item_exterior text,
  item_price_cents bigint,
  amount_cents bigint,
  point_cents bigint
)
LANGUAGE plpgsql
AS $$
#variable_conflict use_column
DECLARE
  v_box record;
  v_items record;
  v_pair record;
  v_total bigint;
  v_reference text;
  v_roll record;
  v_index integer;
BEGIN
  IF p_count < 1 THEN
    RAISE EXCEPTION 'open_site_box needs a positive count, got %', p_count;
  END IF;
  SELECT b.id, b.type, b.price_cents INTO v_box
    FROM boxes b WHERE b.id = p_box_id AND b.enabled AND b.type = 1;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no openable box %', p_box_id USING ERRCODE = 'SB404';
  END IF;
  SELECT array_agg(bi.item_id ORDER BY bi.position) AS ids,
         array_agg(bi.tickets::float8 ORDER BY bi.position) AS weights,
         array_agg(c.names ORDER BY bi.position) AS names,
         array_agg(c.image ORDER BY bi.position) AS images,
         array_agg(c.quality ORDER BY bi.position) AS qualities,
         array_agg(c.exterior ORDER BY bi.position) AS exteriors,
         array_agg(coalesce(c.override_price_cents, c.model_price_cents) ORDER BY bi.position) AS prices
    INTO v_items
    FROM box_items bi JOIN catalogue_items c ON c.id = bi.item_id
    WHERE bi.box_id = p_box_id;
  IF v_items.ids IS NULL THEN
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
    SELECT r.ticket INTO v_roll
      FROM fair_roll(v_pair.server_seed, v_pair.client_seed, 'box', nonce, 0) r;
    ticket := v_roll.ticket;
    v_index := ticket_pick(v_items.weights, ticket) + 1;
    IF v_index IS NULL THEN
      RAISE EXCEPTION 'ticket % fell outside the contents of box %', ticket, p_box_id;
    END IF;
    item_id := v_items.ids[v_index];
    item_names := v_items.names[v_index];
    item_image := v_items.images[v_index];
    item_quality := v_items.qualities[v_index];
    item_exterior := v_items.exteriors[v_index];
    item_price_cents := v_items.prices[v_index];
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
