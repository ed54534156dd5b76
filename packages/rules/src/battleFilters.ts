import type { BattleMode, RoomKind } from './battleLimits';

/**
 * SPEC section 3 "Battle filter: type, subType, roomSort". type: 0 every room, 1 official,
 * 2 anchor, 3 player. subType: 0 both modes, 1 classic, 2 clown. roomSort: 1 newest first,
 * 2 dearest first, 3 cheapest first.
 */
export const BattleFilterType = { all: 0, official: 1, anchor: 2, player: 3 } as const;
export type BattleFilterType = (typeof BattleFilterType)[keyof typeof BattleFilterType];
export const BattleSubType = { all: 0, classic: 1, clown: 2 } as const;
export type BattleSubType = (typeof BattleSubType)[keyof typeof BattleSubType];
export const BattleRoomSort = { newest: 1, dearest: 2, cheapest: 3 } as const;
export type BattleRoomSort = (typeof BattleRoomSort)[keyof typeof BattleRoomSort];

/** The room kind a filter type keeps, or null for every room. */
export function roomKindOfFilter(type: BattleFilterType): RoomKind | null {
  if (type === BattleFilterType.official) return 'official';
  if (type === BattleFilterType.anchor) return 'anchor';
  if (type === BattleFilterType.player) return 'player';
  return null;
}

/** The mode a filter sub-type keeps, or null for both. */
export function modeOfFilter(subType: BattleSubType): BattleMode | null {
  if (subType === BattleSubType.classic) return 'classic';
  if (subType === BattleSubType.clown) return 'clown';
  return null;
}
