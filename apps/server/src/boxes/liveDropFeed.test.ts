// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_DROPS_PER_EVENT, LIVE_DROPS_TICK_MS, LiveDropFeed } from './liveDropFeed';

describe('LiveDropFeed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function feed() {
    const sent: number[][] = [];
    const errors: unknown[] = [];
    const live = new LiveDropFeed(
      (openIds) => {
        sent.push(openIds);
        return Promise.resolve();
      },
      (error) => errors.push(error),
    );
    return { live, sent, errors };
  }

  it('sends the openings of one tick together, once the tick is over', () => {
    const { live, sent } = feed();
    live.add([1]);
    vi.advanceTimersByTime(LIVE_DROPS_TICK_MS / 2);
    live.add([2, 3]);
    vi.advanceTimersByTime(LIVE_DROPS_TICK_MS / 2 - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([[3, 2, 1]]);
  });

  it('sends at most LIVE_DROPS_PER_EVENT drops a tick, the newest', () => {
    const { live, sent } = feed();
    const opened = Array.from({ length: 40 }, (_, i) => i + 1);
    for (const openId of opened) live.add([openId]);
    vi.advanceTimersByTime(LIVE_DROPS_TICK_MS);
    expect(LIVE_DROPS_PER_EVENT).toBe(5);
    expect(sent).toEqual([[40, 39, 38, 37, 36]]);
  });

  it('starts a new tick with the first opening after a quiet spell, and none while idle', () => {
    const { live, sent } = feed();
    live.add([1]);
    vi.advanceTimersByTime(LIVE_DROPS_TICK_MS);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * LIVE_DROPS_TICK_MS);
    live.add([2]);
    vi.advanceTimersByTime(LIVE_DROPS_TICK_MS);
    expect(sent).toEqual([[1], [2]]);
  });

  it('reports a failed send and goes on with the next tick', async () => {
    const errors: unknown[] = [];
    const sent: number[][] = [];
    const live = new LiveDropFeed(
      (openIds) => {
        sent.push(openIds);
        return sent.length === 1 ? Promise.reject(new Error('db down')) : Promise.resolve();
      },
      (error) => errors.push(error),
    );
    live.add([1]);
    await vi.advanceTimersByTimeAsync(LIVE_DROPS_TICK_MS);
    live.add([2]);
    await vi.advanceTimersByTimeAsync(LIVE_DROPS_TICK_MS);
    expect(errors).toEqual([new Error('db down')]);
    expect(sent).toEqual([[1], [2]]);
  });

  it('sends nothing pending once closed', () => {
    const { live, sent } = feed();
    live.add([1]);
    live.close();
    vi.advanceTimersByTime(LIVE_DROPS_TICK_MS);
    expect(sent).toEqual([]);
  });
});
