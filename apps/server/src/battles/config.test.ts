import { describe, expect, it } from 'vitest';
import { loadBattleConfig } from './config';
import { dissolveAt } from './rules/dissolve';

describe('the battle settings', () => {
  it('dissolve a room after SPEC’s 15 minutes unless a test shortens the wait', () => {
    expect(loadBattleConfig({})).toEqual({ dissolveAfterMs: 900_000 });
    const short = loadBattleConfig({ BATTLE_DISSOLVE_SECONDS: '40' });
    expect(short).toEqual({ dissolveAfterMs: 40_000 });
    const createdAt = new Date('2026-11-24T12:00:00Z');
    expect(dissolveAt(createdAt, short.dissolveAfterMs).toISOString()).toBe(
      '2026-11-24T12:00:40.000Z',
    );
  });

  it('refuse the test seam on a production server, and nonsense anywhere', () => {
    expect(() =>
      loadBattleConfig({ NODE_ENV: 'production', BATTLE_DISSOLVE_SECONDS: '40' }),
    ).toThrow(/15 minutes/);
    expect(loadBattleConfig({ NODE_ENV: 'production', BATTLE_DISSOLVE_SECONDS: '900' })).toEqual({
      dissolveAfterMs: 900_000,
    });
    expect(() => loadBattleConfig({ BATTLE_DISSOLVE_SECONDS: 'soon' })).toThrow();
    expect(() => loadBattleConfig({ BATTLE_DISSOLVE_SECONDS: '0' })).toThrow();
  });
});
