import { translateError } from '@skinbox/api';
import { describe, expect, it } from 'vitest';
import { createRefusal, roomLeft, roundsOf, seatCost, type BoxPick } from './rules';

const pick = (boxId: number, count: number, price = '2.50'): BoxPick => ({ boxId, count, price });

describe('the create form’s rules', () => {
  it('counts rounds and prices a seat exactly', () => {
    const picks = [pick(1, 2, '0.10'), pick(2, 1, '0.20')];
    expect(roundsOf(picks)).toBe(3);
    expect(seatCost(picks)).toBe('0.40');
    expect(roomLeft(picks)).toBe(3);
  });

  it('holds SPEC’s limits: 1 to 6 boxes, 2 to 8 players, with their messages', () => {
    const form = { picks: [pick(1, 6)], seats: 2, password: '' };
    expect(createRefusal(form)).toBeNull();
    expect(createRefusal({ ...form, picks: [] })).toBe('errors.battleBoxesEmpty');
    expect(createRefusal({ ...form, picks: [pick(1, 4), pick(2, 3)] })).toBe(
      'errors.battleBoxLimit',
    );
    expect(roomLeft([pick(1, 4), pick(2, 3)])).toBe(0);
    expect(createRefusal({ ...form, seats: 1 })).toBe('errors.battleSeats');
    expect(createRefusal({ ...form, seats: 9 })).toBe('errors.battleSeats');
    expect(createRefusal({ ...form, seats: 8 })).toBeNull();
    expect(translateError('errors.battleBoxLimit', 'zh')).toBe(
      '箱子种类或数量超出限制（最多 6 个）',
    );
  });

  it('takes no password, or one of 6 to 16 allowed characters', () => {
    const form = { picks: [pick(1, 1)], seats: 3 };
    expect(createRefusal({ ...form, password: '' })).toBeNull();
    expect(createRefusal({ ...form, password: 'abc12' })).toBe('errors.passwordTooShort');
    expect(createRefusal({ ...form, password: 'a'.repeat(17) })).toBe('errors.passwordTooLong');
    expect(createRefusal({ ...form, password: 'abc 123' })).toBe(
      'errors.passwordInvalidCharacters',
    );
    expect(createRefusal({ ...form, password: 'open-sesame' })).toBeNull();
  });
});
