import { describe, expect, it } from 'vitest';
import { planRoom } from './createRoom';
import { BATTLE_MAX_BOXES, BATTLE_MAX_SEATS, BATTLE_MIN_SEATS } from '@skinbox/rules';

const PRICES = new Map<number, bigint>([
  [11, 1250n],
  [12, 300n],
]);

describe('planRoom', () => {
  it('holds SPEC section 9: up to 6 boxes, 2 to 8 seats', () => {
    expect([BATTLE_MAX_BOXES, BATTLE_MIN_SEATS, BATTLE_MAX_SEATS]).toEqual([6, 2, 8]);
  });

  it('lays the rounds out in the chosen order and prices one seat', () => {
    expect(
      planRoom(
        {
          boxes: [
            { boxId: 12, count: 2 },
            { boxId: 11, count: 1 },
          ],
          seats: 3,
        },
        PRICES,
      ),
    ).toEqual({ plan: { rounds: [12, 12, 11], seatCostCents: 1850n } });
  });

  it('takes exactly 6 boxes and refuses a seventh', () => {
    const six = planRoom(
      {
        boxes: [
          { boxId: 11, count: 4 },
          { boxId: 12, count: 2 },
        ],
        seats: 2,
      },
      PRICES,
    );
    expect(six).toMatchObject({ plan: { rounds: [11, 11, 11, 11, 12, 12] } });
    expect(
      planRoom(
        {
          boxes: [
            { boxId: 11, count: 4 },
            { boxId: 12, count: 3 },
          ],
          seats: 2,
        },
        PRICES,
      ),
    ).toEqual({ refusal: 'errors.battleBoxLimit' });
  });

  it('needs at least one box', () => {
    expect(planRoom({ boxes: [], seats: 2 }, PRICES)).toEqual({
      refusal: 'errors.battleBoxesEmpty',
    });
  });

  it.each([0, -1, 1.5])('refuses a count of %s', (count) => {
    expect(planRoom({ boxes: [{ boxId: 11, count }], seats: 2 }, PRICES)).toEqual({
      refusal: 'errors.battleBoxLimit',
    });
  });

  it.each([1, 9, 2.5])('refuses %s seats and takes 2 and 8', (seats) => {
    expect(planRoom({ boxes: [{ boxId: 11, count: 1 }], seats }, PRICES)).toEqual({
      refusal: 'errors.battleSeats',
    });
    for (const ok of [2, 8]) {
      expect(planRoom({ boxes: [{ boxId: 11, count: 1 }], seats: ok }, PRICES)).toHaveProperty(
        'plan',
      );
    }
  });

  it('refuses a box that is not a battle box on sale', () => {
    expect(planRoom({ boxes: [{ boxId: 99, count: 1 }], seats: 2 }, PRICES)).toEqual({
      refusal: 'errors.battleBoxNotFound',
    });
  });
});
