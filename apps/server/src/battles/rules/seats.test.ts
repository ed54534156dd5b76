import { describe, expect, it } from 'vitest';
import { dissolveAt, dissolveDue } from './dissolve';
import { BATTLE_DISSOLVE_AFTER_MS } from '@skinbox/rules';
import { botFillRefusal, freeSeats, joinRefusal, type SeatingRoom } from './seats';

const createdAt = new Date('2026-11-24T12:00:00Z');
const room: SeatingRoom = {
  status: 'waiting',
  creatorId: 1,
  seats: [1, null, null],
  dissolveAt: dissolveAt(createdAt),
};
const soon = new Date(createdAt.getTime() + 60_000);
const join = { userId: 2, seat: 2, passwordMatches: true };

describe('joining a seat', () => {
  it('lets a player take a free seat', () => {
    expect(joinRefusal(room, join, soon)).toBeNull();
  });

  it('refuses a taken seat, a seat out of range, a second seat and a wrong password', () => {
    expect(joinRefusal(room, { ...join, seat: 1 }, soon)).toBe('errors.battleSeatTaken');
    expect(joinRefusal(room, { ...join, seat: 4 }, soon)).toBe('errors.battleSeatInvalid');
    expect(joinRefusal(room, { ...join, seat: 0 }, soon)).toBe('errors.battleSeatInvalid');
    expect(joinRefusal(room, { ...join, userId: 1 }, soon)).toBe('errors.battleAlreadySeated');
    expect(joinRefusal(room, { ...join, passwordMatches: false }, soon)).toBe(
      'errors.battlePasswordWrong',
    );
  });

  it.each(['running', 'finished', 'dissolved'] as const)('refuses a %s room', (status) => {
    expect(joinRefusal({ ...room, status }, join, soon)).toBe('errors.battleNotOpen');
  });

  it('closes at the 15-minute mark exactly, before the dissolve job has run', () => {
    expect(BATTLE_DISSOLVE_AFTER_MS).toBe(15 * 60 * 1000);
    const edge = dissolveAt(createdAt);
    expect(edge.toISOString()).toBe('2026-11-24T12:15:00.000Z');
    expect(joinRefusal(room, join, new Date(edge.getTime() - 1))).toBeNull();
    expect(joinRefusal(room, join, edge)).toBe('errors.battleNotOpen');
    expect(dissolveDue(edge, new Date(edge.getTime() - 1))).toBe(false);
    expect(dissolveDue(edge, edge)).toBe(true);
  });
});

describe('filling with bots', () => {
  it('is the creator’s, while the room is open', () => {
    expect(botFillRefusal(room, 1, soon)).toBeNull();
    expect(botFillRefusal(room, 2, soon)).toBe('errors.battleCreatorOnly');
    expect(botFillRefusal({ ...room, status: 'running' }, 1, soon)).toBe('errors.battleNotOpen');
  });

  it('lists the free seats', () => {
    expect(freeSeats([1, null, 5, null])).toEqual([2, 4]);
  });
});
