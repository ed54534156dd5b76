import type { PrizeAnnouncement } from '@skinbox/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENT_INTERVAL_MS, AnnouncementsStore, FIREWORKS_MS } from './AnnouncementsStore';

const prize = (nickName: string): PrizeAnnouncement => ({
  nickName,
  recoveryPrice: '100.00',
  avater: '',
  boxType: 1,
  boxId: 1,
});

let store: AnnouncementsStore;
beforeEach(() => {
  vi.useFakeTimers();
  store = new AnnouncementsStore();
});
afterEach(() => {
  store.dispose();
  vi.useRealTimers();
});

describe('announcements', () => {
  it('uses a 6 s interval and a 5 s overlay', () => {
    expect(ANNOUNCEMENT_INTERVAL_MS).toBe(6_000);
    expect(FIREWORKS_MS).toBe(5_000);
  });

  it('shows an event at once when nothing is showing', () => {
    store.push(prize('A'));
    expect(store.current?.nickName).toBe('A');
    expect(store.running).toBe(true);
  });

  it('queues newest-first and shows the next from the end of the queue every 6 s', () => {
    store.push(prize('A'));
    store.push(prize('B'));
    store.push(prize('C'));
    expect(store.queue.map((p) => p.nickName)).toEqual(['C', 'B']);
    vi.advanceTimersByTime(5_999);
    expect(store.current?.nickName).toBe('A');
    vi.advanceTimersByTime(1);
    expect(store.current?.nickName).toBe('B');
    vi.advanceTimersByTime(6_000);
    expect(store.current?.nickName).toBe('C');
    expect(store.queue).toEqual([]);
  });

  it('shows the fireworks overlay for 5 s after each announcement', () => {
    store.push(prize('A'));
    store.push(prize('B'));
    expect(store.fireworksVisible).toBe(true);
    vi.advanceTimersByTime(4_999);
    expect(store.fireworksVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.fireworksVisible).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(store.fireworksVisible).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(store.fireworksVisible).toBe(false);
  });

  it('stops the timer when the queue is empty', () => {
    store.push(prize('A'));
    vi.advanceTimersByTime(6_000);
    expect(store.running).toBe(false);
    expect(store.current).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts again on the next event', () => {
    store.push(prize('A'));
    vi.advanceTimersByTime(6_000);
    store.push(prize('B'));
    expect(store.current?.nickName).toBe('B');
    expect(store.running).toBe(true);
  });
});
