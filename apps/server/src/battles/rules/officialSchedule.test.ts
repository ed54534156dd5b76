import { describe, expect, it } from 'vitest';
import {
  nextScheduleRun,
  OFFICIAL_SCHEDULE_STEP_MS,
  parseSchedule,
  roomsToOpen,
  type OfficialTemplate,
} from './officialSchedule';

const duel: OfficialTemplate = {
  boxes: [
    { boxId: 3, count: 2 },
    { boxId: 5, count: 1 },
  ],
  seats: 2,
  mode: 'classic',
  keep: 2,
};
const party: OfficialTemplate = {
  boxes: [{ boxId: 3, count: 1 }],
  seats: 4,
  mode: 'clown',
  keep: 1,
};
const duelRoom = { roundBoxIds: [3, 3, 5], seatCount: 2, mode: 'classic' };

describe('the schedule of official rooms', () => {
  it('reads what an operator stored, and nothing from a broken value', () => {
    expect(parseSchedule(JSON.stringify([duel, party]))).toEqual([duel, party]);
    expect(parseSchedule(undefined)).toEqual([]);
    expect(parseSchedule('not json')).toEqual([]);
    expect(parseSchedule(JSON.stringify([{ ...duel, seats: 9 }]))).toEqual([]);
    expect(parseSchedule(JSON.stringify([{ ...duel, keep: 0 }]))).toEqual([]);
  });

  it('opens what each line lacks, counting only rooms of the same boxes, seats and mode', () => {
    expect(roomsToOpen([duel, party], [])).toEqual([duel, duel, party]);
    expect(roomsToOpen([duel, party], [duelRoom])).toEqual([duel, party]);
    expect(roomsToOpen([duel], [duelRoom, duelRoom, duelRoom])).toEqual([]);
    // Same boxes in another order, other seats, another mode: not the line's rooms.
    expect(
      roomsToOpen(
        [duel],
        [
          { ...duelRoom, roundBoxIds: [5, 3, 3] },
          { ...duelRoom, seatCount: 3 },
          { ...duelRoom, mode: 'clown' },
        ],
      ),
    ).toEqual([duel, duel]);
    // Two equal lines keep twice as many open.
    expect(roomsToOpen([duel, duel], [duelRoom])).toEqual([duel, duel, duel]);
  });

  it('runs once a minute on whole minutes, one key each', () => {
    const now = new Date('2026-11-24T12:00:30Z');
    const next = nextScheduleRun(now);
    expect(OFFICIAL_SCHEDULE_STEP_MS).toBe(60_000);
    expect(next.dueAt.toISOString()).toBe('2026-11-24T12:01:00.000Z');
    expect(nextScheduleRun(new Date('2026-11-24T12:00:59.999Z'))).toEqual(next);
    expect(nextScheduleRun(next.dueAt).key).not.toBe(next.key);
  });
});
