// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { create, list } from './battle';

function firstMessage(payload: unknown) {
  const parsed = create.request.safeParse(payload);
  return parsed.success ? null : parsed.error.issues[0]?.message;
}

const valid = { boxes: [{ boxId: 3, count: 2 }], seats: 2, mode: 'classic' };

describe('battle contract', () => {
  it('takes a room of 1 to 6 boxes and 2 to 8 seats', () => {
    expect(firstMessage(valid)).toBeNull();
    expect(firstMessage({ ...valid, seats: 8, boxes: [{ boxId: 3, count: 6 }] })).toBeNull();
  });

  it('answers with SPEC section 5 messages', () => {
    expect(firstMessage({ ...valid, boxes: [] })).toBe('errors.battleBoxesEmpty');
    expect(firstMessage({ ...valid, boxes: [{ boxId: 3, count: 7 }] })).toBe(
      'errors.battleBoxLimit',
    );
    expect(firstMessage({ ...valid, boxes: [{ boxId: 3, count: 0 }] })).toBe(
      'errors.battleBoxLimit',
    );
    expect(firstMessage({ ...valid, seats: 1 })).toBe('errors.battleSeats');
    expect(firstMessage({ ...valid, seats: 9 })).toBe('errors.battleSeats');
    expect(firstMessage({ ...valid, password: 'abc' })).toBe('errors.passwordTooShort');
  });

  it('defaults the battle filter to every room, both modes, newest first', () => {
    expect(list.request.parse({})).toEqual({
      page: 1,
      pageSize: 10,
      type: 0,
      subType: 0,
      roomSort: 1,
    });
    expect(list.request.safeParse({ roomSort: 4 }).success).toBe(false);
  });
});
