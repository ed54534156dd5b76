import { queues } from '@skinbox/api/admin';
import { describe, expect, it } from 'vitest';
import { emptyReservation, reservationRequest } from './reservationRules';

const names = { zh: '开箱节', en: 'Box day', vi: 'Ngày hộp', ko: '상자의 날', tw: '開箱節' };

describe('the reservation form', () => {
  it('makes a request the contract accepts, the opening time as an instant', () => {
    const request = reservationRequest({
      ...emptyReservation(),
      kind: 'box',
      names,
      boxId: ' 12 ',
      opensAt: '2026-12-24T20:00',
    });
    expect(request).toMatchObject({ kind: 'box', boxId: 12, names });
    expect(request.opensAt).toBe(new Date(2026, 11, 24, 20, 0).toISOString());
    expect(queues.addReservation.request.safeParse(request).success).toBe(true);
  });

  it('sends no box for an event, and leaves a missing box or time for the contract to refuse', () => {
    const event = reservationRequest({ ...emptyReservation(), names, opensAt: '2026-12-24T20:00' });
    expect(event).not.toHaveProperty('boxId');
    expect(queues.addReservation.request.safeParse(event).success).toBe(true);
    const noBox = reservationRequest({ ...emptyReservation(), kind: 'box', names });
    expect(queues.addReservation.request.safeParse(noBox).success).toBe(false);
  });
});
