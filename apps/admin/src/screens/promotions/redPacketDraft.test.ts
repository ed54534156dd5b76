import { promotions } from '@skinbox/api/admin';
import { describe, expect, it } from 'vitest';
import { redPacketDraft } from './redPacketDraft';

describe('a red packet from the form', () => {
  it('gives a password packet its counts as numbers and no period', () => {
    const draft = redPacketDraft('password', 'day', {
      password: ' NEWYEAR ',
      amount: '88.00',
      count: '10',
      hours: '24',
    });
    expect(draft).toEqual({
      kind: 'password',
      password: 'NEWYEAR',
      amount: '88.00',
      count: 10,
      hours: 24,
    });
    expect(promotions.redPacketSetup.safeParse(draft).success).toBe(true);
  });

  it('reads a rate in basis points and VIP amounts one per level', () => {
    expect(redPacketDraft('rebate', 'week', { rate: '20', cap: '188.00' })).toEqual({
      kind: 'rebate',
      period: 'week',
      rate: 20,
      cap: '188.00',
    });
    const vip = redPacketDraft('vip', 'month', { amounts: '1.00, 2.00，5.00' });
    expect(vip).toEqual({ kind: 'vip', period: 'month', amounts: ['1.00', '2.00', '5.00'] });
    expect(promotions.redPacketSetup.safeParse(vip).success).toBe(true);
  });

  it('leaves a missing count out, for the contract to refuse', () => {
    const draft = redPacketDraft('password', 'day', { password: 'X', amount: '1.00' });
    expect(draft.count).toBeUndefined();
    expect(promotions.redPacketSetup.safeParse(draft).success).toBe(false);
  });
});
