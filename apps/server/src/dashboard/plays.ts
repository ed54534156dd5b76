import { sql, type SQL } from 'drizzle-orm';

/**
 * Every play of every game as one row set, the single definition the dashboard, the top wins and
 * a player's games list read: `game`, `user_id`, `reference`, `at` (when it was decided), `stake`
 * and `payout` in cents (coins put in, value given back: drops at their price when they dropped,
 * winnings), `box_id` (a box opening's box) and `target` (the return the play was priced for).
 *
 * - box: a site box opened (open_records, type 1): its price against the drop, target the box's.
 * - battle: a player's seat in a finished battle: the seat cost against the drops that seat took
 *   home (the winner's take, or its own on a tie); target the rounds' boxes, price-weighted. Bot
 *   seats are the house's and are not plays.
 * - crash: a bet of a settled round: the stake against its cash-out; target 1 − the house edge.
 * - lucky: a try: its cost against the item when won; target chance × price / cost.
 * - contract: the offered items' value against the rung drawn; target the contract's RTP.
 * Dissolved battles and refunded stakes are not plays.
 */
export const plays: SQL = sql`(
  SELECT 'box'::text AS game, o.user_id, 'open:' || o.id AS reference, o.created_at AS at,
         o.box_price_cents AS stake, o.item_price_cents AS payout, o.box_id,
         b.rtp_basis_points / 10000.0 AS target
    FROM open_records o JOIN boxes b ON b.id = o.box_id
   WHERE o.box_type = 1
  UNION ALL
  SELECT 'battle', s.user_id, 'battle:' || bt.id, bt.ended_at, bt.seat_cost_cents,
         coalesce((SELECT sum(d.price_cents) FROM battle_drops d
                    WHERE d.battle_id = bt.id AND d.taken_by_seat = s.seat), 0)::bigint,
         NULL::int,
         (SELECT sum(rb.price_cents * rb.rtp_basis_points) / nullif(sum(rb.price_cents), 0) / 10000.0
            FROM jsonb_array_elements_text(bt.round_box_ids) AS r(box_id)
            JOIN boxes rb ON rb.id = r.box_id::int)
    FROM battles bt JOIN battle_seats s ON s.battle_id = bt.id AND NOT s.is_bot
   WHERE bt.status = 'finished'
  UNION ALL
  SELECT 'crash', cb.user_id, 'crash:' || cb.round_id, r.settled_at, cb.stake_cents,
         CASE WHEN cb.status = 'cashed' THEN coalesce(cb.payout_cents, 0) ELSE 0 END,
         NULL::int, 1 - r.house_edge::numeric
    FROM crash_bets cb JOIN crash_rounds r ON r.id = cb.round_id
   WHERE r.status = 'settled'
  UNION ALL
  SELECT 'lucky', l.user_id, 'lucky:' || l.id, l.created_at, l.cost_cents,
         CASE WHEN l.won THEN l.target_price_cents ELSE 0 END,
         NULL::int, l.chance_percent * l.target_price_cents / 100.0 / l.cost_cents
    FROM lucky_tries l
  UNION ALL
  SELECT 'contract', c.user_id, 'contract:' || c.id, c.created_at, c.value_cents,
         (c.ladder -> c.rung ->> 'priceCents')::bigint,
         NULL::int, c.rtp_basis_points / 10000.0
    FROM contracts c
)`;
