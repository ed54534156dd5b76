import { describe, expect, it } from 'vitest';
import { applyRequest, limitsInForce, pauseEnd, RAISE_DELAY_MS } from './changes';
import { breachedWindow, WINDOW_MS } from './windows';

const NOW = new Date('2026-11-25T12:00:00Z');
const empty = { limits: {}, pending: null, pendingFrom: null };

describe('limit changes', () => {
  it('holds a new or lower limit at once', () => {
    const first = applyRequest(empty, { lossDay: 10_000 }, NOW);
    expect(first).toEqual({ limits: { lossDay: 10_000 }, pending: null, pendingFrom: null });
    const lower = applyRequest(first, { lossDay: 5_000, depositWeek: 20_000 }, NOW);
    expect(lower.limits).toEqual({ lossDay: 5_000, depositWeek: 20_000 });
    expect(lower.pending).toBeNull();
  });

  it('lets a raise or a removal wait 24 hours, then the whole set take over', () => {
    const row = { limits: { lossDay: 5_000, depositDay: 1_000 }, pending: null, pendingFrom: null };
    const raised = applyRequest(row, { lossDay: 8_000, depositDay: 500 }, NOW);
    expect(RAISE_DELAY_MS).toBe(86_400_000);
    expect(raised.limits).toEqual({ lossDay: 5_000, depositDay: 500 });
    expect(raised.pending).toEqual({ lossDay: 8_000, depositDay: 500 });
    expect(raised.pendingFrom).toEqual(new Date('2026-11-26T12:00:00Z'));
    expect(limitsInForce(raised, new Date('2026-11-26T11:59:59Z'))).toEqual(raised.limits);
    expect(limitsInForce(raised, new Date('2026-11-26T12:00:00Z'))).toEqual(raised.pending);

    const removed = applyRequest(row, { depositDay: 1_000 }, NOW);
    expect(removed.limits).toEqual({ lossDay: 5_000, depositDay: 1_000 });
    expect(removed.pending).toEqual({ depositDay: 1_000 });
  });

  it('lets a new request replace a change still waiting', () => {
    const waiting = applyRequest({ ...empty, limits: { lossDay: 5_000 } }, {}, NOW);
    expect(waiting.pending).toEqual({});
    const kept = applyRequest(waiting, { lossDay: 5_000 }, NOW);
    expect(kept).toEqual({ limits: { lossDay: 5_000 }, pending: null, pendingFrom: null });
  });

  it('only ever lengthens a pause', () => {
    const week = pauseEnd(null, 7, NOW);
    expect(week).toEqual(new Date('2026-12-02T12:00:00Z'));
    expect(pauseEnd(week, 1, NOW)).toBe(week);
    expect(pauseEnd(week, 30, NOW)).toEqual(new Date('2026-12-25T12:00:00Z'));
  });
});

describe('windows', () => {
  const usage = { Day: 4_000n, Week: 9_000n, Month: 9_000n };

  it('are 24 hours, 7 days and 30 days', () => {
    expect(WINDOW_MS).toEqual({ Day: 86_400_000, Week: 604_800_000, Month: 2_592_000_000 });
  });

  it('allow reaching a limit but not passing it', () => {
    expect(breachedWindow({ lossDay: 5_000 }, 'loss', usage, 1_000n)).toBeNull();
    expect(breachedWindow({ lossDay: 5_000 }, 'loss', usage, 1_001n)).toEqual({
      window: 'Day',
      limitCents: 5_000n,
      remainingCents: 1_000n,
    });
  });

  it('check every window of the measure, and only that measure', () => {
    expect(breachedWindow({ lossWeek: 9_500 }, 'loss', usage, 600n)?.window).toBe('Week');
    expect(breachedWindow({ depositDay: 1 }, 'loss', usage, 600n)).toBeNull();
    expect(breachedWindow({ depositMonth: 8_000 }, 'deposit', usage, 1n)?.remainingCents).toBe(0n);
  });
});
