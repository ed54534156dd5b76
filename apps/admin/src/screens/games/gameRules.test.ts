import { describe, expect, it } from 'vitest';
import { draftOf, formatBoxLines, parseBoxLines, parseIds, scheduleOf } from './gameRules';

describe('the games form rules', () => {
  it('reads a battle’s boxes in round order, a count after x', () => {
    expect(parseBoxLines('12x2, 15')).toEqual([
      { boxId: 12, count: 2 },
      { boxId: 15, count: 1 },
    ]);
    expect(parseBoxLines(' 7×3，8 ')).toEqual([
      { boxId: 7, count: 3 },
      { boxId: 8, count: 1 },
    ]);
    expect(
      formatBoxLines([
        { boxId: 12, count: 2 },
        { boxId: 15, count: 1 },
      ]),
    ).toBe('12x2, 15');
  });

  it('refuses boxes that do not read', () => {
    expect(parseBoxLines('12x')).toBeNull();
    expect(parseBoxLines('twelve')).toBeNull();
    expect(parseBoxLines('12x2x3')).toBeNull();
    expect(parseBoxLines('0')).toBeNull();
  });

  it('reads prize ids with their repeats', () => {
    expect(parseIds('101, 102 102')).toEqual([101, 102, 102]);
    expect(parseIds('101, x')).toBeNull();
  });

  it('turns the schedule editor back into lines, or names the line that does not read', () => {
    const line = { boxes: [{ boxId: 3, count: 2 }], seats: 2, mode: 'classic' as const, keep: 4 };
    expect(scheduleOf([draftOf(line)])).toEqual([line]);
    expect(scheduleOf([draftOf(line), { ...draftOf(line), boxes: '3x' }])).toEqual({ badLine: 2 });
  });
});
