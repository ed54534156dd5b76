import type { ErrorKey } from '@skinbox/api';
import {
  BATTLE_MAX_BOXES,
  BATTLE_MAX_SEATS,
  BATTLE_MIN_BOXES,
  BATTLE_MIN_SEATS,
} from '@skinbox/rules';

/** One line of the create form: a battle box and how many of it. */
export interface BoxChoice {
  boxId: number;
  count: number;
}

export interface RoomRequest {
  boxes: readonly BoxChoice[];
  seats: number;
}

export interface RoomPlan {
  /** The box of each round, in the order chosen (GAMES.md: rounds = boxes in order). */
  rounds: number[];
  /** What each seat pays: the price of every round's box. */
  seatCostCents: bigint;
}

/**
 * Checks a create request against SPEC section 5 ("at most 6 boxes, at least one box must be
 * added, and box kind and count limits are enforced"; 2 to 8 players) and the battle boxes on
 * sale (`battleBoxPrices`: enabled type-2 boxes by id). The password is checked by the contract's
 * password field (6 to 16 printable characters, SPEC section 9).
 */
export function planRoom(
  request: RoomRequest,
  battleBoxPrices: ReadonlyMap<number, bigint>,
): { refusal: ErrorKey } | { plan: RoomPlan } {
  if (request.boxes.length === 0) return { refusal: 'errors.battleBoxesEmpty' };
  if (request.boxes.some((b) => !Number.isInteger(b.count) || b.count < 1)) {
    return { refusal: 'errors.battleBoxLimit' };
  }
  const total = request.boxes.reduce((sum, b) => sum + b.count, 0);
  if (total < BATTLE_MIN_BOXES) return { refusal: 'errors.battleBoxesEmpty' };
  if (total > BATTLE_MAX_BOXES) return { refusal: 'errors.battleBoxLimit' };
  if (
    !Number.isInteger(request.seats) ||
    request.seats < BATTLE_MIN_SEATS ||
    request.seats > BATTLE_MAX_SEATS
  ) {
    return { refusal: 'errors.battleSeats' };
  }
  const rounds: number[] = [];
  let seatCostCents = 0n;
  for (const { boxId, count } of request.boxes) {
    const price = battleBoxPrices.get(boxId);
    if (price === undefined) return { refusal: 'errors.battleBoxNotFound' };
    for (let i = 0; i < count; i += 1) rounds.push(boxId);
    seatCostCents += price * BigInt(count);
  }
  return { plan: { rounds, seatCostCents } };
}
