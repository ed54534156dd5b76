import { describe, expect, it } from 'vitest';
import { bestIndex, openingSum } from './finish';

describe('openingSum', () => {
  it('weighs what five boxes brought against what they cost, to the cent', () => {
    expect(openingSum(['0.10', '0.20', '12.30', '0.05', '1.01'], '2.50')).toEqual({
      won: '13.66',
      spent: '12.50',
      net: '1.16',
      ahead: true,
    });
  });

  it('says so when the boxes cost more than they brought', () => {
    expect(openingSum(['0.30', '0.45'], '10.00')).toEqual({
      won: '0.75',
      spent: '20.00',
      net: '-19.25',
      ahead: false,
    });
  });
});

describe('bestIndex', () => {
  it('finds the dearest drop, the first of equals', () => {
    expect(bestIndex(['1.00', '9.99', '10.00', '10.00'])).toBe(2);
    expect(bestIndex(['3.00'])).toBe(0);
  });
});
