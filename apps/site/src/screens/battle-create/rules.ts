import { battle, centsToMoney, fields, moneyToCents, type ErrorKey } from '@skinbox/api';

/** One line of the form: a battle box and how many of it, in the order the player added them. */
export interface BoxPick {
  boxId: number;
  count: number;
  price: string;
}

/** Boxes chosen in all: the rounds the battle will have. */
export function roundsOf(picks: readonly BoxPick[]): number {
  return picks.reduce((sum, pick) => sum + pick.count, 0);
}

/** What each seat pays: every round's box, exactly (in cents). */
export function seatCost(picks: readonly BoxPick[]): string {
  return centsToMoney(
    picks.reduce((sum, pick) => sum + moneyToCents(pick.price) * BigInt(pick.count), 0n),
  );
}

/** How many more boxes of any kind fit under SPEC's 6. */
export function roomLeft(picks: readonly BoxPick[]): number {
  return Math.max(0, battle.BATTLE_MAX_BOXES - roundsOf(picks));
}

/**
 * SPEC sections 5 and 9 before the call: at least one box and at most 6, 2 to 8 players, a
 * password of 6 to 16 allowed characters when one is set. The server checks all of it again.
 */
export function createRefusal(form: {
  picks: readonly BoxPick[];
  seats: number;
  password: string;
}): ErrorKey | null {
  const rounds = roundsOf(form.picks);
  if (rounds < 1) return 'errors.battleBoxesEmpty';
  if (rounds > battle.BATTLE_MAX_BOXES) return 'errors.battleBoxLimit';
  if (
    !Number.isInteger(form.seats) ||
    form.seats < battle.BATTLE_MIN_SEATS ||
    form.seats > battle.BATTLE_MAX_SEATS
  ) {
    return 'errors.battleSeats';
  }
  if (form.password !== '') {
    const checked = fields.password.safeParse(form.password);
    if (!checked.success)
      return (checked.error.issues[0]?.message ?? 'errors.badRequest') as ErrorKey;
  }
  return null;
}
