-- The function as it is now, applied at every start (db/repeatable.ts); migration 0010 made it. A
-- change of its arguments or result type needs a migration that drops it first.
-- DESIGN section 3, as packages/fairness roll(): HMAC-SHA256(key = server seed, message =
-- `${game}:${clientSeed}:${nonce}:${cursor}`), its first 52 bits h, float = h / 2^52,
-- ticket = floor(float * 100000) + 1. float8 arithmetic is IEEE double, as in JavaScript, so the
-- ticket is the same to the last bit (the fairness vectors check it on PGlite and PostgreSQL).
CREATE OR REPLACE FUNCTION fair_roll(
  p_server_seed text,
  p_client_seed text,
  p_game text,
  p_nonce integer,
  p_cursor integer,
  OUT hmac_hex text,
  OUT ticket integer
)
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
BEGIN
  hmac_hex := encode(
    hmac(p_game || ':' || p_client_seed || ':' || p_nonce || ':' || p_cursor, p_server_seed, 'sha256'),
    'hex'
  );
  ticket := (floor(
    ((('x' || lpad(substr(hmac_hex, 1, 13), 16, '0'))::bit(64)::bigint)::float8
      / 4503599627370496::float8) * 100000::float8
  ) + 1)::integer;
END
$$;
