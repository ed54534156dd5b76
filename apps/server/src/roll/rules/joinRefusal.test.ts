import { describe, expect, it } from 'vitest';
import { joinRefusal, type JoinableRoom, type Joiner } from './joinRefusal';

const NOW = new Date('2026-11-20T12:00:00Z');
const room: JoinableRoom = {
  status: 'open',
  drawAt: new Date('2026-11-20T13:00:00Z'),
  cap: 3,
  participants: 1,
  vipLevel: null,
  rechargeMinCents: null,
  rechargeSince: null,
};
const joiner: Joiner = {
  isCreator: false,
  alreadyJoined: false,
  passwordMatches: true,
  vipLevel: 0,
  rechargedCents: 0n,
};
const day = (at: Date) => at.toISOString().slice(0, 10);
const refusal = (r: Partial<JoinableRoom>, j: Partial<Joiner> = {}, now = NOW) =>
  joinRefusal({ ...room, ...r }, { ...joiner, ...j }, now, day);

describe('who may join a roll room', () => {
  it('lets a player in an open room with room to spare', () => {
    expect(refusal({})).toBeNull();
  });

  it('closes at the draw time, before the draw has run, and after it', () => {
    expect(refusal({}, {}, new Date('2026-11-20T12:59:59.999Z'))).toBeNull();
    expect(refusal({}, {}, new Date('2026-11-20T13:00:00Z'))).toEqual({ key: 'errors.rollClosed' });
    expect(refusal({ status: 'drawn' })).toEqual({ key: 'errors.rollClosed' });
    expect(refusal({ status: 'returned' })).toEqual({ key: 'errors.rollClosed' });
  });

  it('refuses the streamer their own giveaway', () => {
    expect(refusal({}, { isCreator: true })).toEqual({ key: 'errors.rollOwnRoom' });
  });

  it('refuses a second join, a full room and a wrong password', () => {
    expect(refusal({}, { alreadyJoined: true })).toEqual({ key: 'errors.rollAlreadyJoined' });
    expect(refusal({ participants: 3 })).toEqual({ key: 'errors.rollFull' });
    expect(refusal({ participants: 2 })).toBeNull();
    expect(refusal({}, { passwordMatches: false })).toEqual({ key: 'errors.rollPasswordWrong' });
  });

  it('asks for the VIP level, naming it', () => {
    expect(refusal({ vipLevel: 3 }, { vipLevel: 2 })).toEqual({
      key: 'errors.rollVipTooLow',
      params: { level: 3 },
    });
    expect(refusal({ vipLevel: 3 }, { vipLevel: 3 })).toBeNull();
  });

  it('asks for the recharge since the date, naming amount and day', () => {
    const asks = { rechargeMinCents: 100_00n, rechargeSince: new Date('2026-11-01T00:00:00Z') };
    expect(refusal(asks, { rechargedCents: 99_99n })).toEqual({
      key: 'errors.rollRechargeTooLow',
      params: { amount: '100.00', since: '2026-11-01' },
    });
    expect(refusal(asks, { rechargedCents: 100_00n })).toBeNull();
  });
});
