import { describe, expect, it } from 'vitest';
import { BattleFilterType, BattleSubType, modeOfFilter, roomKindOfFilter } from './battleFilters';

describe("SPEC's battle filter codes", () => {
  it('keeps one room kind per type, every room for 0', () => {
    expect(roomKindOfFilter(BattleFilterType.all)).toBeNull();
    expect(roomKindOfFilter(1)).toBe('official');
    expect(roomKindOfFilter(2)).toBe('anchor');
    expect(roomKindOfFilter(3)).toBe('player');
  });

  it('keeps one mode per sub-type, both for 0', () => {
    expect(modeOfFilter(BattleSubType.all)).toBeNull();
    expect(modeOfFilter(1)).toBe('classic');
    expect(modeOfFilter(2)).toBe('clown');
  });
});
