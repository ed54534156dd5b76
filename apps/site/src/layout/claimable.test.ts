import { describe, expect, it } from 'vitest';
import { claimableCounts } from './claimable';

const tier = (state: 'locked' | 'opened' | 'refreshing', points: number) => ({ state, points });

describe('claimableCounts', () => {
  it('claims nothing while no status is known', () => {
    expect(claimableCounts({})).toEqual({});
  });

  it("counts today's sign-in until it is made, and the week's spin until it is taken", () => {
    expect(claimableCounts({ signin: { signedToday: false }, turntable: { spin: null } })).toEqual({
      signin: 1,
      transfor: 1,
    });
    expect(
      claimableCounts({ signin: { signedToday: true }, turntable: { spin: { week: 'W48' } } }),
    ).toEqual({});
  });

  it('counts welfare boxes open now with the points for them, and a ready free case, on grade', () => {
    const welfare = {
      points: 150,
      windowOpen: true,
      tiers: [tier('opened', 100), tier('opened', 200), tier('refreshing', 50), tier('locked', 10)],
    };
    expect(claimableCounts({ welfare })).toEqual({ grade: 1 });
    expect(claimableCounts({ welfare, freeCase: { state: 'ready' } })).toEqual({ grade: 2 });
    expect(claimableCounts({ welfare: { ...welfare, windowOpen: false } })).toEqual({});
    expect(claimableCounts({ freeCase: { state: 'opened' } })).toEqual({});
    expect(claimableCounts({ freeCase: { state: 'locked' } })).toEqual({});
  });

  it('counts the task rewards done and not yet claimed', () => {
    const tasks = [
      { state: 'claimable' },
      { state: 'inProgress' },
      { state: 'claimable' },
    ] as const;
    expect(claimableCounts({ tasks: { tasks } })).toEqual({ task: 2 });
  });
});
