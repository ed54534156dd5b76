// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AccountKind, ClientPlatform, isRealPlayer, MODULE_NAMES, RecordKind } from './enums';
import { recordKind } from './enumSchemas';

describe('SPEC section 3 enumerations', () => {
  it('numbers the record kinds', () => {
    expect(RecordKind).toEqual({
      record: 1,
      box: 2,
      roll: 3,
      battle: 4,
      battleList: 5,
      shop: 7,
      boxResult: 8,
      battleLight: 9,
      replace: 10,
    });
  });
  it('has no record kind 6', () => {
    expect(recordKind.safeParse(6).success).toBe(false);
  });
  it('numbers the account kinds and client platforms', () => {
    expect(AccountKind).toEqual({ general: 1, anchor: 2, ai: 3, test: 4 });
    expect(ClientPlatform).toEqual({ pc: 1, h5: 2, android: 3, ios: 4 });
  });
  it('counts general and anchor accounts as real players, ai and test accounts not (GAMES.md 0)', () => {
    expect([1, 2, 3, 4].filter(isRealPlayer)).toEqual([AccountKind.general, AccountKind.anchor]);
  });
  it('lists the 24 module switches of section 6', () => {
    expect(MODULE_NAMES).toHaveLength(24);
    expect(new Set(MODULE_NAMES).size).toBe(24);
  });
});
